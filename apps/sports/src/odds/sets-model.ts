import type { Play } from '../catalogue/sports.js';
import { isTiebreak, setTarget } from '../simulator/sets.js';
import type { MatchState, Pair } from '../simulator/state.js';
import { matchStatus } from '@matchday/contract';
import { pointMass } from './distribution.js';
import type { Dist } from './distribution.js';
import type { Outlook } from './outlook.js';
import { homeWins, raceEnds } from './race.js';
import type { RaceEnd } from './race.js';

type SetsPlay = Extract<Play, { kind: 'sets' }>;

/** Home's chance to win a tennis game (or tie-break) from `points`, winning each point with `p`. */
function gameChance(p: number, points: Pair, tiebreak: boolean): number {
  return homeWins(raceEnds({ target: tiebreak ? 7 : 4, winBy2: true, cap: null }, points, () => p));
}

/** Final unit scores of a set (games in tennis, points otherwise) from a score within it. */
function setEnds(
  play: SetsPlay,
  state: MatchState,
  setNumber: number,
  start: Pair,
  points: Pair,
  server: 0 | 1,
): RaceEnd[] {
  const { home, away } = state.model;
  if (!play.tennis) {
    const target = setTarget(play, setNumber);
    return raceEnds({ target, winBy2: target > 1, cap: play.cap }, start, () => home);
  }
  const tiebreakP = (home + 1 - away) / 2;
  const hold = gameChance(home, [0, 0], false);
  const breakP = 1 - gameChance(away, [0, 0], false);
  const tiebreak = gameChance(tiebreakP, [0, 0], true);
  const unit = (a: number, b: number): number => {
    const games: Pair = [a, b];
    const live = a === start[0] && b === start[1] && (points[0] > 0 || points[1] > 0);
    if (isTiebreak(play, games)) return live ? gameChance(tiebreakP, points, true) : tiebreak;
    const serving = (server + a + b - start[0] - start[1]) % 2;
    if (!live) return serving === 0 ? hold : breakP;
    return serving === 0 ? gameChance(home, points, false) : gameChance(1 - away, points, false);
  };
  return raceEnds({ target: play.target, winBy2: true, cap: play.cap }, start, unit);
}

interface Branch {
  weight: number;
  total: number[];
  diff: Map<number, number>;
}

const addShifted = (into: number[], from: readonly number[], by: number, p: number): void => {
  from.forEach((q, i) => (into[i + by] = (into[i + by] ?? 0) + q * p));
};

/** Set sports: exact race recursion over units, sets and match, from the live score. */
export function setsOutlook(play: SetsPlay, state: MatchState): Outlook {
  const sets: Pair = [...state.score];
  const done = state.periodScores.slice(
    0,
    Math.max(0, state.periodScores.length - (state.status === matchStatus.live ? 1 : 0)),
  );
  const base = done.reduce((sum, s) => sum + s[0] + s[1], 0);
  const baseDiff = done.reduce((sum, s) => sum + s[0] - s[1], 0);
  const branches = new Map<string, Branch>([
    [`${sets[0]}-${sets[1]}`, { weight: 1, total: [1], diff: new Map([[0, 1]]) }],
  ]);
  const finals: [Pair, Branch][] = [];
  const fresh = new Map<number, RaceEnd[]>();
  const live = state.status === matchStatus.live;
  const order = [...branches.keys()];
  while (order.length > 0) {
    const key = order.shift() ?? '';
    const branch = branches.get(key);
    if (!branch) continue;
    const [sa, sb] = key.split('-').map(Number) as Pair;
    if (sa >= play.setsToWin || sb >= play.setsToWin || state.status === matchStatus.ended) {
      finals.push([[sa, sb], branch]);
      continue;
    }
    const setNumber = sa + sb + 1;
    const first = live && sa === sets[0] && sb === sets[1];
    const current = state.periodScores[state.periodScores.length - 1] ?? [0, 0];
    let ends = first ? setEnds(play, state, setNumber, current, state.points, state.server) : fresh.get(setNumber);
    if (!ends) {
      const a = setEnds(play, state, setNumber, [0, 0], [0, 0], 0);
      const b = play.tennis ? setEnds(play, state, setNumber, [0, 0], [0, 0], 1) : a;
      ends = play.tennis ? [...a.map((e) => ({ ...e, p: e.p / 2 })), ...b.map((e) => ({ ...e, p: e.p / 2 }))] : a;
      fresh.set(setNumber, ends);
    }
    for (const end of ends) {
      const nextKey = end.home > end.away ? `${sa + 1}-${sb}` : `${sa}-${sb + 1}`;
      let target = branches.get(nextKey);
      if (!target) {
        target = { weight: 0, total: [], diff: new Map() };
        branches.set(nextKey, target);
        order.push(nextKey);
      }
      target.weight += branch.weight * end.p;
      addShifted(target.total, branch.total, end.home + end.away, end.p);
      for (const [d, q] of branch.diff) {
        const margin = d + end.home - end.away;
        target.diff.set(margin, (target.diff.get(margin) ?? 0) + q * end.p);
      }
    }
    branches.delete(key);
  }
  return combine(finals, base, baseDiff);
}

function combine(finals: readonly [Pair, Branch][], base: number, baseDiff: number): Outlook {
  const total: number[] = [];
  const diff = new Map<number, number>();
  const setDiff = new Map<number, number>();
  const setTotal = new Map<number, number>();
  let winner = 0;
  for (const [[sa, sb], branch] of finals) {
    if (sa > sb) winner += branch.weight;
    addShifted(total, branch.total, 0, 1);
    for (const [d, q] of branch.diff) diff.set(d, (diff.get(d) ?? 0) + q);
    setDiff.set(sa - sb, (setDiff.get(sa - sb) ?? 0) + branch.weight);
    setTotal.set(sa + sb, (setTotal.get(sa + sb) ?? 0) + branch.weight);
  }
  const diffDist = fromMap(diff, baseDiff);
  return {
    diff: diffDist,
    total: { min: base, p: total.map((q) => q ?? 0) },
    winner,
    threeWay: [winner, 0, 1 - winner],
    setDiff: fromMap(setDiff, 0),
    setTotal: fromMap(setTotal, 0),
  };
}

function fromMap(map: ReadonlyMap<number, number>, offset: number): Dist {
  if (map.size === 0) return pointMass(offset);
  const keys = [...map.keys()];
  const min = Math.min(...keys);
  const p = new Array<number>(Math.max(...keys) - min + 1).fill(0);
  for (const [k, q] of map) p[k - min] = q;
  return { min: min + offset, p };
}
