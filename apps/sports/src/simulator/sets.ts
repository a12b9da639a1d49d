import type { Play } from '../catalogue/sports.js';
import type { Rng } from '../random.js';
import { currentPeriodScore, endMatch, tick } from './play.js';
import type { PeriodRules } from './play.js';
import { matchStatus } from '@matchday/contract';
import type { MatchEvent, MatchState, Pair } from './state.js';

type SetsPlay = Extract<Play, { kind: 'sets' }>;

/** Points needed to take the set being played (the deciding set may be shorter). */
export function setTarget(play: SetsPlay, setNumber: number): number {
  return setNumber === play.setsToWin * 2 - 1 ? play.lastTarget : play.target;
}

export function isTiebreak(play: SetsPlay, games: Pair): boolean {
  return play.tennis && games[0] === play.target && games[1] === play.target;
}

/** Chance that home wins the next point (tennis by server; tie-breaks use the average). */
export function homePointChance(play: SetsPlay, state: MatchState, games: Pair): number {
  if (!play.tennis) return state.model.home;
  if (isTiebreak(play, games)) return (state.model.home + 1 - state.model.away) / 2;
  return state.server === 0 ? state.model.home : 1 - state.model.away;
}

/** Whether a race to `target` (two clear unless capped or single-point) is won by `side`. */
export function raceWon(score: Pair, side: 0 | 1, target: number, cap: number | null): boolean {
  const mine = score[side];
  const theirs = score[side === 0 ? 1 : 0];
  if (cap !== null && mine >= cap) return true;
  if (target === 1) return mine >= 1;
  return mine >= target && mine - theirs >= 2;
}

function winSet(play: SetsPlay, state: MatchState, side: 0 | 1, events: MatchEvent[]): void {
  state.score[side] += 1;
  if (state.score[side] >= play.setsToWin) {
    endMatch(state, events);
    return;
  }
  // Sets have no fixed length: an infinite elapsed time tells the driver this one is over.
  state.periodElapsed = Number.POSITIVE_INFINITY;
}

/** Tennis: a point; games, tie-breaks and sets follow from it. */
function tennisPoint(play: SetsPlay, state: MatchState, side: 0 | 1, events: MatchEvent[]): void {
  const games = currentPeriodScore(state);
  const tiebreak = isTiebreak(play, games);
  state.points[side] += 1;
  if (!raceWon(state.points, side, tiebreak ? 7 : 4, null)) return;
  state.points = [0, 0];
  state.server = state.server === 0 ? 1 : 0;
  games[side] += 1;
  events.push({ type: 'score', at: state.elapsed, side, points: 1, score: [...state.score], periodScore: [...games] });
  if (raceWon(games, side, play.target, play.cap)) winSet(play, state, side, events);
}

/** Rally sports and snooker frames: every point counts towards the set. */
function rallyPoint(play: SetsPlay, state: MatchState, side: 0 | 1, events: MatchEvent[]): void {
  const set = currentPeriodScore(state);
  set[side] += 1;
  events.push({ type: 'score', at: state.elapsed, side, points: 1, score: [...state.score], periodScore: [...set] });
  if (raceWon(set, side, setTarget(play, state.period), play.cap)) winSet(play, state, side, events);
}

/**
 * Tennis, volleyball, beach volleyball, badminton, table tennis and snooker (a frame is one
 * point of a one-point set): every point takes `pointSeconds`; a set ends when it is won.
 */
export function setRules(play: SetsPlay): PeriodRules {
  return {
    periodSeconds: () => Number.POSITIVE_INFINITY,
    breakSeconds: () => 0,
    endsAfterPeriod: () => false,
    play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number {
      let used = 0;
      for (;;) {
        const toNext = play.pointSeconds - (state.periodElapsed % play.pointSeconds);
        if (used + toNext > seconds + 1e-9) {
          tick(state, seconds - used);
          return seconds;
        }
        used += toNext;
        tick(state, toNext);
        const games = currentPeriodScore(state);
        const side: 0 | 1 = rng.chance(homePointChance(play, state, games)) ? 0 : 1;
        if (play.tennis) tennisPoint(play, state, side, events);
        else rallyPoint(play, state, side, events);
        if (!Number.isFinite(state.periodElapsed) || state.status !== matchStatus.live) return used;
      }
    },
  };
}
