import { sportProfile } from '../catalogue/sports.js';
import type { Play } from '../catalogue/sports.js';
import { periodLength, playedBefore, possessionOutcomes } from '../simulator/possessions.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState, Pair } from '../simulator/state.js';
import { convolve, discreteNormal, mixture, poissonPmf, pointMass } from './distribution.js';
import type { Dist } from './distribution.js';
import { outlookFromDiff } from './outlook.js';
import type { Outlook } from './outlook.js';
import { setsOutlook } from './sets-model.js';

type Of<K extends Play['kind']> = Extract<Play, { kind: K }>;

const EXTRA_GOALS = 14;

/** Poisson model: joint final score from the current score plus independent remaining goals. */
export function poissonOutlook(score: Pair, homeRate: number, awayRate: number): Outlook {
  const ph = poissonPmf(homeRate, EXTRA_GOALS + Math.ceil(homeRate * 2));
  const pa = poissonPmf(awayRate, EXTRA_GOALS + Math.ceil(awayRate * 2));
  const grid: number[][] = [];
  const diff = new Map<number, number>();
  const total: number[] = [];
  for (let h = 0; h < score[0] + ph.length; h++) {
    const row: number[] = [];
    for (let a = 0; a < score[1] + pa.length; a++) {
      const p = (ph[h - score[0]] ?? 0) * (pa[a - score[1]] ?? 0);
      row.push(p);
      diff.set(h - a, (diff.get(h - a) ?? 0) + p);
      total[h + a] = (total[h + a] ?? 0) + p;
    }
    grid.push(row);
  }
  const keys = [...diff.keys()];
  const min = Math.min(...keys);
  const diffDist: Dist = { min, p: keys.map((_, i) => diff.get(min + i) ?? 0) };
  const totalDist: Dist = { min: 0, p: Array.from(total, (q) => q ?? 0) };
  return { ...outlookFromDiff(diffDist, totalDist), grid };
}

function goalOutlooks(play: Of<'goals'>, state: MatchState): Map<number, Outlook> {
  const regulation = play.periods * play.periodSeconds;
  const inPeriod = state.inBreak ? play.periodSeconds : Math.min(state.periodElapsed, play.periodSeconds);
  const played =
    state.status === matchStatus.ended ? regulation : Math.max(0, state.period - 1) * play.periodSeconds + inPeriod;
  const left = Math.max(0, 1 - played / regulation);
  const base = state.sid * 1000;
  const out = new Map([[base + 1, poissonOutlook(state.score, state.model.home * left, state.model.away * left)]]);
  if (state.sid !== 2 && state.period <= 1 && !state.inBreak && state.status !== matchStatus.ended) {
    const halfLeft = (play.periodSeconds - inPeriod) / regulation;
    const firstHalf = state.periodScores[0] ?? [0, 0];
    out.set(base + 2, poissonOutlook(firstHalf, state.model.home * halfLeft, state.model.away * halfLeft));
  }
  return out;
}

interface Moments {
  mean: number;
  variance: number;
}

function possessionMoments(play: Of<'possessions'>, factor: number, count: number): Moments {
  const outcomes = possessionOutcomes(play.values, factor);
  const m = outcomes.reduce((s, o) => s + o.weight * o.points, 0);
  const second = outcomes.reduce((s, o) => s + o.weight * o.points * o.points, 0);
  return { mean: count * m, variance: count * (second - m * m) };
}

/** Home and away possessions ending in play seconds (from, to]. */
function possessionCounts(play: Of<'possessions'>, from: number, to: number): Pair {
  const first = Math.floor(from / play.possessionSeconds + 1e-9) + 1;
  const last = Math.floor(to / play.possessionSeconds + 1e-9);
  const n = Math.max(0, last - first + 1);
  const home = first % 2 === 1 ? Math.ceil(n / 2) : Math.floor(n / 2);
  return [home, n - home];
}

/** Normal approximation of the margin and total of the possessions in (from, to]. */
function normalSpan(play: Of<'possessions'>, state: MatchState, start: Pair, from: number, to: number): [Dist, Dist] {
  const [nh, na] = possessionCounts(play, from, to);
  const h = possessionMoments(play, state.model.home, nh);
  const a = possessionMoments(play, state.model.away, na);
  const sd = Math.sqrt(h.variance + a.variance);
  return [
    discreteNormal(start[0] - start[1] + h.mean - a.mean, sd),
    discreteNormal(start[0] + start[1] + h.mean + a.mean, sd),
  ];
}

