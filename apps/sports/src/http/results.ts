import { RESULT_PAGE_MAX_SIZE, RESULTS_KEEP_DAYS } from '@matchday/contract';
import type { matchResultList, matchResultPage, SportsDataOf, SportsRequestOf, SportsResultRecord, SportsTextLanguage } from '@matchday/contract';
import type { League } from '../catalogue/leagues.js';
import { sportProfile } from '../catalogue/sports.js';
import { matchAt } from '../fixtures/live.js';
import { buildSchedule, LOOKBACK_MS } from '../fixtures/schedule.js';
import type { Fixture } from '../fixtures/schedule.js';
import { scores } from '../simulator/clock.js';
import { MatchStatus } from '../simulator/state.js';
import type { MatchState } from '../simulator/state.js';
import { formatDetail, leagueView, teamView } from './match-view.js';

const DAY = 24 * 3600_000;
/** Default range: kick-offs in the last 24 hours. */
const DEFAULT_RANGE_MS = DAY;
/** Ended states kept; an ended match never changes, so these never go stale. */
const MAX_ENDED = 20_000;

type ListBody = SportsRequestOf<typeof matchResultList>;
type PageBody = SportsRequestOf<typeof matchResultPage>;
type Page = SportsDataOf<typeof matchResultPage>;

interface Ended {
  fixture: Fixture;
  state: MatchState;
}

/**
 * Results of the engine's deterministic play: the fixtures of each past UTC day (as the schedule
 * generates them, same ids) played to the end with `matchAt`. Days and ended states are cached.
 */
export function createResults({ seed, speed }: { seed: number; speed: number }) {
  const days = new Map<number, { leagues: ReadonlyMap<number, League>; fixtures: readonly Fixture[] }>();
  const endedStates = new Map<number, MatchState>();

  function dayOf(day: number) {
    let hit = days.get(day);
    if (!hit) {
      const built = buildSchedule(seed, day * DAY + LOOKBACK_MS);
      hit = {
        leagues: new Map(built.leagues.map((l) => [l.id, l])),
        fixtures: built.fixtures.filter((f) => f.kickoff >= day * DAY && f.kickoff < (day + 1) * DAY),
      };
      days.set(day, hit);
      if (days.size > RESULTS_KEEP_DAYS + 3) days.delete(days.keys().next().value ?? day);
    }
    return hit;
  }

  function endedState(fixture: Fixture, now: number): MatchState | null {
    const done = endedStates.get(fixture.id);
    if (done) return done;
    const { state } = matchAt(fixture, now, speed);
    if (state.status !== MatchStatus.Ended) return null;
    endedStates.set(fixture.id, state);
    if (endedStates.size > MAX_ENDED) endedStates.delete(endedStates.keys().next().value ?? fixture.id);
    return state;
  }

  /** Ended matches with kick-off in `[beginTime, endTime]` (clamped to the kept days and now), oldest first. */
  function ended(body: { sportId?: number | null; leagueIds?: readonly number[] | null; beginTime?: number | null; endTime?: number | null }, now: number) {
    const from = Math.max(body.beginTime ?? now - DEFAULT_RANGE_MS, now - RESULTS_KEEP_DAYS * DAY);
    const to = Math.min(body.endTime ?? now, now);
    const leagues = new Set(body.leagueIds ?? []);
    const out: (Ended & { league: League })[] = [];
    for (let day = Math.floor(from / DAY); from <= to && day <= Math.floor(to / DAY); day++) {
      const d = dayOf(day);
      for (const fixture of d.fixtures) {
        if (fixture.kickoff < from || fixture.kickoff > to) continue;
        if (body.sportId != null && fixture.sid !== body.sportId) continue;
        if (leagues.size > 0 && !leagues.has(fixture.leagueId)) continue;
        const league = d.leagues.get(fixture.leagueId);
        const state = league ? endedState(fixture, now) : null;
        if (league && state) out.push({ fixture, state, league });
      }
    }
    return out;
  }

  return { ended };
}

export type Results = ReturnType<typeof createResults>;

export function resultRecord({ fixture, state, league }: Ended & { league: League }, lang: SportsTextLanguage): SportsResultRecord {
  return {
    id: fixture.id,
    bt: fixture.kickoff,
    ms: MatchStatus.Ended,
    fid: formatDetail(sportProfile(fixture.sid).play),
    ne: 0,
    sid: fixture.sid,
    lg: leagueView(league, lang),
    ts: [teamView(fixture.home, lang, true), teamView(fixture.away, lang, false)],
    nsg: scores(state),
  };
}

/** `/v1/match/matchResultList`: every ended match of the range, latest first. */
export function resultList(results: Results, body: ListBody, lang: SportsTextLanguage, now: number): SportsResultRecord[] {
  return results
    .ended(body, now)
    .reverse()
    .map((e) => resultRecord(e, lang));
}

/** `/v1/match/matchResultPage`: a page of the range (orderBy 0 latest first, 1 league then latest) and the leagues in it. */
export function resultPage(results: Results, body: PageBody, lang: SportsTextLanguage, now: number): Page {
  const all = results.ended(body, now).reverse();
  if (body.orderBy === 1) all.sort((a, b) => a.league.sid - b.league.sid || a.league.rank - b.league.rank || a.league.id - b.league.id);
  const size = body.size ?? RESULT_PAGE_MAX_SIZE;
  const current = body.current ?? 1;
  const lgs = new Map<number, League>();
  for (const e of all) lgs.set(e.league.id, e.league);
  return {
    current,
    size,
    total: all.length,
    lgs: [...lgs.values()].sort((a, b) => a.sid - b.sid || a.rank - b.rank || a.id - b.id).map((l) => ({ id: l.id, nm: l.names[lang], lg: leagueView(l, lang) })),
    records: all.slice((current - 1) * size, current * size).map((e) => resultRecord(e, lang)),
  };
}
