import type { SportsLeague } from '@matchday/contract';

export interface RegionLeagues<L extends Pick<SportsLeague, 'id' | 'rnm' | 'or'>> {
  region: string;
  leagues: L[];
}

/** Leagues grouped by region name `rnm` (contract §3.3), regions in first-seen order, leagues by rank. */
export function groupByRegion<L extends Pick<SportsLeague, 'id' | 'rnm' | 'or'>>(
  leagues: readonly L[],
): RegionLeagues<L>[] {
  const regions = new Map<string, L[]>();
  for (const l of leagues) regions.set(l.rnm, [...(regions.get(l.rnm) ?? []), l]);
  return [...regions].map(([region, list]) => ({ region, leagues: list.sort((a, b) => a.or - b.or || a.id - b.id) }));
}

/** `?leagues=` of the URL (a list of ids, or one id) as ids; anything else is ignored. */
export function parseLeagueIds(value: unknown): number[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}
