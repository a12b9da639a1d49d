import { sportsPaths } from '@matchday/contract/client';
import type { SportsMatch } from '@matchday/contract';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';
import { patchMatch, patchMatches, replaceMatches, startsUnlisted, type SportsPush } from '../lib/push-patch';
import { useSportsTopic } from '@/shared/realtime/use-sports-topic';
import { matchDetailQueryKey } from './use-match-detail';

/** `ms` of a match in play (contract §5.3). */
const LIVE_STATUS = 5;
/** List queries: `['sports', 'list', language, selection]` (use-sports-data.ts). */
const LIST_KEY = ['sports', 'list'] as const;

export { matchDetailQueryKey };

/** The sports push's events a page applies. */
const SPORTS_EVENTS = ['odds', 'score', 'clock', 'status'] as const;

interface ListPage {
  records: SportsMatch[];
  total: number;
}

/** Lists of this sport that hold live matches, so a match of it starting to play belongs in them. */
const holdsLive = (key: QueryKey, sportId: number) => {
  const selection = key[3] as { view?: string; sportId?: number } | undefined;
  return selection?.sportId === sportId && (selection.view === 'all' || selection.view === 'live');
};

/** What a push left for the network: lists to ask again, and matches to ask again by id. */
export interface ListRefetch {
  lists: QueryKey[];
  matchIds: Set<number>;
}

/** Patches every cached list page with a `sport:{sportId}` push. */
export function applyToLists(client: QueryClient, push: SportsPush, sportId: number): ListRefetch {
  const todo: ListRefetch = { lists: [], matchIds: new Set() };
  for (const [key, data] of client.getQueriesData<InfiniteData<ListPage>>({ queryKey: LIST_KEY })) {
    if (!data) continue;
    let refetch = false;
    let changed = false;
    const pages = data.pages.map((page) => {
      const patched = patchMatches(page.records, push);
      if (!patched) return page;
      refetch ||= patched.refetchList;
      for (const id of patched.refetchIds) todo.matchIds.add(id);
      changed = true;
      return { ...page, records: patched.value };
    });
    const loaded = pages.flatMap((p) => p.records);
    const complete = loaded.length >= (pages.at(-1)?.total ?? 0);
    if (holdsLive(key, sportId) && complete && startsUnlisted(loaded, push, LIVE_STATUS)) refetch = true;
    if (changed) client.setQueryData<InfiniteData<ListPage>>(key, { ...data, pages });
    if (refetch) todo.lists.push(key);
  }
  return todo;
}

/** Asks for some matches again (their lines moved) and puts them into every cached list of this language. */
export async function refreshListMatches(client: QueryClient, ids: readonly number[], language: string): Promise<void> {
  const body = { matchIds: [...ids], current: 1, size: ids.length, orderBy: 0, isPC: true, oddsType: 1 };
  const answer = await sportsCall(sportsPaths.getList, body, { noNeedResponseMsg: true });
  const fresh = new Map(answer.records.map((m) => [m.id, m]));
  for (const [key, data] of client.getQueriesData<InfiniteData<ListPage>>({ queryKey: LIST_KEY })) {
    if (!data) continue;
    // Other languages' names cannot come from this answer: those lists ask for themselves when shown.
    if (key[2] !== language) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    let changed = false;
    const pages = data.pages.map((page) => {
      const records = replaceMatches(page.records, fresh);
      if (!records) return page;
      changed = true;
      return { ...page, records };
    });
    if (changed) client.setQueryData<InfiniteData<ListPage>>(key, { ...data, pages });
  }
}

/** Patches one cached detail with a `match:{id}` push; true when it must refetch. */
export function applyToDetail(client: QueryClient, key: QueryKey, push: SportsPush): boolean {
  const match = client.getQueryData<SportsMatch>(key);
  const entry = push.data.m.find((e) => e.id === match?.id);
  if (!match || !entry) return false;
  const patched = patchMatch(match, push, entry);
  if (patched.value !== match) client.setQueryData(key, patched.value);
  return patched.refetch !== 'none';
}

/** Live odds, scores, clocks and status of a sport's matches into every cached list; true while the push is connected. */
export function useSportPush(sportId: number | null): boolean {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useSportsTopic(
    sportId === null ? null : `sport:${sportId}`,
    SPORTS_EVENTS,
    (push) => {
      if (sportId === null) return;
      const todo = applyToLists(client, push, sportId);
      for (const key of todo.lists) void client.invalidateQueries({ queryKey: key, exact: true });
      if (todo.matchIds.size > 0) {
        // A failed refresh leaves stale lines: then the lists are asked again whole.
        refreshListMatches(client, [...todo.matchIds], i18n.language).catch(
          () => void client.invalidateQueries({ queryKey: LIST_KEY }),
        );
      }
    },
    () => void client.invalidateQueries({ queryKey: LIST_KEY }),
  );
}

/** Every line, score, clock and status change of one match into its cached detail; true while the push is connected. */
export function useMatchPush(matchId: number | null): boolean {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const key = matchId === null ? null : matchDetailQueryKey(matchId, i18n.language);
  return useSportsTopic(
    matchId === null ? null : `match:${matchId}`,
    SPORTS_EVENTS,
    (push) => {
      if (key && applyToDetail(client, key, push)) void client.invalidateQueries({ queryKey: key, exact: true });
    },
    () => void (key && client.invalidateQueries({ queryKey: key, exact: true })),
  );
}
