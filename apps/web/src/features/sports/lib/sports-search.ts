import { LIST_TYPES, type ListType } from './list-types';
import { parseLeagueIds } from './league-groups';
import { RESULT_RANGES, type ResultRange } from './result-ranges';

/** The sport shown first, and the one a view falls back to when it has nothing for the requested one. */
export const DEFAULT_SPORT = 1;

/** What /sports keeps in its URL: view, sport, chosen leagues, market tab, results range and search keyword. */
export interface SportsParams {
  view: ListType;
  sport: number;
  leagues: number[];
  tab: string | undefined;
  range: ResultRange;
  q: string;
}

/** Reads the URL's search params, each falling back to its default when absent or unknown. */
export function readSportsParams(search: Record<string, unknown>): SportsParams {
  const view = LIST_TYPES.includes(search.view as ListType) ? (search.view as ListType) : 'all';
  const sport = Number(search.sport);
  return {
    view,
    sport: Number.isSafeInteger(sport) && sport > 0 ? sport : DEFAULT_SPORT,
    leagues: parseLeagueIds(search.leagues),
    tab: typeof search.tab === 'string' ? search.tab : undefined,
    range: RESULT_RANGES.includes(search.range as ResultRange) ? (search.range as ResultRange) : 'today',
    q: typeof search.q === 'string' ? search.q.slice(0, 64) : '',
  };
}

/** The URL form of the params (numbers stay numbers, so the router writes them bare), leaving out defaults. */
export function writeSportsParams(p: SportsParams): Record<string, string | number | number[]> {
  return {
    view: p.view,
    sport: p.sport,
    ...(p.leagues.length > 0 ? { leagues: p.leagues } : {}),
    ...(p.tab ? { tab: p.tab } : {}),
    ...(p.view === 'results' ? { range: p.range } : {}),
    ...(p.q ? { q: p.q } : {}),
  };
}

/** The requested sport when the view has it, else the view's first sport; a view with no sports keeps the request. */
export function pickSport(sports: readonly number[], requested: number): number {
  return sports.length === 0 || sports.includes(requested) ? requested : (sports[0] ?? DEFAULT_SPORT);
}
