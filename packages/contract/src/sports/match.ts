import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsMatch, sportsPhaseCount } from './shapes.js';
import { sportsPaths } from './paths.js';

const int = z.number().int();
const ids = z.array(sportsInt).max(500);

/** List groups `match_play_type` (spec §5.2). */
export const matchPlayType = {
  all: 0,
  live: 1,
  parlay: 2,
  today: 3,
  early: 4,
  lottery: 5,
  todayAndLive: 6,
  champion: 7,
  nonOutright: 8,
  todayAndEarly: 9,
} as const;

/** Groups statistical always answers in `sl` (spec §3.2). */
export const statisticalListTypes = [1, 2, 3, 4, 7, 8] as const;

/** `size` default and maximum of getList (spec §3.1). */
export const MATCH_LIST_MAX_SIZE = 50;

/** A `mty` + `pe` play; `period` absent = any period of the type. */
export const sportsMarketFilter = z.object({ marketType: sportsInt, period: sportsInt.nullish() });

export const matchGetListBody = sportsBodyFields
  .extend({
    type: sportsInt.pipe(z.number().min(0).max(9)).nullish(),
    matchIds: ids.nullish(),
    leagueId: sportsInt.nullish(),
    leagueIds: ids.nullish(),
    leaguePhases: z
      .array(z.object({ leagueId: sportsInt, phase: z.union([z.string(), int]) }))
      .max(500)
      .nullish(),
    sportId: sportsInt.nullish(),
    sportIds: ids.nullish(),
    /** `api_sport_type`: 1 ball sports, 2 e-sports; default [1]. */
    sportTypes: z.array(sportsInt).max(4).nullish(),
    beginTime: int.nullish(),
    endTime: int.nullish(),
    current: sportsInt.pipe(z.number().min(1).max(100_000)).nullish(),
    /** Larger pages are cut to the maximum rather than refused. */
    size: sportsInt
      .pipe(z.number().min(1))
      .transform((n) => Math.min(n, MATCH_LIST_MAX_SIZE))
      .nullish(),
    orderBy: sportsInt.pipe(z.number().min(0).max(1)).nullish(),
    isPC: z.boolean().nullish(),
    oddsType: sportsInt.pipe(z.number().min(1).max(5)).nullish(),
    marketTypes: z.array(sportsInt).max(4).nullish(),
    markets: z.array(sportsMarketFilter).max(50).nullish(),
  })
  .refine((b) => b.type != null || b.matchIds != null || b.leagueId != null, {
    message: 'one of type, matchIds, leagueId is required',
    path: ['type'],
  });

export const matchListPage = z.object({
  current: int.min(1),
  size: int.min(1),
  total: int.nonnegative(),
  pageTotal: int.nonnegative(),
  records: z.array(sportsMatch),
});

export const matchGetList = defineSportsCall({
  path: sportsPaths.getList,
  body: matchGetListBody,
  response: matchListPage,
  auth: 'guest',
});

export const matchStatisticalBody = sportsBodyFields.extend({
  sportTypes: z.array(sportsInt).max(4).nullish(),
  leagueId: sportsInt.nullish(),
  allLeague: z.boolean().nullish(),
  typeForLeagueStat: sportsInt.pipe(z.number().min(0).max(9)).nullish(),
  markets: z
    .array(
      z.object({
        id: z.string().max(64),
        markets: z.array(z.object({ marketType: sportsInt, period: sportsInt.nullish() })).max(50),
      }),
    )
    .max(20)
    .nullish(),
});

export const matchStatistics = z.object({
  tc: int.nonnegative(),
  sl: z.array(
    z.object({
      ty: int,
      des: z.string(),
      tc: int.nonnegative(),
      ssl: z.array(z.object({ sid: int, c: int.nonnegative() })),
    }),
  ),
  ht: int.nonnegative(),
  hls: z.array(
    z.object({
      id: int,
      na: z.string(),
      mt: int.nonnegative(),
      sid: int,
      lurl: z.string(),
      lt: int.nonnegative().optional(),
      ps: z.array(sportsPhaseCount),
    }),
  ),
  mts: z.array(z.object({ id: z.string(), sid: int, tps: z.array(z.object({ tp: int, mt: int.nonnegative() })) })),
});

export const matchStatistical = defineSportsCall({
  path: sportsPaths.statistical,
  body: matchStatisticalBody,
  response: matchStatistics,
  auth: 'guest',
});

export const matchGetMatchDetailBody = sportsBodyFields.extend({
  matchId: sportsInt.pipe(z.number().positive()),
  oddsType: sportsInt.pipe(z.number().min(1).max(5)).nullish(),
});

export const matchGetMatchDetail = defineSportsCall({
  path: sportsPaths.getMatchDetail,
  body: matchGetMatchDetailBody,
  response: sportsMatch,
  auth: 'guest',
});
