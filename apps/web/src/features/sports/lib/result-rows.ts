import type { SportsResultRecord } from '@matchday/contract';

export type ResultItem =
  | { kind: 'league'; key: string; leagueId: number; name: string; count: number }
  | { kind: 'result'; key: string; record: SportsResultRecord };

/** Results as list items, a league heading (with its count) before each league's results, leagues in the order they come. */
export function resultItems(records: readonly SportsResultRecord[]): ResultItem[] {
  const byLeague = new Map<number, SportsResultRecord[]>();
  for (const r of records) byLeague.set(r.lg.id, [...(byLeague.get(r.lg.id) ?? []), r]);
  return [...byLeague].flatMap(([leagueId, list]) => [
    { kind: 'league' as const, key: `lg-${leagueId}`, leagueId, name: list[0]?.lg.na ?? '', count: list.length },
    ...list.map((record) => ({ kind: 'result' as const, key: `m-${record.id}`, record })),
  ]);
}
