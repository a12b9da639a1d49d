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

  it('writes at once on flush (a new player gets its header and GOP cache without waiting)', () => {
    const outboxes = createFlvOutboxes(50);
    const writes: string[] = [];
    const box = outboxes.open((b) => writes.push(b.toString()));
    box.push(tag('FLV'));
    box.push(tag('gop'));
    box.flush();
    expect(writes).toEqual(['FLVgop']);
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['FLVgop']);
  });

  it('drops a closed player\'s tags, and stop sends what the others hold', () => {
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
});
