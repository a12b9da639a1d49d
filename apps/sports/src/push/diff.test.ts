import { describe, expect, it } from 'vitest';
import { matchAt } from '../schedule/live.js';
import { buildSchedule, type Fixture } from '../schedule/schedule.js';
import { priceMatch } from '../odds/price-match.js';
import { matchStatus } from '@matchday/contract';
import { clockJumped, diffMatch } from './diff.js';
import { matchFrame, pricedLines, type MatchFrame } from './match-frame.js';

const SEED = 42;
const START = Date.UTC(2026, 10, 23, 15, 0, 0);

function frameAt(fixture: Fixture, now: number): MatchFrame {
  const { state } = matchAt(fixture, now);
  return matchFrame(fixture.id, now, state, pricedLines(fixture.sid, priceMatch(fixture.id, state)));
}

/** The first second, within an hour, at which a live soccer match's score changes. */
function firstGoal(): { fixture: Fixture; at: number } {
  const soccer = buildSchedule(SEED, START).fixtures.filter(
    (f) => f.sid === 1 && f.kickoff <= START && matchAt(f, START).state.status === matchStatus.live,
  );
  for (let at = START; at < START + 3600_000; at += 1000) {
    for (const fixture of soccer) {
      const before = matchAt(fixture, at - 1000).state.score;
      const after = matchAt(fixture, at).state.score;
      if (after[0] + after[1] > before[0] + before[1]) return { fixture, at };
    }
  }
  throw new Error('no goal within an hour');
}

describe('diffMatch', () => {
  it('sends a goal as a score change and the lines it moved or suspended, with their new prices', () => {
    const { fixture, at } = firstGoal();
    const before = frameAt(fixture, at - 1000);
    const after = frameAt(fixture, at);
    const delta = diffMatch(before, after, 'all', clockJumped({ mc: before.mc!, at: before.at }, after));

    expect(delta.score?.nsg).toEqual(after.nsg);
    expect(delta.score?.nsg).not.toEqual(before.nsg);
    expect(delta.status).toEqual({ id: fixture.id, ms: matchStatus.live, bo: 0 });
    const lines = delta.odds?.l ?? [];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toEqual({ id: line.id, ...after.lines.get(line.id) });
    // A goal suspends every line: each open line is sent with ss 0 and locked (negative) prices.
    expect(lines.every((l) => l.ss !== 1)).toBe(true);
    expect(lines.filter((l) => l.ss === 0).every((l) => l.od.every((od) => od < 0))).toBe(true);
  });

  it('sends nothing for a match whose state and prices did not change', () => {
    const fixture = firstGoal().fixture;
    const a = frameAt(fixture, START);
    const b = frameAt(fixture, START);
    expect(b.lines).not.toBe(a.lines);
    expect(diffMatch(a, b, 'all')).toEqual({});
    expect(diffMatch(a, b, 'list')).toEqual({});
  });

  it('sends only changed lines, and only main list lines to a sport topic', () => {
    const fixture = firstGoal().fixture;
    const a = frameAt(fixture, START);
    const [changedId, changed] = [...a.lines].find(([id]) => !a.listIds.has(id))!;
    const [listId, listLine] = [...a.lines].find(([id]) => a.listIds.has(id))!;
    const lines = new Map(a.lines);
    lines.set(changedId, { ...changed, od: changed.od.map((od) => od + 0.01) });
    lines.set(listId, { ...listLine, od: listLine.od.map((od) => od + 0.02) });
    const b = { ...a, lines };

    expect(
      diffMatch(a, b, 'all')
        .odds?.l.map((l) => l.id)
        .sort(),
    ).toEqual([changedId, listId].sort());
    expect(diffMatch(a, b, 'list').odds).toEqual({
      id: fixture.id,
      l: [{ id: listId, ss: listLine.ss, od: listLine.od.map((od) => od + 0.02) }],
    });
  });

  it('flags lines that appeared or went, and sends everything without a previous frame', () => {
    const fixture = firstGoal().fixture;
    const a = frameAt(fixture, START);
    const gone = new Map(a.lines);
    gone.delete([...a.lines.keys()][0]!);
    expect(diffMatch(a, { ...a, lines: gone }, 'all').odds).toEqual({ id: fixture.id, l: [], n: 1 });

    const full = diffMatch(undefined, a, 'list');
    expect(full.status).toEqual({ id: fixture.id, ms: a.ms, bo: a.bo });
    expect(full.clock).toEqual({ id: fixture.id, mc: a.mc });
    expect(full.odds?.l).toHaveLength(a.listIds.size);
    expect(full.odds?.n).toBeUndefined();
  });
});

describe('clockJumped', () => {
  const fixture = () => firstGoal().fixture;

  it('lets a client tick a running clock itself at SIM_SPEED 1, and pushes a stop or a faster clock', () => {
    const f = fixture();
    const a = frameAt(f, START);
    const b = frameAt(f, START + 5000);
    expect(a.mc?.r).toBe(true);
    expect(clockJumped({ mc: a.mc!, at: a.at }, b)).toBe(false);
    expect(clockJumped({ mc: a.mc!, at: a.at }, { ...b, mc: { ...b.mc!, r: false } })).toBe(true);
    expect(clockJumped({ mc: a.mc!, at: a.at }, { ...b, mc: { ...b.mc!, s: b.mc!.s + 10 } })).toBe(true);
    expect(clockJumped(undefined, b)).toBe(true);
  });
});
