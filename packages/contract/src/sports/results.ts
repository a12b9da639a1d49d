import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsLeague, sportsScore, sportsTeam } from './shapes.js';
import { sportsPaths } from './paths.js';

const int = z.number().int();
const ids = z.array(sportsInt).max(500);

/** How far back results are answered (our choice); earlier kick-offs are cut from the range. */
export const RESULTS_KEEP_DAYS = 7;
/** `size` default and maximum of matchResultPage (our choice, as getList). */
export const RESULT_PAGE_MAX_SIZE = 50;

/** Result record (spec §3.6): an ended match with its final and per-period scores in `nsg`. */
export const sportsResultRecord = z.object({
  id: int,
  bt: int,
  /** Always 0 (ended, §5.3). */
  ms: int,
  fid: int.optional(),
  fmt: int.optional(),
  ne: z.union([z.literal(0), z.literal(1)]).optional(),
  sid: int,
  lg: sportsLeague,
  ts: z.tuple([sportsTeam, sportsTeam]),
  nsg: z.array(sportsScore),
});
export type SportsResultRecord = z.infer<typeof sportsResultRecord>;

const range = { beginTime: int.nullish(), endTime: int.nullish() };
const ordered = (b: { beginTime?: number | null; endTime?: number | null }) =>
  b.beginTime == null || b.endTime == null || b.beginTime <= b.endTime;

/** `/v1/match/matchResultList` (spec §3.6): kick-off range, default the last 24 hours. */
export const matchResultListBody = sportsBodyFields
  .extend({ sportId: sportsInt.nullish(), leagueIds: ids.nullish(), ...range })
  .refine(ordered, { message: 'beginTime after endTime', path: ['beginTime'] });

export const matchResultList = defineSportsCall({
  path: sportsPaths.matchResultList,
  body: matchResultListBody,
  response: z.array(sportsResultRecord),
  auth: 'guest',
});

/** `/v1/match/matchResultPage` (spec §3.6): `sportId` required unless `leagueIds`. */
export const matchResultPageBody = sportsBodyFields
  .extend({
    sportId: sportsInt.nullish(),
    leagueIds: ids.nullish(),
    ...range,
    current: sportsInt.pipe(z.number().min(1).max(100_000)).nullish(),
    size: sportsInt
      .pipe(z.number().min(1))
      .transform((n) => Math.min(n, RESULT_PAGE_MAX_SIZE))
      .nullish(),
    /** 0 kick-off (latest first), 1 league then kick-off. */
    orderBy: sportsInt.pipe(z.number().min(0).max(1)).nullish(),
    matchType: sportsInt.nullish(),
  })
  .refine((b) => b.sportId != null || (b.leagueIds != null && b.leagueIds.length > 0), {
    message: 'sportId or leagueIds is required',
    path: ['sportId'],
  })
  .refine(ordered, { message: 'beginTime after endTime', path: ['beginTime'] });

export const matchResultPageData = z.object({
  current: int.min(1),
  size: int.min(1),
  total: int.nonnegative(),
  lgs: z.array(z.object({ id: int, nm: z.string(), lg: sportsLeague.optional() })),
  records: z.array(sportsResultRecord),
});

export const matchResultPage = defineSportsCall({
  path: sportsPaths.matchResultPage,
  body: matchResultPageBody,
  response: matchResultPageData,
  auth: 'guest',
});

/** `/v1/match/matchResultInfo` (spec §3.6): one ended match, numeric string ids accepted. */
export const matchResultInfoBody = sportsBodyFields.extend({ matchId: sportsInt.pipe(z.number().positive()) });

/** Our choice: one result record whose `nsg` holds every period and score type recorded. */
export const matchResultInfo = defineSportsCall({
  path: sportsPaths.matchResultInfo,
  body: matchResultInfoBody,
  response: sportsResultRecord,
  auth: 'guest',
});
