import type { SportsMatch } from '@matchday/contract';
import { matchStatus } from '@matchday/contract/client';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSportsTopic } from '@/shared/realtime/use-sports-topic';
import { fetchMatchesById } from '../api/get-list';
import type { MatchDetail } from '../api/get-match-detail';
import { readListKey, sportsKeys } from '../api/keys';
import type { MatchListSelection } from '../lib/list-types';
import { listRefetch, refetchFor, SPORTS_PUSH_EVENTS, startsUnlisted, type SportsPush } from '../lib/push-plan';
import { applySportsPush, latestStatusOf, refreshedRowOf, refreshedRows, rowKey } from '../stores/live-match-store';

interface ListPage {
  records: SportsMatch[];
  total: number;
}

/** Lists of this sport that hold live matches, so a match of it starting to play belongs in them. */
const holdsLive = (selection: MatchListSelection, sportId: number) =>
  selection.view !== 'follow' &&
  selection.sportId === sportId &&
  (selection.view === 'all' || selection.view === 'live');

/** The cached lists with the rows they show. */
function cachedLists(client: QueryClient) {
  return client.getQueriesData<InfiniteData<ListPage>>({ queryKey: sportsKeys.lists() }).flatMap(([key, data]) => {
    const parts = readListKey(key);
    if (!parts || !data) return [];
    const rows = data.pages.flatMap((p) => p.records).map((m) => refreshedRowOf(parts.language, m));
    return [{ key, ...parts, data, rows }];
  });
}

/** What a push left for the network: lists to ask again, and matches to ask again by id. */
export interface ListRefetch {
  lists: QueryKey[];
  matchIds: Set<number>;
}

/** What a `sport:{sportId}` push asks of the network for the cached lists; read before the push is applied. */
export function planListRefetch(client: QueryClient, push: SportsPush, sportId: number): ListRefetch {
  const todo: ListRefetch = { lists: [], matchIds: new Set() };
  for (const list of cachedLists(client)) {
    const planned = listRefetch(list.rows, push, latestStatusOf);
    for (const id of planned.refetchIds) todo.matchIds.add(id);
    const complete = list.rows.length >= (list.data.pages.at(-1)?.total ?? 0);
    const starts = holdsLive(list.selection, sportId) && complete && startsUnlisted(list.rows, push, matchStatus.live);
    if (planned.refetchList || starts) todo.lists.push(list.key);
  }
  return todo;
}

/** Asks for some matches again (their lines moved) and shows them in place of their rows in every cached list of this language. */
export async function refreshListMatches(client: QueryClient, ids: readonly number[], language: string): Promise<void> {
  const fresh = await fetchMatchesById(ids);
  const snapshots = new Map<number, SportsMatch[]>();
  for (const list of cachedLists(client)) {
    // Other languages' names cannot come from this answer: those lists ask for themselves when shown.
    if (list.language !== language) {
      void client.invalidateQueries({ queryKey: list.key, exact: true });
      continue;
    }
    for (const m of list.data.pages.flatMap((p) => p.records))
      if (ids.includes(m.id)) snapshots.set(m.id, [...(snapshots.get(m.id) ?? []), m]);
  }
  for (const match of fresh)
    refreshedRows.set(rowKey(language, match.id), { match, replaces: new WeakSet(snapshots.get(match.id) ?? []) });
}

/** Live odds, scores, clocks and status of a sport's matches into the live store; true while the push is connected. */
export function useSportPush(sportId: number | null): boolean {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useSportsTopic(
    sportId === null ? null : `sport:${sportId}`,
    SPORTS_PUSH_EVENTS,
    (push) => {
      if (sportId === null) return;
      const todo = planListRefetch(client, push, sportId);
      applySportsPush(push);
      for (const key of todo.lists) void client.invalidateQueries({ queryKey: key, exact: true });
      if (todo.matchIds.size > 0) {
        // A failed refresh leaves stale lines: then the lists are asked again whole.
        refreshListMatches(client, [...todo.matchIds], i18n.language).catch(
          () => void client.invalidateQueries({ queryKey: sportsKeys.lists() }),
        );
      }
    },
    () => void client.invalidateQueries({ queryKey: sportsKeys.lists() }),
  );
}

/** Every line, score, clock and status change of one match into the live store; true while the push is connected. */
export function useMatchPush(matchId: number | null): boolean {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const key = matchId === null ? null : sportsKeys.detail(i18n.language, matchId);
  return useSportsTopic(
    matchId === null ? null : `match:${matchId}`,
    SPORTS_PUSH_EVENTS,
    (push) => {
      const detail = key && client.getQueryData<MatchDetail>(key);
      // Lines that came or went, or a status change, need the detail asked again.
      const refetch = detail ? refetchFor(detail, push, latestStatusOf(detail)) : 'none';
      applySportsPush(push);
      if (key && refetch !== 'none') void client.invalidateQueries({ queryKey: key, exact: true });
    },
    () => void (key && client.invalidateQueries({ queryKey: key, exact: true })),
  );
}
