import type { QueryKey } from '@tanstack/react-query';
import type { MatchListSelection, PlayTypeView } from '../lib/list-types';
import type { ResultRange } from '../lib/result-ranges';

/**
 * Query keys of the sports pages (house rule 2). Each names the language: the platform answers
 * names in the request's language, so a language switch asks again.
 */
export const sportsKeys = {
  root: ['sports'] as const,
  statistics: (language: string) => [...sportsKeys.root, 'statistical', language] as const,
  lists: () => [...sportsKeys.root, 'list'] as const,
  list: (language: string, selection: MatchListSelection) => [...sportsKeys.lists(), language, selection] as const,
  leagues: (language: string, view: PlayTypeView, sportId: number) =>
    [...sportsKeys.root, 'leagues', language, view, sportId] as const,
  search: (language: string, keyword: string) => [...sportsKeys.root, 'search', language, keyword] as const,
  recommend: (language: string) => [...sportsKeys.root, 'recommend', language] as const,
  results: (language: string, sportId: number, range: ResultRange) =>
    [...sportsKeys.root, 'results', language, sportId, range] as const,
  result: (language: string, matchId: number | null) => [...sportsKeys.root, 'result', language, matchId] as const,
  detail: (language: string, matchId: number) => [...sportsKeys.root, 'detail', language, matchId] as const,
};

const isSelection = (value: unknown): value is MatchListSelection =>
  typeof value === 'object' && value !== null && 'view' in value && typeof value.view === 'string';

/** The language and selection a cached list's key was built from (`sportsKeys.list`), or null for another key. */
export function readListKey(key: QueryKey): { language: string; selection: MatchListSelection } | null {
  const [, kind, language, selection] = key;
  return kind === 'list' && typeof language === 'string' && isSelection(selection) ? { language, selection } : null;
}
