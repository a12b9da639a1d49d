import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsMarketFilter } from './match.js';
import { sportsLeague, sportsMatch, sportsPhaseCount } from './shapes.js';
import { sportsPaths } from './paths.js';

const int = z.number().int();
const ids = z.array(sportsInt).max(500);
const playType = sportsInt.pipe(z.number().min(0).max(9));

/**
 * `/v1/match/getOnSaleLeagues` (spec §3.3): `type` may be a numeric string; `sportId` or
 * `sportIds` is required (our choice: otherwise code 5); the other list fields are tolerated.
 */
export const matchGetOnSaleLeaguesBody = sportsBodyFields
  .extend({
    type: playType.nullish(),
    sportId: sportsInt.nullish(),
    sportIds: ids.nullish(),
    sportTypes: z.array(sportsInt).max(4).nullish(),
    oddsType: sportsInt.nullish(),
    markets: z.array(sportsMarketFilter).max(50).nullish(),
    current: sportsInt.nullish(),
    isPC: z.boolean().nullish(),
    orderBy: sportsInt.nullish(),
  })
  .refine((b) => b.sportId != null || (b.sportIds != null && b.sportIds.length > 0), {
    message: 'sportId or sportIds is required',
    path: ['sportId'],
  });

/** A league on sale: `mt` matches on sale and `ps` counts per phase are always present here. */
export const sportsLeagueOnSale = sportsLeague.extend({ mt: int.positive(), ps: z.array(sportsPhaseCount) });

export const matchGetOnSaleLeagues = defineSportsCall({
  path: sportsPaths.getOnSaleLeagues,
  body: matchGetOnSaleLeaguesBody,
  response: z.array(sportsLeagueOnSale),
  auth: 'guest',
});

/** `days` of matchCount (spec §3.5): 1–30, default 7. */
export const MATCH_COUNT_DEFAULT_DAYS = 7;

/** `/v1/match/matchCount` (spec §3.5): `timeZone` like `GMT+8`, `UTC-04:00` or `+7`; otherwise days are cut in GMT-4. */
export const matchCountBody = sportsBodyFields.extend({
  sportId: sportsInt,
  days: sportsInt.pipe(z.number().min(1).max(30)).nullish(),
  markets: z.array(sportsMarketFilter).max(50).nullish(),
  timeZone: z.string().max(64).nullish(),
});

const dayCount = z.object({ bt: int, c: int.nonnegative() });

/** `{d, dl:[{bt, c}], o}`: the `d` days after today, and `o` for the matches beyond them (our choice: one `{bt, c}`). */
export const matchCounts = z.object({ d: int.min(1), dl: z.array(dayCount), o: dayCount });

export const matchCount = defineSportsCall({
  path: sportsPaths.matchCount,
  body: matchCountBody,
  response: matchCounts,
  auth: 'guest',
});

/** Most matches a search answers (our choice). */
export const RECOMMEND_MAX_SIZE = 50;

/** `/v1/match/queryMatchByRecommend` (spec §3.5): `recommend` is matched against team and league names in every language. */
export const matchQueryByRecommendBody = sportsBodyFields.extend({
  recommend: z.string().trim().min(1).max(64),
  oddsType: sportsInt.nullish(),
  size: sportsInt
    .pipe(z.number().min(1))
    .transform((n) => Math.min(n, RECOMMEND_MAX_SIZE))
    .nullish(),
  random: z.union([z.boolean(), sportsInt]).nullish(),
  isPC: z.boolean().nullish(),
  sortType: sportsInt.nullish(),
  orderBy: sportsInt.nullish(),
});

export const matchQueryMatchByRecommend = defineSportsCall({
  path: sportsPaths.queryMatchByRecommend,
  body: matchQueryByRecommendBody,
  response: z.array(sportsMatch),
  auth: 'guest',
});
