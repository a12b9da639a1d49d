import type { MATCH_LIST_MAX_SIZE, matchPlayType, SportsMatch } from '@matchday/contract';
import { matchStatus, type BrowserSportsData, type sportsPaths } from '@matchday/contract/client';

/** The contract's play types this page uses; typed from the contract so a changed value fails to compile, without loading zod. */
const PLAY: Pick<typeof matchPlayType, 'all' | 'live' | 'today' | 'early' | 'champion' | 'nonOutright'> = {
  all: 0,
  live: 1,
  today: 3,
  early: 4,
  champion: 7,
  nonOutright: 8,
};

/** getList page size: the contract's maximum. */
export const PAGE_SIZE: typeof MATCH_LIST_MAX_SIZE = 50;

/**
 * The list views of spec §2: all, rolling ball (live), today, early, champions, my follow,
 * recommendations, search and results. The first five are getList types; the others ask by ids,
 * by keyword, for picks or for results.
 */
export const LIST_TYPES = [
  'all',
  'live',
  'today',
  'early',
  'champion',
  'follow',
  'recommend',
  'search',
  'results',
] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** getList `type` per view (contract `matchPlayType`). */
export const LIST_TYPE_VALUE = {
  all: PLAY.all,
  live: PLAY.live,
  today: PLAY.today,
  early: PLAY.early,
  champion: PLAY.champion,
} as const satisfies Partial<Record<ListType, number>>;
export type PlayTypeView = keyof typeof LIST_TYPE_VALUE;

export const isPlayTypeView = (view: ListType): view is PlayTypeView => view in LIST_TYPE_VALUE;

/** Views listing matches by id, picks or keyword: their sport bar counts what they found. */
export type FoundView = 'follow' | 'recommend' | 'search';

/** Menu counts as `/v1/match/statistical` answers them. */
export type Statistics = BrowserSportsData<typeof sportsPaths.statistical>;

/** Groups summed into a view's counts: "all" is every match and outright (ty 8 + ty 7), the others their own group. */
const COUNTED_GROUPS: Record<PlayTypeView, readonly number[]> = {
  all: [PLAY.nonOutright, PLAY.champion],
  live: [PLAY.live],
  today: [PLAY.today],
  early: [PLAY.early],
  champion: [PLAY.champion],
};

/** Match count per sport id for a view, in the order sports first appear; sports with none are left out. */
export function sportCounts(stats: Statistics | undefined, view: PlayTypeView): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ty of COUNTED_GROUPS[view]) {
    for (const { sid, c } of stats?.sl.find((g) => g.ty === ty)?.ssl ?? []) counts.set(sid, (counts.get(sid) ?? 0) + c);
  }
  return new Map([...counts].filter(([, c]) => c > 0));
}

/** The total of a view in statistical, where it has one. */
export function viewTotal(stats: Statistics | undefined, view: PlayTypeView): number | undefined {
  const totals = COUNTED_GROUPS[view].map((ty) => stats?.sl.find((g) => g.ty === ty)?.tc);
  return totals.some((t) => t === undefined) ? undefined : totals.reduce<number>((a, b) => a + (b ?? 0), 0);
}

/** Matches found per sport, in the order sports first appear. */
export function foundCounts(matches: readonly Pick<SportsMatch, 'sid'>[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const m of matches) counts.set(m.sid, (counts.get(m.sid) ?? 0) + 1);
  return counts;
}

/** In play (contract §5.3). */
export const isLive = (match: SportsMatch) => match.ms === matchStatus.live;

/** Match type 1 is an outright ("champion") event (contract §5.10). */
export const isOutright = (match: Pick<SportsMatch, 'ty'>) => match.ty === 1 || match.ty === 5;

/** What one list asks getList for: a view's type in a sport (optionally some leagues), or the followed ids. */
export type MatchListSelection =
  | { view: PlayTypeView; sportId: number; leagueIds: readonly number[] }
  | { view: 'follow'; matchIds: readonly number[] };
