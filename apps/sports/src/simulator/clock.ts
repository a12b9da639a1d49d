import type { Clock, Scoreboard, ScoreEntry } from '@matchday/contract';
import { sportProfile } from '../catalogue/sports.js';
import { playedBefore } from './possessions.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState } from './state.js';

/** Current match period code (`mc.pe`, contract §5.4). */
export function periodCode(state: MatchState): number {
  const { codes, play } = sportProfile(state.sid);
  if (state.status === matchStatus.notStarted) return codes.notStarted;
  if (state.status === matchStatus.ended) return codes.ended;
  const base = codes.first + codes.step * (state.period - 1);
  if (play.kind === 'innings') return base + (state.periodElapsed < play.halfInningSeconds ? 0 : 2);
  return base + (state.inBreak && codes.step > 0 ? 1 : 0);
}

export function clock(state: MatchState): Clock {
  const { play, countDown } = sportProfile(state.sid);
  const running = state.status === matchStatus.live && !state.inBreak;
  const pe = periodCode(state);
  const periodElapsed = state.inBreak ? Number.POSITIVE_INFINITY : state.periodElapsed;
  if (play.kind === 'goals') {
    const s = (state.period - 1) * play.periodSeconds + Math.min(periodElapsed, play.periodSeconds);
    return { s: Math.max(0, Math.floor(s)), r: running, tp: 1, pe, tu: 2, itd: 0 };
  }
  if (play.kind === 'possessions' || play.kind === 'rounds') {
    const length =
      play.kind === 'rounds'
        ? play.roundSeconds
        : state.period > play.periods
          ? play.overtimeSeconds
          : play.periodSeconds;
    const inPeriod = Math.min(periodElapsed, length);
    const s = countDown ? length - inPeriod : inPeriod;
    return {
      s: Math.max(0, Math.floor(state.period === 0 ? length : s)),
      r: running,
      tp: countDown ? 2 : 1,
      pe,
      tu: 1,
      itd: 0,
    };
  }
  return { s: Math.floor(state.elapsed), r: running, tp: 1, pe, tu: 1, itd: 0 };
}

/** Sport-specific scoreboard `sb` (contract §4.6). */
export function scoreboard(state: MatchState): Scoreboard {
  const { play } = sportProfile(state.sid);
  switch (play.kind) {
    case 'innings': {
      const half = state.periodElapsed % play.halfInningSeconds;
      return { bs: 0, bb: 0, bo: Math.min(2, Math.floor((3 * half) / play.halfInningSeconds)), bbs: '000' };
    }
    case 'overs': {
      const ball = Math.floor((6 * (state.periodElapsed % play.overSeconds)) / play.overSeconds);
      return { co: state.overs, cd: ball };
    }
    case 'possessions': {
      const played = playedBefore(play, Math.max(1, state.period)) + state.periodElapsed;
      const possession = Math.floor(played / play.possessionSeconds) + 1;
      return state.sid === 4 || state.sid === 6 ? { rp: possession % 2 === 1 ? 1 : 2 } : {};
    }
    default:
      return {};
  }
}

/** First `nsg` period code of per-period scores, and its score type, per sport. */
const PERIOD_SCORES: Readonly<Record<number, readonly [pe: number, tyg: number]>> = {
  1: [1002, 5],
  177: [177002, 5],
  2: [2003, 5],
  3: [3005, 5],
  178: [178005, 5],
  8: [8003, 5],
  4: [4003, 5],
  6: [6005, 5],
  7: [7004, 5],
  14: [14003, 5],
  5: [5002, 5559],
  13: [13002, 5],
  51: [51002, 5],
  47: [47002, 5],
  15: [15002, 5],
  16: [16002, 12],
  19: [19001, 31],
};

/** The `nsg` code of a sport's first per-period score (period k is `start + k - 1`); undefined when it has none. */
export const periodScoreStart = (sid: number): number | undefined => PERIOD_SCORES[sid]?.[0];

/** Scores `nsg`: the current total at `sid*1000`, per-period scores and soccer cards. */
export function scores(state: MatchState): ScoreEntry[] {
  const real = state.sid * 1000;
  const entries: ScoreEntry[] = [{ pe: real, tyg: 5, sc: [...state.score] }];
  const first = PERIOD_SCORES[state.sid];
  if (first) state.periodScores.forEach((sc, i) => entries.push({ pe: first[0] + i, tyg: first[1], sc: [...sc] }));
  if (state.sid === 5) {
    const games = state.periodScores[state.periodScores.length - 1] ?? [0, 0];
    entries.push({ pe: real, tyg: 5556, sc: [...state.score] }, { pe: real, tyg: 5559, sc: [...games] });
  }
  if (state.sid === 1 || state.sid === 177)
    entries.push({ pe: real, tyg: 7, sc: [...state.yellow] }, { pe: real, tyg: 8, sc: [...state.red] });
  return entries;
}
