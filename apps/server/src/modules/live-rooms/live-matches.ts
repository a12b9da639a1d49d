import { streamStatusCodes as S, type LiveMatch, type LiveStream, matchStatus } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import { feedLanguageOf, type FeedMatch, type SportsFeedReader } from '@matchday/contract';
import type { LiveStreamService } from '../live/index.js';

/** Match statuses left out of the live-anchor list unless a stream shows them live (spec §4). */
const NEED_VIDEO = new Set<number>([matchStatus.ended, matchStatus.live]);
/** Spec §9's stream list size: every open stream, which the searches read. */
const ALL_OPEN = { pageNum: 1, pageSize: 999 } as const;
/** Most streams a keyword search answers. */
export const MAX_SEARCH_RESULTS = 100;

/** Case, accents and width folded away, so "ly" finds "Lý" and "ARSENAL" finds "Arsenal". */
export const foldText = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The live-anchor list's rule (spec §4): ended and in-play matches only with a live video source. */
export function belongsInMatchList(ms: number, hasVideo: boolean): boolean {
  return hasVideo || !NEED_VIDEO.has(ms);
}

/**
 * What the live list shows of matches: matches linked to open streams (by fbId, our platform's
 * match id) with their names and scores from the sports feed, scores for rooms, and keyword search
 * over open streams by title, anchor and team.
 */
export function createLiveMatches(deps: { streams: Pick<LiveStreamService, 'list'>; feed: SportsFeedReader | null }) {
  const feed = () => {
    if (!deps.feed) throw new AppError('featureUnavailable', 'live.sportsUnavailable');
    return deps.feed;
  };
  const openStreams = async () => (await deps.streams.list(ALL_OPEN)).list;

  return {
    async scores(gameIds: readonly number[]) {
      const matches = await feed().matches([...new Set(gameIds)], 'en');
      return matches.map((m) => ({ gameId: m.id, scores: m.scores }));
    },

    async matchListFront(sportId: number | undefined, lang: string): Promise<LiveMatch[]> {
      const byFb = new Map<number, LiveStream[]>();
      for (const s of await openStreams()) if (s.fbId !== null) byFb.set(s.fbId, [...(byFb.get(s.fbId) ?? []), s]);
      if (byFb.size === 0) return [];
      const matches = await feed().matches([...byFb.keys()], feedLanguageOf(lang));
      return matches
        .filter((m) => sportId === undefined || m.sportId === sportId)
        .map((m): LiveMatch => {
          // The list is live first, so the first stream is the one to open.
          const streams = byFb.get(m.id) ?? [];
          const hasVideo = streams.some((s) => s.status === S.live);
          return {
            matchId: m.id,
            fbId: m.id,
            sportId: m.sportId,
            leagueName: m.leagueName,
            homeName: m.homeName,
            awayName: m.awayName,
            ms: m.ms,
            bt: m.bt,
            hasVideo,
            streamId: streams[0]!.id,
            scores: m.scores,
          };
        })
        .filter((m) => belongsInMatchList(m.ms, m.hasVideo))
        .sort((a, b) => Number(b.hasVideo) - Number(a.hasVideo) || a.bt - b.bt || a.matchId - b.matchId);
    },

    /** Open streams whose title, anchor or linked match's teams hold the keyword, live first. */
    async search(keyword: string, lang: string): Promise<LiveStream[]> {
      const needle = foldText(keyword);
      const streams = await openStreams();
      const matchIds = [...new Set(streams.flatMap((s) => (s.matchId === null ? [] : [s.matchId])))];
      let teams = new Map<number, FeedMatch>();
      if (matchIds.length > 0 && deps.feed) {
        // Without match data the search still finds titles and anchors.
        const found = await deps.feed.matches(matchIds, feedLanguageOf(lang)).catch(() => []);
        teams = new Map(found.map((m) => [m.id, m]));
      }
      const hits = (s: LiveStream) => {
        const m = s.matchId === null ? undefined : teams.get(s.matchId);
        return [s.title, s.presenterName, m?.homeName ?? '', m?.awayName ?? ''].some(
          (text) => text !== '' && foldText(text).includes(needle),
        );
      };
      return streams.filter(hits).slice(0, MAX_SEARCH_RESULTS);
    },
  };
}
export type LiveMatches = ReturnType<typeof createLiveMatches>;
