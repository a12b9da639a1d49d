import { liveMatchScore } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** How often a room reads its match's score; one small call, never a per-tick cache write. */
export const SCORE_POLL_MS = 10_000;

/** The score strings ("home:away", the match first) of a room's linked match; null while unknown. */
export const matchScoreQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: liveKeys.score(matchId),
    refetchInterval: SCORE_POLL_MS,
    queryFn: async ({ signal }) => {
      const found = await apiCall(liveMatchScore, { body: { gameIds: [matchId] }, signal, noNeedResponseMsg: true });
      return found.find((s) => s.gameId === matchId)?.scores ?? null;
    },
  });

export const useMatchScore = (matchId: number | null) =>
  useQuery({ ...matchScoreQueryOptions(matchId ?? 0), enabled: matchId !== null && matchId > 0 });
