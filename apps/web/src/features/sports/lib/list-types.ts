import type { MATCH_LIST_MAX_SIZE, matchPlayType, SportsMatch } from '@matchday/contract';

/** The contract's play types this page uses; typed from the contract so a changed value fails to compile, without loading zod. */
const PLAY: Pick<typeof matchPlayType, 'all' | 'live' | 'today' | 'early' | 'champion' | 'nonOutright'> = { all: 0, live: 1, today: 3, early: 4, champion: 7, nonOutright: 8 };

/** getList page size: the contract's maximum. */
export const PAGE_SIZE: typeof MATCH_LIST_MAX_SIZE = 50;

/** The list views of this slice; `follow` asks for the stored match ids instead of a type. */
export const LIST_TYPES = ['all', 'live', 'today', 'early', 'follow'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** getList `type` per view (contract `matchPlayType`). */
export const LIST_TYPE_VALUE: Record<Exclude<ListType, 'follow'>, number> = {
  all: PLAY.all,
  live: PLAY.live,
  today: PLAY.today,
  early: PLAY.early,
};

export interface Statistics {
  sl: Array<{ ty: number; tc: number; ssl: Array<{ sid: number; c: number }> }>;
}

/** Groups summed into a view's counts: "all" is every match and outright (ty 8 + ty 7), the others their own group. */
const COUNTED_GROUPS: Record<Exclude<ListType, 'follow'>, readonly number[]> = {
  all: [PLAY.nonOutright, PLAY.champion],
  live: [PLAY.live],
  today: [PLAY.today],
  early: [PLAY.early],
};

/** Match count per sport id for a view, in the order sports first appear; sports with none are left out. */
export function sportCounts(stats: Statistics | undefined, view: Exclude<ListType, 'follow'>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ty of COUNTED_GROUPS[view]) {
    for (const { sid, c } of stats?.sl.find((g) => g.ty === ty)?.ssl ?? []) counts.set(sid, (counts.get(sid) ?? 0) + c);
  }
  return new Map([...counts].filter(([, c]) => c > 0));
}

/** Match status 5 is in play (contract §5.3). */
export const isLive = (match: SportsMatch) => match.ms === 5;
