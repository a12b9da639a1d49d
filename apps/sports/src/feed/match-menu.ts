import { MATCH_COUNT_DEFAULT_DAYS, matchPlayType, matchStatus } from '@matchday/contract';
import type {
  matchCount,
  matchGetOnSaleLeagues,
  SportsDataOf,
  SportsRequestOf,
  SportsTextLanguage,
} from '@matchday/contract';
import type { Names } from '../catalogue/sports.js';
import type { Fixture } from '../schedule/schedule.js';
import type { Snapshot } from '../schedule/snapshot.js';
import { allEntries, select } from './match-list.js';
import type { Entry } from './match-list.js';
import { leagueView } from './match-view.js';
import { offers } from './statistics.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Days are cut in GMT-4 unless `timeZone` says otherwise (spec §3.1). */
const DEFAULT_OFFSET_MS = -4 * HOUR;

type OnSaleBody = SportsRequestOf<typeof matchGetOnSaleLeagues>;
type OnSaleLeagues = SportsDataOf<typeof matchGetOnSaleLeagues>;
type CountBody = SportsRequestOf<typeof matchCount>;
type Counts = SportsDataOf<typeof matchCount>;

/** `/v1/match/getOnSaleLeagues`: getList's selection for the type and sports, grouped by league (sport, rank, id). */
export function onSaleLeagues(snap: Snapshot, body: OnSaleBody, lang: SportsTextLanguage): OnSaleLeagues {
  const entries = select(
    allEntries(snap),
    {
      type: body.type ?? matchPlayType.all,
      sportId: body.sportId,
      sportIds: body.sportIds,
      sportTypes: body.sportTypes,
    },
    snap.now,
  );
  const counts = new Map<number, number>();
  for (const e of entries) {
    const id = e.kind === 'match' ? e.fixture.leagueId : e.event.leagueId;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return snap.leagues
    .filter((l) => counts.has(l.id))
    .sort((a, b) => a.sid - b.sid || a.rank - b.rank || a.id - b.id)
    .map((l) => ({ ...leagueView(l, lang), mt: counts.get(l.id) ?? 0, ps: [] }));
}

/** Offset of `timeZone` (`GMT+8`, `UTC-04:00`, `+0530`, `-4`); null when it is not of that form. */
export function timeZoneOffsetMs(timeZone: string | null | undefined): number | null {
  const m = /^\s*(?:GMT|UTC)?\s*([+-])(\d{1,2})(?::?(\d{2}))?\s*$/i.exec(timeZone ?? '');
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? 0);
  if (hours > 14 || minutes > 59) return null;
  return (m[1] === '-' ? -1 : 1) * (hours * HOUR + minutes * 60_000);
}

/**
 * `/v1/match/matchCount`: matches of the sport not yet started, per day after today (days cut in
 * `timeZone`, else GMT-4), and `o` for those beyond `d` days; `markets` keeps sports pricing a pair.
 */
export function matchCounts(snap: Snapshot, body: CountBody): Counts {
  const d = body.days ?? MATCH_COUNT_DEFAULT_DAYS;
  const offset = timeZoneOffsetMs(body.timeZone) ?? DEFAULT_OFFSET_MS;
  const today = Math.floor((snap.now + offset) / DAY) * DAY - offset;
  const pairs = body.markets ?? [];
  const dl = Array.from({ length: d }, (_, i) => ({ bt: today + (i + 1) * DAY, c: 0 }));
  const o = { bt: today + (d + 1) * DAY, c: 0 };
  for (const fixture of snap.fixtures) {
    if (fixture.sid !== body.sportId || fixture.kickoff < today + DAY) continue;
    const entry: Entry = { kind: 'match', fixture, status: snap.statusOf(fixture) };
    if (entry.status !== matchStatus.notStarted || (pairs.length > 0 && !offers(entry, pairs))) continue;
    const day = Math.floor((fixture.kickoff - today) / DAY);
    const slot = dl[day - 1];
    if (slot) slot.c += 1;
    else o.c += 1;
  }
  return { d, dl, o };
}

/** Lower case, accents and `đ` folded, so `ha noi` finds `Hà Nội`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
}

const namesMatch = (names: Names, needle: string): boolean =>
  [names.zh, names.en, names.vi, names.th].some((n) => foldText(n).includes(needle));

/** Search (`queryMatchByRecommend`): matches live or not started whose team or league name, in zh, en or vi, contains the keyword. */
export function searchMatches(snap: Snapshot, keyword: string): Entry[] {
  const needle = foldText(keyword.trim());
  const leagueHit = new Set(snap.leagues.filter((l) => namesMatch(l.names, needle)).map((l) => l.id));
  const hits = (f: Fixture) =>
    leagueHit.has(f.leagueId) || namesMatch(f.home.names, needle) || namesMatch(f.away.names, needle);
  return snap.fixtures
    .filter(hits)
    .map((fixture): Entry => ({ kind: 'match', fixture, status: snap.statusOf(fixture) }))
    .filter((e) => e.kind === 'match' && (e.status === matchStatus.live || e.status === matchStatus.notStarted));
}