function possessionOutlooks(play: Of<'possessions'>, state: MatchState): Map<number, Outlook> {
  const regulation = play.periods * play.periodSeconds;
  const period = Math.max(1, state.period);
  const played =
    state.status === matchStatus.notStarted
      ? 0
      : playedBefore(play, period) + (state.inBreak ? periodLength(play, period) : state.periodElapsed);
  const base = state.sid * 1000;
  const out = new Map<number, Outlook>();
  if (state.status === matchStatus.ended || period > play.periods) {
    const end = state.status === matchStatus.ended ? played : playedBefore(play, period + 1);
    const [diff, total] = normalSpan(play, state, state.score, played, end);
    out.set(base + 1, outlookFromDiff(diff, total));
    return out;
  }
  const [regDiff, regTotal] = normalSpan(play, state, state.score, played, regulation);
  out.set(base + 2, outlookFromDiff(regDiff, regTotal));
  if (play.overtimeSeconds > 0) {
    const tie = regDiff.p[-regDiff.min] ?? 0;
    const [otDiff, otTotal] = normalSpan(play, state, [0, 0], regulation, regulation + play.overtimeSeconds);
    const decided: Dist = { min: regDiff.min, p: regDiff.p.map((q, i) => (regDiff.min + i === 0 ? 0 : q)) };
    const diff = mixture([
      [1, decided],
      [tie, otDiff],
    ]);
    const total = mixture([
      [1 - tie, regTotal],
      [tie, convolve(regTotal, otTotal)],
    ]);
    out.set(base + 1, outlookFromDiff(diff, total));
  } else {
    out.set(base + 1, outlookFromDiff(regDiff, regTotal));
  }
  const halfEnd = playedBefore(play, Math.ceil(play.periods / 2) + 1);
  if (played < halfEnd) {
    const firstHalf = state.periodScores
      .slice(0, play.periods / 2)
      .reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
    const [diff, total] = normalSpan(play, state, firstHalf, played, halfEnd);
    out.set(base + 3, outlookFromDiff(diff, total));
  }
  return out;
}

function inningsOutlooks(play: Of<'innings'>, state: MatchState): Map<number, Outlook> {
  const inning = Math.max(1, state.period);
  const inTop = state.status === matchStatus.notStarted || state.periodElapsed < play.halfInningSeconds;
  const over = state.status === matchStatus.ended;
  const away = over ? 0 : Math.max(0, play.innings - inning + (inTop ? 1 : 0));
  const home = over ? 0 : Math.max(0, play.innings - inning + 1);
  const outlook = poissonOutlook(
    state.score,
    (state.model.home * home) / play.innings,
    (state.model.away * away) / play.innings,
  );
  return new Map([
    [7001, outlook],
    [7002, outlook],
  ]);
}

function oversOutlooks(play: Of<'overs'>, state: MatchState): Map<number, Outlook> {
  const over = state.status === matchStatus.ended;
  const first = state.period <= 1;
  const home = over || !first ? 0 : play.overs - state.overs;
  const away = over ? 0 : first ? play.overs : play.overs - state.overs;
  const mean = state.score[0] - state.score[1] + home * state.model.home - away * state.model.away;
  const sd = play.runsSd * Math.sqrt(home + away);
  const totalMean = state.score[0] + state.score[1] + home * state.model.home + away * state.model.away;
  return new Map([[14001, outlookFromDiff(discreteNormal(mean, sd), discreteNormal(totalMean, sd))]]);
}

function roundOutlooks(play: Of<'rounds'>, state: MatchState): Map<number, Outlook> {
  const h = state.model.away;
  const rounds: number[] = new Array<number>(play.rounds + 1).fill(0);
  if (state.status === matchStatus.ended) rounds[state.period] = 1;
  else {
    let alive = 1;
    const current = Math.max(1, state.period) + (state.inBreak ? 1 : 0);
    const done = state.inBreak || state.period === 0 ? 0 : state.periodElapsed / play.roundSeconds;
    for (let r = current; r <= play.rounds; r++) {
      const stop = r === play.rounds ? 1 : 1 - (1 - h) ** (r === current ? 1 - done : 1);
      rounds[r] = alive * stop;
      alive *= 1 - stop;
    }
  }
  const winner = state.status === matchStatus.ended ? (state.score[0] > state.score[1] ? 1 : 0) : state.model.home;
  const outlook = {
    diff: pointMass(0),
    total: { min: 0, p: rounds },
    winner,
    threeWay: [winner, 0, 1 - winner] as const,
  };
  return new Map([[19001, outlook]]);
}

/** Every market period's outlook for the match as it stands now. */
export function outlooks(state: MatchState): Map<number, Outlook> {
  const { play } = sportProfile(state.sid);
  switch (play.kind) {
    case 'goals':
      return goalOutlooks(play, state);
    case 'possessions':
      return possessionOutlooks(play, state);
    case 'innings':
      return inningsOutlooks(play, state);
    case 'overs':
      return oversOutlooks(play, state);
    case 'sets':
      return new Map([[state.sid * 1000 + 1, setsOutlook(play, state)]]);
    case 'rounds':
      return roundOutlooks(play, state);
    case 'outright':
      return new Map();
  }
}
