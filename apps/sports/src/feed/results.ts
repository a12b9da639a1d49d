import { RESULT_PAGE_MAX_SIZE, RESULTS_KEEP_DAYS, matchStatus } from '@matchday/contract';
import type {
  matchResultList,
  matchResultPage,
  ScoreEntry,
  SportsDataOf,
  SportsRequestOf,
  SportsResultRecord,
  SportsTextLanguage,
} from '@matchday/contract';
import type { League } from '../catalogue/leagues.js';
import { sportProfile } from '../catalogue/sports.js';
import type { EngineResults, PastFixture } from '../results/engine-results.js';
import { resultScores } from '../results/result-scores.js';
import type { ResultRepository } from '../results/result.repository.js';
import { formatDetail, leagueView, teamView } from './match-view.js';

const DAY = 24 * 3600_000;
/** Default range: kick-offs in the last 24 hours. */
const DEFAULT_RANGE_MS = DAY;

type RangeBody = {
  sportId?: number | null;
  leagueIds?: readonly number[] | null;
  beginTime?: number | null;
  endTime?: number | null;
};
type ListBody = SportsRequestOf<typeof matchResultList>;
type PageBody = SportsRequestOf<typeof matchResultPage>;
type Page = SportsDataOf<typeof matchResultPage>;

export interface FinishedResult extends PastFixture {
  nsg: ScoreEntry[];
}

export interface ResultSources {
  engine: EngineResults;
  store: ResultRepository;
}

/** The stored (latest) result when recorded, else the engine's play; null while the match is not over. */
export function finishedScores(
  sources: ResultSources,
  past: PastFixture,
  stored: ScoreEntry[] | undefined,
  now: number,
): ScoreEntry[] | null {
  if (stored) return stored;
  const state = sources.engine.endedState(past.fixture, now);
  return state ? resultScores(state) : null;
}

/**
 * Finished matches that kicked off in `[beginTime, endTime]` (default the last 24 h, clamped to
 * the kept days and now), oldest first: stored results, and the engine's for any not recorded yet.
 */
export async function finishedInRange(sources: ResultSources, body: RangeBody, now: number): Promise<FinishedResult[]> {
  const from = Math.max(body.beginTime ?? now - DEFAULT_RANGE_MS, now - RESULTS_KEEP_DAYS * DAY);
  const to = Math.min(body.endTime ?? now, now);
  if (from > to) return [];
  const leagues = new Set(body.leagueIds ?? []);
  const past = sources.engine.kickedOff(
    from,
    to,
    (f) => (body.sportId == null || f.sid === body.sportId) && (leagues.size === 0 || leagues.has(f.leagueId)),
  );
  const stored = await sources.store.latestInRange(from, to);
  const out: FinishedResult[] = [];
  for (const p of past) {
    const nsg = finishedScores(sources, p, stored.get(p.fixture.id)?.scores, now);
    if (nsg) out.push({ ...p, nsg });
  }
  return out;
}

export function resultRecord({ fixture, league, nsg }: FinishedResult, lang: SportsTextLanguage): SportsResultRecord {
  return {
    id: fixture.id,
    bt: fixture.kickoff,
    ms: matchStatus.ended,
    fid: formatDetail(sportProfile(fixture.sid).play),
    ne: 0,
    sid: fixture.sid,
    lg: leagueView(league, lang),
    ts: [teamView(fixture.home, lang, true), teamView(fixture.away, lang, false)],
    nsg,
  };
}

/** `/v1/match/matchResultList`: every finished match of the range, latest first. */
export async function resultList(
  sources: ResultSources,
  body: ListBody,
  lang: SportsTextLanguage,
  now: number,
): Promise<SportsResultRecord[]> {
  return (await finishedInRange(sources, body, now)).reverse().map((e) => resultRecord(e, lang));
}

/** `/v1/match/matchResultPage`: a page of the range (orderBy 0 latest first, 1 league then latest) and the leagues in it. */
export async function resultPage(
  sources: ResultSources,
  body: PageBody,
  lang: SportsTextLanguage,
  now: number,
): Promise<Page> {
  const all = (await finishedInRange(sources, body, now)).reverse();
  if (body.orderBy === 1)
    all.sort((a, b) => a.league.sid - b.league.sid || a.league.rank - b.league.rank || a.league.id - b.league.id);
  const size = body.size ?? RESULT_PAGE_MAX_SIZE;
  const current = body.current ?? 1;
  const lgs = new Map<number, League>();
  for (const e of all) lgs.set(e.league.id, e.league);
  return {
    current,
    size,
    total: all.length,
    lgs: [...lgs.values()]
      .sort((a, b) => a.sid - b.sid || a.rank - b.rank || a.id - b.id)
      .map((l) => ({ id: l.id, nm: l.names[lang], lg: leagueView(l, lang) })),
    records: all.slice((current - 1) * size, current * size).map((e) => resultRecord(e, lang)),
  };
}
