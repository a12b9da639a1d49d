import { matchPlayType, matchStatus } from '@matchday/contract';
import type { OutrightEvent } from '../schedule/outrights.js';
import type { Fixture } from '../schedule/schedule.js';
import type { Snapshot } from '../schedule/snapshot.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The spec cuts days in GMT-4 (§3.1). */
const DAY_OFFSET = -4 * HOUR;
/** `api_sport_type` 2: e-sports ids (spec §5.1); our e-soccer and e-basketball count as ball sports. */
const ESPORTS = new Set([164, 165, 169, 179, 180]);
const BALL_SPORTS = 1;
const E_SPORTS = 2;

export type Entry = { kind: 'match'; fixture: Fixture; status: number } | { kind: 'outright'; event: OutrightEvent };

/** The selection fields getList and statistical share (already validated). */
export interface Selection {
  type?: number | null;
  matchIds?: readonly number[] | null;
  leagueId?: number | null;
  leagueIds?: readonly number[] | null;
  leaguePhases?: readonly { leagueId: number }[] | null;
  sportId?: number | null;
  sportIds?: readonly number[] | null;
  sportTypes?: readonly number[] | null;
  beginTime?: number | null;
  endTime?: number | null;
  orderBy?: number | null;
}

/** Kick-off after this is "early", before it (and not started) "today". */
export function endOfToday(now: number): number {
  return Math.floor((now + DAY_OFFSET) / DAY) * DAY - DAY_OFFSET + DAY;
}

export const entryId = (e: Entry): number => (e.kind === 'match' ? e.fixture.id : e.event.id);
export const entrySid = (e: Entry): number => (e.kind === 'match' ? e.fixture.sid : e.event.sid);
const entryLeague = (e: Entry): number => (e.kind === 'match' ? e.fixture.leagueId : e.event.leagueId);
const entryTime = (e: Entry): number => (e.kind === 'match' ? e.fixture.kickoff : e.event.closes);

/** Whether an entry belongs to a list group (`match_play_type`, spec §5.2). */
export function inListType(e: Entry, type: number, todayEnds: number): boolean {
  if (e.kind === 'outright') return type === matchPlayType.all || type === matchPlayType.champion;
  const live = e.status === matchStatus.live;
  const upcoming = e.status === matchStatus.notStarted;
  const today = upcoming && e.fixture.kickoff < todayEnds;
  const early = upcoming && !today;
  switch (type) {
    case matchPlayType.all:
    case matchPlayType.parlay:
    case matchPlayType.nonOutright:
      return live || upcoming;
    case matchPlayType.live:
      return live;
    case matchPlayType.today:
      return today;
    case matchPlayType.early:
      return early;
    case matchPlayType.todayAndLive:
      return live || today;
    case matchPlayType.todayAndEarly:
      return upcoming;
    default:
      return false;
  }
}

export function allEntries(snap: Snapshot): Entry[] {
  const matches: Entry[] = snap.fixtures.map((fixture) => ({ kind: 'match', fixture, status: snap.statusOf(fixture) }));
  return matches.concat(snap.outrights.map((event): Entry => ({ kind: 'outright', event })));
}

export function sportTypeAllows(sid: number, sportTypes: readonly number[] | null | undefined): boolean {
  const types = sportTypes && sportTypes.length > 0 ? sportTypes : [BALL_SPORTS];
  return ESPORTS.has(sid) ? types.includes(E_SPORTS) : types.includes(BALL_SPORTS);
}

/** getList's selection: `matchIds` alone, otherwise list group, sport, league and time filters. */
export function select(entries: readonly Entry[], sel: Selection, now: number): Entry[] {
  if (sel.matchIds != null) {
    const wanted = new Set(sel.matchIds);
    return order(
      entries.filter((e) => wanted.has(entryId(e))),
      sel.orderBy,
    );
  }
  const type = sel.type ?? matchPlayType.all;
  const todayEnds = endOfToday(now);
  const sports = new Set([...(sel.sportIds ?? []), ...(sel.sportId != null ? [sel.sportId] : [])]);
  const leagues = new Set([
    ...(sel.leagueIds ?? []),
    ...(sel.leagueId != null ? [sel.leagueId] : []),
    ...(sel.leaguePhases ?? []).map((p) => p.leagueId),
  ]);
  const timed = type === matchPlayType.early || type === matchPlayType.parlay;
  return order(
    entries.filter(
      (e) =>
        inListType(e, type, todayEnds) &&
        sportTypeAllows(entrySid(e), sel.sportTypes) &&
        (sports.size === 0 || sports.has(entrySid(e))) &&
        (leagues.size === 0 || leagues.has(entryLeague(e))) &&
        (!timed ||
          ((sel.beginTime == null || entryTime(e) >= sel.beginTime) &&
            (sel.endTime == null || entryTime(e) <= sel.endTime))),
    ),
    sel.orderBy,
  );
}

/** orderBy 0: kick-off time; 1: league id (sport, then rank), then kick-off. */
function order(entries: Entry[], orderBy: number | null | undefined): Entry[] {
  const byTime = (a: Entry, b: Entry): number => entryTime(a) - entryTime(b) || entryId(a) - entryId(b);
  if (orderBy !== 1) return entries.sort(byTime);
  return entries.sort((a, b) => entryLeague(a) - entryLeague(b) || byTime(a, b));
}
