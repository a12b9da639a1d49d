import type { Pair } from '../simulator/state.js';
import type { MatchResult } from './match-result.js';
import { SettlementError } from '../errors.js';

/** What handicap, total and odd-even lines count in a sport. */
type LineUnit =
  /** The score itself (goals, points, runs). */
  | 'score'
  /** The sum over periods of a smaller unit: games in tennis, points in rally sports. */
  | 'period-sum'
  /** How many periods were played: boxing rounds. */
  | 'period-count';

interface SportScores {
  /** First per-period `nsg` entry (half, quarter, inning, set, frame, round) and its score type (§4.7, §5.13). */
  periods: readonly [pe: number, tyg: number];
  /** Market periods covering only the first n periods: first halves and regular time (§5.5). */
  spans?: Readonly<Record<number, number>>;
  lines: LineUnit;
}

const SCORE = 5;

/** How each sport's result is read, per contract §4.7 and §5.5. */
const SPORT_SCORES: Readonly<Record<number, SportScores>> = {
  1: { periods: [1002, SCORE], spans: { 1002: 1 }, lines: 'score' },
  177: { periods: [177002, SCORE], spans: { 177002: 1 }, lines: 'score' },
  2: { periods: [2003, SCORE], lines: 'score' },
  3: { periods: [3005, SCORE], spans: { 3003: 2, 3002: 4 }, lines: 'score' },
  178: { periods: [178005, SCORE], spans: { 178002: 4 }, lines: 'score' },
  8: { periods: [8003, SCORE], lines: 'score' },
  4: { periods: [4003, SCORE], lines: 'score' },
  6: { periods: [6005, SCORE], spans: { 6002: 4 }, lines: 'score' },
  7: { periods: [7004, SCORE], spans: { 7002: 9 }, lines: 'score' },
  14: { periods: [14003, SCORE], lines: 'score' },
  5: { periods: [5002, 5559], lines: 'period-sum' },
  13: { periods: [13002, SCORE], lines: 'period-sum' },
  51: { periods: [51002, SCORE], lines: 'period-sum' },
  47: { periods: [47002, SCORE], lines: 'period-sum' },
  15: { periods: [15002, SCORE], lines: 'period-sum' },
  16: { periods: [16002, 12], lines: 'score' },
  19: { periods: [19001, 31], lines: 'period-count' },
};

/** A market period's result: the score (sides, sets) and what its lines count. */
export interface PeriodFigures {
  score: Pair;
  /** Home and away in the line unit (handicap margin, total): equal to `score` unless the unit differs. */
  line: Pair;
  /** Total the over/under and odd-even lines settle on. */
  lineTotal: number;
}

const sum = (pairs: readonly Pair[]): Pair => pairs.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);

/** Per-period scores in play order; a gap ends the list (nothing after it was recorded as played). */
function periodScores(result: MatchResult, rules: SportScores): Pair[] {
  const [first, tyg] = rules.periods;
  const byPe = new Map(result.nsg.filter((e) => e.tyg === tyg && e.pe >= first).map((e) => [e.pe, e.sc]));
  const out: Pair[] = [];
  for (let pe = first; byPe.has(pe); pe++) {
    const sc = byPe.get(pe) ?? [0, 0];
    out.push([sc[0], sc[1]]);
  }
  return out;
}

/** The final score: `tyg 5` at `sid*1000`, or at `sid*1000 + 1` (readers accept either, §4.7). */
function finalScore(result: MatchResult): Pair | null {
  const base = result.sid * 1000;
  const entry =
    result.nsg.find((e) => e.tyg === SCORE && e.pe === base) ??
    result.nsg.find((e) => e.tyg === SCORE && e.pe === base + 1);
  return entry ? [entry.sc[0], entry.sc[1]] : null;
}

/**
 * Figures of market period `pe` from a finished match's result, or null when the result does
 * not hold that period (it was never played), which voids the selection.
 */
export function periodFigures(result: MatchResult, pe: number): PeriodFigures | null {
  const rules = SPORT_SCORES[result.sid];
  if (!rules) throw new SettlementError(`no result rules for sport ${result.sid}`);
  const periods = periodScores(result, rules);
  const span = rules.spans?.[pe];
  if (span !== undefined) {
    if (periods.length < span) return null;
    const score = sum(periods.slice(0, span));
    return { score, line: score, lineTotal: score[0] + score[1] };
  }
  if (pe !== result.sid * 1000 + 1) throw new SettlementError(`sport ${result.sid} has no market period ${pe}`);
  const score = finalScore(result);
  if (!score) return null;
  switch (rules.lines) {
    case 'score':
      return { score, line: score, lineTotal: score[0] + score[1] };
    case 'period-sum': {
      const line = sum(periods);
      return { score, line, lineTotal: line[0] + line[1] };
    }
    case 'period-count':
      return { score, line: score, lineTotal: periods.length };
  }
}
