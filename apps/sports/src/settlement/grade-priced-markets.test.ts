import type { MarketGroup, MarketLine, OptionPrice } from '@matchday/contract';
import { describe, expect, test } from 'vitest';
import { SPORT_MARKETS } from '../catalogue/markets.js';
import type { MarketKind } from '../catalogue/markets.js';
import { outrightEvents, priceOutright } from '../schedule/outrights.js';
import { buildSchedule } from '../schedule/schedule.js';
import type { Fixture } from '../schedule/schedule.js';
import { priceMatch } from '../odds/price-match.js';
import { advance } from '../simulator/advance.js';
import { matchStatus } from '@matchday/contract';
import { initialState } from '../simulator/state.js';
import type { MatchState, Pair } from '../simulator/state.js';
import { gradeSelection } from './grade-selection.js';
import { parseLine } from './line-grading.js';
import { resultOfPlay } from './match-result.js';
import type { MatchResult } from './match-result.js';
import { Outcome as O } from './outcome.js';
import type { Outcome } from './outcome.js';
import { periodFigures } from './period-scores.js';

const NOW = Date.UTC(2026, 10, 23, 15, 17);
const MATCHES_PER_SPORT = 5;
/** Where in a match's play the live markets are priced, as fractions of its length. */
const LIVE_AT = [0.3, 0.6, 0.9];
/** Long enough for any match to end (baseball's extra innings, five-set rallies). */
const PLAY_OUT = 10 ** 7;

const schedule = buildSchedule(20261123, NOW);
const sports = Object.entries(SPORT_MARKETS)
  .filter(([, markets]) => markets.length > 0)
  .map(([sid]) => Number(sid));

/** Two-way line markets: the pair of outcomes that may come out (one side's result mirrors the other's). */
const MIRROR: Readonly<Record<number, Outcome>> = {
  [O.Won]: O.Lost,
  [O.Lost]: O.Won,
  [O.Void]: O.Void,
  [O.WonHalf]: O.LostHalf,
  [O.LostHalf]: O.WonHalf,
};
/** Ordering of outcomes by what they return, for monotonicity across lines. */
const RANK: Readonly<Record<number, number>> = {
  [O.Lost]: 0,
  [O.LostHalf]: 1,
  [O.Void]: 2,
  [O.WonHalf]: 3,
  [O.Won]: 4,
};

function kindOf(sid: number, mty: number): MarketKind {
  const kind = SPORT_MARKETS[sid]?.find((m) => m.mty === mty)?.kind;
  if (!kind) throw new Error(`market ${mty} not in the catalogue`);
  return kind;
}

const grade = (sid: number, group: MarketGroup, op: OptionPrice, result: MatchResult): Outcome =>
  gradeSelection(
    { sid, mty: group.mty, pe: group.pe, ty: op.ty, ...(op.li === undefined ? {} : { li: op.li }) },
    result,
  );

const count = (outcomes: readonly Outcome[], o: Outcome): number => outcomes.filter((x) => x === o).length;

/** Asserts a line's outcomes are what its market allows: one winner, or a mirrored two-way pair. */
function checkLine(kind: MarketKind, line: MarketLine, outcomes: Outcome[]): void {
  switch (kind) {
    case 'handicap':
    case 'total':
    case 'set-handicap':
    case 'total-sets': {
      expect(outcomes).toHaveLength(2);
      const [a = O.NotSettled, b] = outcomes;
      expect(b).toBe(MIRROR[a]);
      const value = parseLine(line.li ?? '');
      // Halves only come from quarter lines, pushes only from whole lines.
      if (Number.isInteger(value * 2)) expect([O.WonHalf, O.LostHalf]).not.toContain(a);
      if (!Number.isInteger(value)) expect(a).not.toBe(O.Void);
      return;
    }
    case 'winner':
      expect(outcomes).toHaveLength(2);
      expect([
        [O.Won, O.Lost],
        [O.Lost, O.Won],
        [O.Void, O.Void],
      ]).toContainEqual(outcomes);
      return;
    default:
      expect(count(outcomes, O.Won)).toBe(1);
      expect(count(outcomes, O.Lost)).toBe(outcomes.length - 1);
  }
}

/** Home handicap and over outcomes only improve as the line gives the side more. */
function checkMonotone(kind: MarketKind, group: MarketGroup, result: MatchResult, sid: number): void {
  if (!['handicap', 'total', 'set-handicap', 'total-sets'].includes(kind)) return;
  const points = group.mks.map((line) => {
    const first = line.op[0] as OptionPrice;
    const value = parseLine(first.li ?? '');
    return {
      gain: kind === 'total' || kind === 'total-sets' ? -value : value,
      rank: RANK[grade(sid, group, first, result)] ?? -1,
    };
  });
  points.sort((a, b) => a.gain - b.gain);
  points.forEach((p, i) => i > 0 && expect(p.rank).toBeGreaterThanOrEqual(points[i - 1]?.rank ?? 0));
}

