import { RESULTS_KEEP_DAYS, matchStatus } from '@matchday/contract';
import type { League } from '../catalogue/leagues.js';
import { matchAt } from '../schedule/live.js';
import { buildSchedule, LOOKBACK_MS } from '../schedule/schedule.js';
import type { Fixture } from '../schedule/schedule.js';
import type { MatchState } from '../simulator/state.js';

const DAY = 24 * 3600_000;
const MINUTE = 60_000;
/** Ended states kept (they never go stale); few, since results are read from the store once recorded. */
const MAX_ENDED = 2000;

export interface PastFixture {
  fixture: Fixture;
  league: League;
}

/**
 * The engine's own results: each past UTC day's fixtures (as the schedule generates them, same
 * ids) played to the end with `matchAt`. Days and ended states are cached. The platform prefers
 * the stored results (`ResultRepository`); this answers for matches not recorded yet and feeds the recorder.
 */
export function createEngineResults({ seed, speed }: { seed: number; speed: number }) {
  const days = new Map<
    number,
    { leagues: ReadonlyMap<number, League>; fixtures: readonly Fixture[]; byId: ReadonlyMap<number, Fixture> }
  >();
  const endedStates = new Map<number, MatchState>();

  function dayOf(day: number) {
    let hit = days.get(day);
    if (!hit) {
      const built = buildSchedule(seed, day * DAY + LOOKBACK_MS, speed);
      const fixtures = built.fixtures.filter((f) => f.kickoff >= day * DAY && f.kickoff < (day + 1) * DAY);
      hit = {
        leagues: new Map(built.leagues.map((l) => [l.id, l])),
        fixtures,
        byId: new Map(fixtures.map((f) => [f.id, f])),
      };
      days.set(day, hit);
      if (days.size > RESULTS_KEEP_DAYS + 3) days.delete(days.keys().next().value ?? day);
    }
    return hit;
  }

  /** The state of a match that has ended by `now`, null while it has not. */
  function endedState(fixture: Fixture, now: number): MatchState | null {
    const done = endedStates.get(fixture.id);
    if (done) return done;
    if (fixture.kickoff > now) return null;
    const { state } = matchAt(fixture, now, speed);
    if (state.status !== matchStatus.ended) return null;
    endedStates.set(fixture.id, state);
    if (endedStates.size > MAX_ENDED) endedStates.delete(endedStates.keys().next().value ?? fixture.id);
    return state;
  }

  /** Fixtures that kicked off in `[from, to]` (`to` at most now), with their leagues, oldest first. */
  function kickedOff(from: number, to: number, filter: (f: Fixture) => boolean = () => true): PastFixture[] {
    const out: PastFixture[] = [];
    for (let day = Math.floor(from / DAY); from <= to && day <= Math.floor(to / DAY); day++) {
      const d = dayOf(day);
      for (const fixture of d.fixtures) {
        if (fixture.kickoff < from || fixture.kickoff > to || !filter(fixture)) continue;
        const league = d.leagues.get(fixture.leagueId);
        if (league) out.push({ fixture, league });
      }
    }
    return out;
  }

  /**
   * A fixture of the kept days by id: ids start with the kick-off minute, so only that day and the
   * one before are searched (and ids outside the kept days build nothing).
   */
  function fixtureById(id: number, now: number): PastFixture | null {
    const day = Math.floor((Math.floor(id / 1000) * MINUTE) / DAY);
    const today = Math.floor(now / DAY);
    if (day > today + 1 || day < today - RESULTS_KEEP_DAYS) return null;
    for (const d of [day, day - 1]) {
      const hit = dayOf(d);
      const fixture = hit.byId.get(id);
      const league = fixture ? hit.leagues.get(fixture.leagueId) : undefined;
      if (fixture && league) return { fixture, league };
    }
    return null;
  }

  return { kickedOff, endedState, fixtureById };
}

export type EngineResults = ReturnType<typeof createEngineResults>;
