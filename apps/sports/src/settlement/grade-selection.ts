import { outrightMarket, SPORT_MARKETS } from '../catalogue/markets.js';
import type { MarketKind } from '../catalogue/markets.js';
import { Selection as Ty } from '../odds/labels.js';
import type { Pair } from '../simulator/state.js';
import { gradeLine, parseLine } from './line-grading.js';
import type { EventResult, MatchResult, OutrightResult } from './match-result.js';
import { Outcome } from './outcome.js';
import { periodFigures } from './period-scores.js';
import type { PeriodFigures } from './period-scores.js';
import { SettlementError } from '../errors.js';

/**
 * What a bet leg backs, by meaning: sport, market type (`mty`), market period (`pe`), selection
 * type (`op.ty`), the option's own line (`op.li`, signed per side on handicaps) and, on
 * outrights, the team (`op.tid`).
 */
export interface GradedSelection {
  sid: number;
  mty: number;
  pe: number;
  ty: number;
  li?: string;
  tid?: number;
}

/** Correct-score markets list 0–4 goals a side; any other score is "Others" (§5.6: others if a team ≥ 5). */
const CORRECT_SCORE_MAX = 4;
/** Outright options name a team through the contract's "Exact" selection type. */
const TEAM = 15;

function marketKind(s: GradedSelection): MarketKind {
  const outright = outrightMarket(s.sid);
  if (s.mty === outright.mty && outright.periods.includes(s.pe)) return 'outright';
  const market = (SPORT_MARKETS[s.sid] ?? []).find((m) => m.mty === s.mty);
  if (!market || !market.periods.includes(s.pe))
    throw new SettlementError(`sport ${s.sid} offers no market ${s.mty} at period ${s.pe}`);
  return market.kind;
}

const bad = (s: GradedSelection): SettlementError =>
  new SettlementError(`selection type ${s.ty} does not belong to market ${s.mty}`);
const wins = (hit: boolean): Outcome => (hit ? Outcome.Won : Outcome.Lost);

function lineOf(s: GradedSelection): number {
  if (s.li === undefined) throw new SettlementError(`market ${s.mty} needs the option's line`);
  return parseLine(s.li);
}

/** Home (1) or away (2) margin of a pair. */
function sideMargin(s: GradedSelection, [home, away]: Pair): number {
  if (s.ty === Ty.Home) return home - away;
  if (s.ty === Ty.Away) return away - home;
  throw bad(s);
}

function overUnder(s: GradedSelection, total: number): Outcome {
  const line = lineOf(s);
  if (s.ty === Ty.Over) return gradeLine(total, -line);
  if (s.ty === Ty.Under) return gradeLine(-total, line);
  throw bad(s);
}

function correctScore(s: GradedSelection, [home, away]: Pair): Outcome {
  const listed = home <= CORRECT_SCORE_MAX && away <= CORRECT_SCORE_MAX;
  if (s.ty === Ty.Other) return wins(!listed);
  const h = Math.floor((s.ty - 100) / 10);
  const a = (s.ty - 100) % 10;
  if (s.ty < 100 || h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX) throw bad(s);
  return wins(h === home && a === away);
}

function gradeMarket(s: GradedSelection, kind: MarketKind, f: PeriodFigures): Outcome {
  switch (kind) {
    case 'three-way': {
      const diff = f.score[0] - f.score[1];
      if (s.ty === Ty.Draw) return wins(diff === 0);
      return wins(sideMargin(s, f.score) > 0);
    }
    case 'winner': {
      // A level score in a two-way market (a cricket tie, baseball past its last inning) returns the stake.
      const margin = sideMargin(s, f.score);
      return margin === 0 ? Outcome.Void : wins(margin > 0);
    }
    case 'handicap':
      return gradeLine(sideMargin(s, f.line), lineOf(s));
    case 'set-handicap':
      return gradeLine(sideMargin(s, f.score), lineOf(s));
    case 'total':
      return overUnder(s, f.lineTotal);
    case 'total-sets':
      return overUnder(s, f.score[0] + f.score[1]);
    case 'odd-even':
      if (s.ty === Ty.Odd) return wins(f.lineTotal % 2 === 1);
      if (s.ty === Ty.Even) return wins(f.lineTotal % 2 === 0);
      throw bad(s);
    case 'both-score': {
      const both = f.score[0] > 0 && f.score[1] > 0;
      if (s.ty === Ty.Yes) return wins(both);
      if (s.ty === Ty.No) return wins(!both);
      throw bad(s);
    }
    case 'correct-score':
      return correctScore(s, f.score);
    case 'outright':
      throw bad(s);
  }
}

function gradeOutright(s: GradedSelection, result: OutrightResult): Outcome {
  if (s.ty !== TEAM || s.tid === undefined) throw bad(s);
  if (result.status !== 'finished' || result.winnerTeamId === null) return Outcome.Cancelled;
  return wins(s.tid === result.winnerTeamId);
}

function gradeMatch(s: GradedSelection, kind: MarketKind, result: MatchResult): Outcome {
  if (result.status !== 'finished') return Outcome.Cancelled;
  const figures = periodFigures(result, s.pe);
  return figures ? gradeMarket(s, kind, figures) : Outcome.Cancelled;
}

/**
 * Grades one selection against its event's final result, by what it backs and never by where
 * the option sat in the market. Cancelled and abandoned events, and periods the result does not
 * hold, cancel the selection (stake back).
 */
export function gradeSelection(selection: GradedSelection, result: EventResult): Outcome {
  if (result.sid !== selection.sid)
    throw new SettlementError(`selection of sport ${selection.sid} graded against sport ${result.sid}`);
  const kind = marketKind(selection);
  if ((kind === 'outright') !== (result.kind === 'outright'))
    throw new SettlementError(`market ${selection.mty} graded against a ${result.kind} result`);
  return result.kind === 'outright' ? gradeOutright(selection, result) : gradeMatch(selection, kind, result);
}