interface Seen {
  plays: Set<string>;
  outcomes: Set<Outcome>;
}

/** Every market priced at `state`, graded against the final result; records the `mty_pe` plays and outcomes seen. */
function gradeAll(fixture: Fixture, state: MatchState, result: MatchResult, seen: Seen): void {
  for (const group of priceMatch(fixture.id, state, { suspended: false })) {
    const kind = kindOf(fixture.sid, group.mty);
    seen.plays.add(`${group.mty}_${group.pe}`);
    for (const line of group.mks) {
      const outcomes = line.op.map((op) => grade(fixture.sid, group, op, result));
      checkLine(kind, line, outcomes);
      for (const o of outcomes) seen.outcomes.add(o);
    }
    checkMonotone(kind, group, result, fixture.sid);
  }
}

const sumOf = (pairs: readonly Pair[]): Pair => pairs.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
/** Market periods covering the first n periods of play (contract §5.5), as the oracle for decoding. */
const SPANS: Readonly<Record<number, number>> = { 1002: 1, 177002: 1, 3003: 2, 3002: 4, 178002: 4, 6002: 4, 7002: 9 };
const SET_SPORTS = new Set([5, 13, 15, 47, 51]);
const QUARTER_LINES = new Set([1, 177]);

describe('grading the engine’s own markets', () => {
  test.each(sports)('sport %i: every market type at every period, pre-match and live, settles by outcome', (sid) => {
    const fixtures = schedule.fixtures.filter((f) => f.sid === sid).slice(0, MATCHES_PER_SPORT);
    expect(fixtures).toHaveLength(MATCHES_PER_SPORT);
    const seen: Seen = { plays: new Set(), outcomes: new Set() };
    for (const fixture of fixtures) {
      const start = initialState(fixture.sid, fixture.model, fixture.seed);
      const end = advance(start, PLAY_OUT).state;
      expect(end.status).toBe(matchStatus.ended);
      const result = resultOfPlay(end);
      gradeAll(fixture, start, result, seen);
      for (const at of LIVE_AT) {
        const live = advance(start, end.elapsed * at).state;
        if (live.status === matchStatus.live) gradeAll(fixture, live, result, seen);
      }
    }
    const offered = (SPORT_MARKETS[sid] ?? []).flatMap((m) => m.periods.map((pe) => `${m.mty}_${pe}`));
    expect([...seen.plays].sort()).toEqual(offered.sort());
    // Soccer's quarter and whole lines must have produced half results and pushes on real markets.
    const expected = QUARTER_LINES.has(sid) ? [O.Won, O.Lost, O.WonHalf, O.LostHalf, O.Void] : [O.Won, O.Lost];
    expect([...seen.outcomes]).toEqual(expect.arrayContaining(expected));
  });

  test.each(sports)('sport %i: results are read exactly as the simulator played them', (sid) => {
    for (const fixture of schedule.fixtures.filter((f) => f.sid === sid).slice(0, MATCHES_PER_SPORT)) {
      const end = advance(initialState(fixture.sid, fixture.model, fixture.seed), PLAY_OUT).state;
      const result = resultOfPlay(end);
      const full = periodFigures(result, sid * 1000 + 1);
      expect(full?.score).toEqual(end.score);
      if (SET_SPORTS.has(sid)) expect(full?.line).toEqual(sumOf(end.periodScores));
      if (sid === 19) expect(full?.lineTotal).toBe(end.period);
      for (const pe of new Set((SPORT_MARKETS[sid] ?? []).flatMap((m) => m.periods))) {
        const span = SPANS[pe];
        if (span !== undefined)
          expect(periodFigures(result, pe)?.score).toEqual(sumOf(end.periodScores.slice(0, span)));
      }
    }
  });
});

describe('grading outright markets', () => {
  const events = outrightEvents(schedule.leagues, NOW);

  test('exactly the champion’s option wins in every league', () => {
    for (const event of events) {
      const league = schedule.leagues.find((l) => l.id === event.leagueId);
      if (!league) throw new Error(`league ${event.leagueId} missing`);
      const group = priceOutright(event, league, { lang: 'en', margin: 0.05, suspended: false });
      const champion = league.teams[event.id % league.teams.length]?.id ?? null;
      const outcomes = group.mks
        .flatMap((l) => l.op)
        .map((op) =>
          gradeSelection(
            {
              sid: event.sid,
              mty: group.mty,
              pe: group.pe,
              ty: op.ty,
              ...(op.tid === undefined ? {} : { tid: op.tid }),
            },
            { kind: 'outright', sid: event.sid, status: 'finished', winnerTeamId: champion },
          ),
        );
      expect(count(outcomes, O.Won)).toBe(1);
      expect(count(outcomes, O.Lost)).toBe(league.teams.length - 1);
    }
  });
});
