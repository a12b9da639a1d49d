import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlvOutboxes } from './flv-outbox.js';

const tag = (text: string) => Buffer.from(text);

describe('FLV outboxes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the tags of one interval as one write, in order, and nothing when none came', () => {
    const outboxes = createFlvOutboxes(50);
    const writes: string[] = [];
    const box = outboxes.open((b) => writes.push(b.toString()));
    box.push(tag('a'));
    box.push(tag('b'));
    box.push(tag('c'));
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(writes).toEqual(['abc']);
    vi.advanceTimersByTime(200);
    expect(writes).toEqual(['abc']);
    box.push(tag('d'));
    vi.advanceTimersByTime(50);
    expect(writes).toEqual(['abc', 'd']);
  });

  it('flushes every player on the one timer, each with its own tags', () => {
    const outboxes = createFlvOutboxes(40);
    const a: string[] = [];
    const b: string[] = [];
    const boxA = outboxes.open((x) => a.push(x.toString()));
    const boxB = outboxes.open((x) => b.push(x.toString()));
    boxA.push(tag('1'));
    boxB.push(tag('x'));
    boxA.push(tag('2'));
    vi.advanceTimersByTime(40);
    expect([a, b]).toEqual([['12'], ['x']]);
  });

  it('sends at once, tag by tag and uncopied, what a new player must get first (its header and GOP cache)', () => {
    const outboxes = createFlvOutboxes(50);
    const writes: Buffer[] = [];
    const box = outboxes.open((b) => writes.push(b));
    const gop = [tag('FLV'), tag('gop')];
    for (const t of gop) box.push(t);
    box.sendNow();
    expect(writes).toEqual(gop);
    expect(writes[1]).toBe(gop[1]);
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(2);
  });

  it("drops a closed player's tags, and stop sends what the others hold", () => {
    const outboxes = createFlvOutboxes(50);
    const gone: string[] = [];
    const kept: string[] = [];
    const goneBox = outboxes.open((b) => gone.push(b.toString()));
    const keptBox = outboxes.open((b) => kept.push(b.toString()));
    goneBox.push(tag('lost'));
    goneBox.close();
    goneBox.push(tag('after'));
    keptBox.push(tag('last'));
    outboxes.stop();
    expect(gone).toEqual([]);
    expect(kept).toEqual(['last']);
    vi.advanceTimersByTime(200);
    expect(kept).toEqual(['last']);
  });

  it('writes one shared buffer to players holding the same run of tags, and its own to a player that joined meanwhile', () => {
    const outboxes = createFlvOutboxes(50);
    const got = new Map<string, Buffer[]>();
    const player = (name: string) => outboxes.open((b) => got.set(name, [...(got.get(name) ?? []), b]));
    const a = player('a');
    const b = player('b');
    const [t1, t2, t3] = [tag('1'), tag('2'), tag('3')];
    for (const t of [t1, t2]) for (const box of [a, b]) box.push(t);
    const late = player('late');
    late.push(tag('gop'));
    late.sendNow();
    for (const box of [a, b, late]) box.push(t3);
    vi.advanceTimersByTime(50);
    expect(got.get('a')![0]!.toString()).toBe('123');
    expect(got.get('b')![0]).toBe(got.get('a')![0]);
    expect(got.get('late')!.map(String)).toEqual(['gop', '3']);
  });
});
