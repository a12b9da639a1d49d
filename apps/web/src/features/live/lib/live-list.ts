import type { LiveStream } from '@matchday/contract';
import { streamStatusCodes as S } from '@matchday/contract/client';
import { sortLiveList } from '@matchday/core';

/** Lower-cased, trimmed and without accents, so "Lý" finds "ly" (Vietnamese names). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Booked, ready or live: what the list holds; a stream pushed as ended or cancelled leaves it at once. */
export const isOpen = (status: number) => status <= S.live;

/** The live list (spec §4: live first) narrowed to open streams whose title or anchor holds the keyword. */
export function liveListView<T extends Pick<LiveStream, 'status' | 'title' | 'presenterName'>>(
  list: readonly T[],
  keyword: string,
): T[] {
  const needle = fold(keyword);
  const found = list.filter(
    (s) =>
      isOpen(s.status) && (needle === '' || fold(s.title).includes(needle) || fold(s.presenterName).includes(needle)),
  );
  return sortLiveList(found, S);
}

/** The sports the streams are linked to, in the order the list first shows them; unlinked streams add none. */
export const sportsInList = (list: readonly Pick<LiveStream, 'sportId'>[]): number[] => [
  ...new Set(list.flatMap((s) => (s.sportId === null ? [] : [s.sportId]))),
];

/** The streams of one sport (null: every stream). */
export const ofSport = <T extends Pick<LiveStream, 'sportId'>>(list: readonly T[], sportId: number | null): T[] =>
  sportId === null ? [...list] : list.filter((s) => s.sportId === sportId);
