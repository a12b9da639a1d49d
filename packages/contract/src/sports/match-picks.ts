import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsMatch } from './shapes.js';
import { sportsPaths } from './paths.js';

/** Most matches recommendMatchList answers, and its default (our choice). */
export const RECOMMEND_LIST_MAX_SIZE = 50;
export const RECOMMEND_LIST_DEFAULT_SIZE = 10;
/** Matches on the banner (our choice). */
export const BANNER_MATCH_COUNT = 6;

/**
 * `/v1/match/recommendMatchList` (spec §3.5): popular matches, live first then those kicking off
 * soonest; `random` (true or non-zero) shuffles them, the same way for the same call in the same minute.
 */
export const matchRecommendMatchListBody = sportsBodyFields.extend({
  size: sportsInt
    .pipe(z.number().min(1))
    .transform((n) => Math.min(n, RECOMMEND_LIST_MAX_SIZE))
    .nullish(),
  random: z.union([z.boolean(), sportsInt]).nullish(),
  sportId: sportsInt.nullish(),
  sortType: sportsInt.nullish(),
  oddsType: sportsInt.pipe(z.number().min(1).max(5)).nullish(),
  isPC: z.boolean().nullish(),
});

export const matchRecommendMatchList = defineSportsCall({
  path: sportsPaths.recommendMatchList,
  body: matchRecommendMatchListBody,
  response: z.array(sportsMatch),
  auth: 'guest',
});

/** `/v1/match/getBannerMatchList` (spec §3.8): `platform` is tolerated (`"pc"`, `"h5"`, 1, 2…). */
export const matchGetBannerMatchListBody = sportsBodyFields.extend({
  platform: z.union([z.string().max(16), sportsInt]).nullish(),
});

/** Banner matches: the top leagues' live matches, then their next kick-offs (our choice), list view. */
export const matchGetBannerMatchList = defineSportsCall({
  path: sportsPaths.getBannerMatchList,
  body: matchGetBannerMatchListBody,
  response: z.array(sportsMatch),
  auth: 'guest',
});
