import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { SPORT_MARKETS } from '../catalogue/markets.js';
import { matchAt } from '../schedule/live.js';
import { buildSchedule } from '../schedule/schedule.js';
import { advance } from '../simulator/advance.js';
import { matchStatus } from '@matchday/contract';
import { initialState } from '../simulator/state.js';
import type { MatchState } from '../simulator/state.js';
import { discreteNormal } from './distribution.js';
import { lineChance } from './lines.js';
import { DEFAULT_MARGIN, overround, priceWithMargin } from './margin.js';
import type { MarketGroup, MarketLine } from '@matchday/contract';
import { poissonOutlook } from './models.js';
import { priceMatch } from './price-match.js';

const NOW = Date.UTC(2026, 10, 23, 15, 17);
const TOLERANCE = 0.01;

/** "-0/0.5" → -0.25: the sign belongs to the whole quarter line. */
function lineValue(line: MarketLine): number {
  const text = line.li ?? '0';
  const parts = text.replace('-', '').split('/').map(Number);
  return ((text.startsWith('-') ? -1 : 1) * parts.reduce((a, b) => a + b, 0)) / parts.length;
}

const open = (group: MarketGroup): MarketLine[] => group.mks.filter((l) => l.ss === 1);

describe('odds', () => {
  fcTest.prop([
    fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 }),
    fc.double({ min: 0, max: 0.2, noNaN: true }),
  ])('prices any set of chances so the implied probabilities sum to 1 + margin', (weights, margin) => {
    const odds = priceWithMargin(weights, margin);
    if (odds === null) return;
    expect(Math.abs(overround(odds) - (1 + margin))).toBeLessThan(TOLERANCE);
  });

  fcTest.prop([fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 24 * 60 })], { numRuns: 6 })(
    'every open market of every sport sums to 1 + margin, live and pre-match',
    (seed, minute) => {
      const now = NOW + minute * 60_000;
      const perSport = new Map<number, number>();
      for (const f of buildSchedule(seed, now).fixtures) {
        if ((perSport.get(f.sid) ?? 0) >= 3) continue;
        perSport.set(f.sid, (perSport.get(f.sid) ?? 0) + 1);
        const { state } = matchAt(f, now);
        for (const group of priceMatch(f.id, state, { suspended: false })) {
          for (const line of group.mks) {
            if (line.ss !== 1) {
              expect(line.op.every((o) => o.od < 0)).toBe(true);
              continue;
            }
            expect(line.op.every((o) => o.od >= 1.01)).toBe(true);
            expect(Math.abs(overround(line.op.map((o) => o.od)) - (1 + DEFAULT_MARGIN))).toBeLessThan(TOLERANCE);
          }
        }
      }
    },
  );

  test('offers every listed market type of every sport before kick-off', () => {
    const { fixtures } = buildSchedule(2, NOW);
    for (const [sid, markets] of Object.entries(SPORT_MARKETS)) {
      const fixture = fixtures.find((f) => f.sid === Number(sid) && f.kickoff > NOW);
      if (!fixture) continue;
      const groups = priceMatch(fixture.id, initialState(fixture.sid, fixture.model, fixture.seed));
      for (const m of markets)
        for (const pe of m.periods) expect(groups.some((g) => g.mty === m.mty && g.pe === pe)).toBe(true);
    }
  });

  fcTest.prop([
    fc.double({ min: 0.2, max: 3, noNaN: true }),
    fc.double({ min: 0.2, max: 3, noNaN: true }),
    fc.nat(3),
    fc.nat(3),
  ])('over prices rise with the line and home handicap prices fall as home gets more start', (home, away, h0, a0) => {
    const outlook = poissonOutlook([h0, a0], home, away);
    let previousOver = 0;
    let previousHome = 1;
    for (let line = -4; line <= 4; line += 0.25) {
      const over = lineChance(outlook.total, -(h0 + a0 + 2 + line));
      expect(over).toBeLessThanOrEqual(previousOver === 0 ? 1 : previousOver + 1e-12);
      previousOver = over;
      const homeCovers = lineChance(outlook.diff, line);
      expect(homeCovers).toBeGreaterThanOrEqual(previousHome === 1 ? 0 : previousHome - 1e-12);
      previousHome = homeCovers;
    }
  });

  test('alternative lines in the feed are ordered the same way', () => {
    const { fixtures } = buildSchedule(9, NOW);
    for (const f of fixtures.filter((x) => x.kickoff > NOW).slice(0, 400)) {
      for (const group of priceMatch(f.id, initialState(f.sid, f.model, f.seed))) {
        const lines = open(group).sort((a, b) => lineValue(a) - lineValue(b));
        for (let i = 1; i < lines.length; i++) {
          const [a, b] = [lines[i - 1]?.op, lines[i]?.op];
          if (!a || !b || a.length !== 2) continue;
          if (a[0]?.ty === 4) expect(b[0]?.od ?? 0).toBeGreaterThanOrEqual(a[0]?.od ?? 0);
          if (a[0]?.ty === 1) expect(b[0]?.od ?? 0).toBeLessThanOrEqual(a[0]?.od ?? 0);
        }
      }
    }
  });

  test('a quarter line sits between its two half lines', () => {
    const dist = discreteNormal(2.3, 1.4);
    for (const line of [-2.75, -1.25, 0.25, 1.75]) {
      const [lo, mid, hi] = [lineChance(dist, line - 0.25), lineChance(dist, line), lineChance(dist, line + 0.25)];
      expect(mid).toBeGreaterThanOrEqual(lo);
      expect(mid).toBeLessThanOrEqual(hi);
    }
  });

  test('prices follow the score and clock: a home goal shortens home, time running lengthens the over', () => {
    const model = { home: 1.4, away: 1.2 };
    const kickoff = initialState(1, model, 5);
    const played: MatchState = { ...advance(kickoff, 60).state, score: [0, 0], suspendedUntil: 0 };
    const scored: MatchState = { ...played, score: [1, 0], periodScores: [[1, 0]] };
    const odds = (state: MatchState, mty: number, pe = 1001): number[] =>
      priceMatch(1, state)
        .find((g) => g.mty === mty && g.pe === pe)
        ?.mks.find((l) => l.mbl === 1)
        ?.op.map((o) => o.od) ?? [];
    expect(odds(scored, 1005)[0] ?? 0).toBeLessThan(odds(played, 1005)[0] ?? 0);
    const later: MatchState = {
      ...played,
      period: 2,
      periodElapsed: 1800,
      elapsed: 5400,
      periodScores: [
        [0, 0],
        [0, 0],
      ],
    };
    const under = (s: MatchState): number => lineChance(poissonOutlook(s.score, 1, 1).total, -2.5);
    expect(under(later)).toBeGreaterThan(0);
    expect(odds(later, 1005)[1] ?? 0).toBeLessThan(odds(played, 1005)[1] ?? 0);
    expect(priceMatch(1, later).some((g) => g.pe === 1002)).toBe(false);
  });

  test('a dangerous moment locks every price; they reopen once it has passed', () => {
    const state: MatchState = {
      ...advance(initialState(1, { home: 1.5, away: 1.1 }, 3), 600).state,
      suspendedUntil: 0,
    };
    const locked = priceMatch(1, { ...state, suspendedUntil: state.elapsed + 30 });
    expect(locked.every((g) => g.mks.every((l) => l.ss !== 1 && l.op.every((o) => o.od < 0)))).toBe(true);
    const reopened = priceMatch(1, state);
    expect(reopened.some((g) => g.mks.some((l) => l.ss === 1 && l.op.every((o) => o.od > 1)))).toBe(true);
  });

  test('an ended match has no markets', () => {
    const { state } = advance(initialState(3, { home: 1, away: 1 }, 1), 6 * 3600);
    expect(state.status).toBe(matchStatus.ended);
    expect(priceMatch(1, state)).toEqual([]);
  });
});
