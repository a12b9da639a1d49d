import { describe, expect, test } from 'vitest';
import { buildLeagues } from '../catalogue/leagues.js';
import { SPORT_PROFILES, sportProfile } from '../catalogue/sports.js';
import { matchModel } from '../schedule/model.js';
import { advance } from '../simulator/advance.js';
import { initialState } from '../simulator/state.js';
import type { MatchState } from '../simulator/state.js';
import { chance, mean } from './distribution.js';
import { outlooks } from './models.js';

const MATCHES = 400;
const PLAYED = SPORT_PROFILES.filter((p) => p.play.kind !== 'outright').map((p) => p.sid);
const leagues = buildLeagues(5);

/** What the total markets count: games or points for set sports, rounds in boxing, else the score. */
function unitsPlayed(sid: number, state: MatchState): number {
  const { kind } = sportProfile(sid).play;
  if (kind === 'sets') return state.periodScores.reduce((s, p) => s + p[0] + p[1], 0);
  if (kind === 'rounds') return state.period;
  return state.score[0] + state.score[1];
}

/** The model prices exactly the game the simulator plays: same winner chance, same expected total. */
describe('pricing models agree with the simulator', () => {
  test.each(PLAYED)('sport %i', (sid) => {
    const league = leagues.find((l) => l.sid === sid);
    const [home, away] = [league?.teams[0], league?.teams[1]];
    if (!home || !away) throw new Error('no teams');
    const model = matchModel(sportProfile(sid).play, home, away);
    const start = initialState(sid, model, 1);
    const outlook = outlooks(start).get(sid * 1000 + 1);
    if (!outlook) throw new Error('no full-time outlook');
    let wins = 0;
    let total = 0;
    let squares = 0;
    for (let i = 0; i < MATCHES; i++) {
      const { state } = advance(initialState(sid, model, 1000 + i), 48 * 3600);
      const units = unitsPlayed(sid, state);
      if (state.score[0] > state.score[1]) wins++;
      else if (state.score[0] === state.score[1]) wins += 0.5;
      total += units;
      squares += units * units;
    }
    const winRate = wins / MATCHES;
    const avg = total / MATCHES;
    const sd = Math.sqrt(Math.max(squares / MATCHES - avg * avg, 1e-9));
    console.log(
      `sport ${sid}: winner ${outlook.winner.toFixed(3)} vs ${winRate.toFixed(3)}, total ${mean(outlook.total).toFixed(2)} vs ${avg.toFixed(2)}`,
    );
    expect(Math.abs(outlook.winner - winRate)).toBeLessThan(4 * Math.sqrt(0.25 / MATCHES));
    expect(Math.abs(mean(outlook.total) - avg)).toBeLessThan(4 * (sd / Math.sqrt(MATCHES)) + 1e-6);
    expect(chance(outlook.total, () => true)).toBeCloseTo(1, 6);
    expect(chance(outlook.diff, () => true)).toBeCloseTo(1, 6);
  });
});
