import { sportsPaths } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsCall } from '@/shared/http/sports-client';

/** `match_play_type` 1: matches in play. */
const LIVE_TYPE = 1;
const PAGE_SIZE = 50;
/** Lines suspend and prices move in play: the chosen match is read again this often. */
export const BET_MATCH_REFRESH_MS = 5_000;

/** Matches in play of a sport, to recommend from (the sports platform, with the member's token). */
export function useLiveMatches(sportId: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['live', 'betMatches', sportId, i18n.language],
    queryFn: ({ signal }) =>
      sportsCall(
        sportsPaths.getList,
        { type: LIVE_TYPE, sportId, current: 1, size: PAGE_SIZE, orderBy: 0, isPC: true, oddsType: 1 },
        { signal, noNeedResponseMsg: true },
      ),
  });
}

/** One match with every market line (European prices), to pick a line and an option from. */
export function useBetMatch(matchId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['live', 'betMatch', matchId, i18n.language],
    enabled: matchId !== null,
    refetchInterval: BET_MATCH_REFRESH_MS,
    queryFn: ({ signal }) =>
      sportsCall(sportsPaths.getMatchDetail, { matchId: matchId!, oddsType: 1 }, { signal, noNeedResponseMsg: true }),
  });
}
