import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { buildLeagues } from '../catalogue/leagues.js';
import { SPORT_PROFILES, sportProfile } from '../catalogue/sports.js';
import { matchModel } from '../schedule/model.js';
import { advance, isSuspended } from './advance.js';
import { clock, periodCode, scores } from './clock.js';
import { matchStatus } from '@matchday/contract';
import { initialState } from './state.js';
import type { MatchState } from './state.js';

const PLAYED = SPORT_PROFILES.filter((p) => p.play.kind !== 'outright').map((p) => p.sid);
const leagues = buildLeagues(1);

function start(sid: number, seed: number): MatchState {
  const league = leagues.find((l) => l.sid === sid);
  const [home, away] = [league?.teams[seed % 16], league?.teams[(seed + 5) % 16]];
  if (!home || !away) throw new Error('no teams');
  return initialState(sid, matchModel(sportProfile(sid).play, home, away), seed);
}

describe('simulator', () => {
  fcTest.prop(
    [
      fc.constantFrom(...PLAYED),
      fc.nat(10_000),
      fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 5, maxLength: 40 }),
    ],
    {
      numRuns: 150,
    },
  )('scores never fall, the clock moves on, and status only goes not started → live → ended', (sid, seed, steps) => {
    let state = start(sid, seed);
    let previousCode = periodCode(state);
    for (const seconds of steps) {
      const before = state;
      const { state: next, events } = advance(before, seconds, 3);
      expect(next.elapsed).toBeGreaterThanOrEqual(before.elapsed);
      expect(next.score[0]).toBeGreaterThanOrEqual(before.score[0]);
      expect(next.score[1]).toBeGreaterThanOrEqual(before.score[1]);
      if (before.status === matchStatus.ended) expect(next.status).toBe(matchStatus.ended);
      if (before.status === matchStatus.live) expect(next.status).not.toBe(matchStatus.notStarted);
      for (const e of events) expect(e.at).toBeGreaterThanOrEqual(before.elapsed);
      const code = periodCode(next);
      expect(Math.floor(code / 1000)).toBe(sid);
      if (next.status !== matchStatus.ended) expect(code).toBeGreaterThanOrEqual(previousCode);
      previousCode = code;
      state = next;
    }
  });

  test.each(PLAYED)('sport %i ends, and its events add up to the final score', (sid) => {
    for (let seed = 1; seed <= 20; seed++) {
      const { state, events } = advance(start(sid, seed), 48 * 3600);
      expect(state.status).toBe(matchStatus.ended);
      expect(events[0]).toMatchObject({ type: 'status', status: matchStatus.live });
      expect(events.at(-1)).toMatchObject({ type: 'status', status: matchStatus.ended });
      expect(clock(state).pe).toBe(sportProfile(sid).codes.ended);
      const scored = [0, 1].map((side) =>
        events.reduce((s, e) => s + (e.type === 'score' && e.side === side ? e.points : 0), 0),
      );
      const { play } = sportProfile(sid);
      if (play.kind !== 'sets') expect(scored).toEqual(state.score);
      expect(scores(state)[0]).toEqual({ pe: sid * 1000, tyg: 5, sc: state.score });
    }
  });

  test('is pure and prefix-consistent: one step to a later time only adds to an earlier one', () => {
    for (const sid of PLAYED) {
      const s0 = start(sid, 99);
      const early = advance(s0, 1800);
      expect(advance(s0, 1800)).toEqual(early);
      expect(s0.status).toBe(matchStatus.notStarted);
      const late = advance(s0, 3600);
      expect(late.events.slice(0, early.events.length)).toEqual(early.events);
    }
  });

  test('plays faster with SIM_SPEED', () => {
    const slow = advance(start(1, 4), 600, 1).state;
    const fast = advance(start(1, 4), 60, 10).state;
    expect(fast.elapsed).toBeCloseTo(slow.elapsed, 6);
    expect(fast.score).toEqual(slow.score);
  });

  test('soccer suspends markets on dangerous moments and reopens after', () => {
    let checked = 0;
    for (let seed = 0; seed < 200 && checked < 5; seed++) {
      const { events } = advance(start(1, seed), 7200);
      events.forEach((event, i) => {
        const next = events.slice(i + 1).find((e) => e.type === 'score' || e.type === 'danger');
        if (event.type !== 'danger' || (next && next.at < event.at + 100) || event.at > 5000) return;
        expect(isSuspended(advance(start(1, seed), event.at + 1).state)).toBe(true);
        expect(isSuspended(advance(start(1, seed), event.at + 95).state)).toBe(false);
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  test('basketball counts down, soccer counts up in minutes', () => {
    const b = clock(advance(start(3, 1), 100).state);
    expect(b).toMatchObject({ tp: 2, pe: 3005, r: true, s: 620 });
    const s = clock(advance(start(1, 1), 3000).state);
    expect(s).toMatchObject({ tp: 1, pe: 1003, r: false, s: 2700 });
  });
});
