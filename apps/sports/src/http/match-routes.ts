import {
  languageStaticList,
  matchCount,
  matchGetBannerMatchList,
  matchGetList,
  matchGetMatchDetail,
  matchGetOnSaleLeagues,
  matchQueryMatchByRecommend,
  matchRecommendMatchList,
  matchStatistical,
  MATCH_LIST_MAX_SIZE,
} from '@matchday/contract';
import type { SportsDataOf } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import { languagePack } from '../feed/language-pack.js';
import { select } from '../feed/match-list.js';
import { matchCounts, onSaleLeagues, searchMatches } from '../feed/match-menu.js';
import { bannerMatches, recommendedMatches } from '../feed/match-picks.js';
import { createListViews, MAIN_MARKETS, marketFilter, viewOf } from '../feed/match-views.js';
import type { Feed } from '../feed/feed.js';
import { registerCall } from './register-call.js';
import type { CallDeps } from './register-call.js';
import { statistics } from '../feed/statistics.js';
import { SportsFailure } from '../errors.js';

export interface MatchRouteServices extends CallDeps {
  feed: Feed;
  /** Seeds recommendMatchList's shuffle. */
  seed: number;
}

/** Distinct getList bodies whose last page is remembered. */
const MAX_WRITTEN_PAGES = 2000;
/** Matches a search answers without `size` (our choice; at most RECOMMEND_MAX_SIZE). */
const SEARCH_DEFAULT_SIZE = 20;

/** The match calls (spec §3.1–3.5, §3.8 banner) and the language pack, all read from the shared feed. */
export const matchRoutes: FastifyPluginAsync<MatchRouteServices> = async (app, services) => {
  const { feed } = services;
  const lists = createListViews(feed);
  type ListPage = SportsDataOf<typeof matchGetList>;
  /** The last page written per body: the same views (by identity) and counts give the same JSON string. */
  let written = new Map<string, { head: string; records: readonly unknown[]; json: string }>();
  const listJson = ({ records, ...page }: ListPage, key: string): string => {
    const head = `{"current":${page.current},"size":${page.size},"total":${page.total},"pageTotal":${page.pageTotal},"records":[`;
    const last = written.get(key);
    if (
      last &&
      last.head === head &&
      last.records.length === records.length &&
      records.every((r, i) => r === last.records[i])
    )
      return last.json;
    const json = `${head}${records.map((r) => lists.json(r)).join(',')}]}`;
    if (written.size >= MAX_WRITTEN_PAGES) written = new Map();
    written.set(key, { head, records, json });
    return json;
  };

  // Polled every 4–5 s by every open list: answers are shared within the second (bench/feed.ts).
  registerCall(
    app,
    services,
    matchGetList,
    (body, { lang, now }) => {
      const snap = feed.snapshot(now);
      const entries = select(lists.entries(snap), body, now);
      const size = body.size ?? MATCH_LIST_MAX_SIZE;
      const current = body.current ?? 1;
      const filter = marketFilter(body);
      const records = entries.slice((current - 1) * size, current * size).map((e) => lists.view(snap, e, lang, filter));
      return { current, size, total: entries.length, pageTotal: Math.ceil(entries.length / size), records };
    },
    { sharedWithinSecond: true, serialize: listJson },
  );

  registerCall(app, services, matchStatistical, (body, { lang, now }) => statistics(feed.snapshot(now), body, lang));

  registerCall(app, services, matchGetMatchDetail, (body, { lang, now }) => {
    const snap = feed.snapshot(now);
    const fixture = snap.fixture(body.matchId);
    if (fixture) return viewOf(feed, snap, { kind: 'match', fixture, status: snap.statusOf(fixture) }, lang, 'all');
    const event = snap.outright(body.matchId);
    if (event) return viewOf(feed, snap, { kind: 'outright', event }, lang, 'all');
    throw new SportsFailure('dataNotFound');
  });

  registerCall(app, services, languageStaticList, () => languagePack());

  registerCall(app, services, matchGetOnSaleLeagues, (body, { lang, now }) =>
    onSaleLeagues(feed.snapshot(now), body, lang),
  );

  registerCall(app, services, matchCount, (body, { now }) => matchCounts(feed.snapshot(now), body));

  registerCall(app, services, matchQueryMatchByRecommend, (body, { lang, now }) => {
    const snap = feed.snapshot(now);
    return searchMatches(snap, body.recommend)
      .slice(0, body.size ?? SEARCH_DEFAULT_SIZE)
      .map((e) => viewOf(feed, snap, e, lang, MAIN_MARKETS));
  });

  registerCall(app, services, matchRecommendMatchList, (body, { lang, now }) => {
    const snap = feed.snapshot(now);
    return recommendedMatches(snap, body, services.seed).map((e) => viewOf(feed, snap, e, lang, MAIN_MARKETS));
  });

  registerCall(app, services, matchGetBannerMatchList, (_body, { lang, now }) => {
    const snap = feed.snapshot(now);
    return bannerMatches(snap).map((e) => viewOf(feed, snap, e, lang, MAIN_MARKETS));
  });
};
