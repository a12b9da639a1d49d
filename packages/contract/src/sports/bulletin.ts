import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsPaths } from './paths.js';

const int = z.number().int();

/** `size` default and maximum of listPage (our choice). */
export const BULLETIN_PAGE_MAX_SIZE = 50;
export const BULLETIN_PAGE_DEFAULT_SIZE = 10;
/** Pinned bulletins listTop answers at most (our choice). */
export const BULLETIN_TOP_MAX = 10;

/** Bulletin kinds `ty` (our choice): 1 platform notice, 2 match notice (has `sid`), 3 maintenance. */
export const bulletinKind = { platform: 1, match: 2, maintenance: 3 } as const;

/** A bulletin (spec §3.7): `pt` publish time in epoch ms; `id` a string; `ty`, `sid` and `top` ours. */
export const sportsBulletin = z.object({
  id: z.string(),
  ti: z.string(),
  co: z.string(),
  pt: int,
  ty: int,
  sid: int.optional(),
  top: z.boolean(),
});
export type SportsBulletin = z.infer<typeof sportsBulletin>;

/** `/v1/bulletin/listTop` (spec §3.7): pinned bulletins, latest first. */
export const bulletinListTop = defineSportsCall({
  path: sportsPaths.bulletinListTop,
  body: sportsBodyFields,
  response: z.array(sportsBulletin),
  auth: 'guest',
});

/** `orders`: 0 latest first (default), 1 oldest first (our choice). */
export const bulletinListPageBody = sportsBodyFields
  .extend({
    current: sportsInt.pipe(z.number().min(1).max(100_000)).nullish(),
    size: sportsInt
      .pipe(z.number().min(1))
      .transform((n) => Math.min(n, BULLETIN_PAGE_MAX_SIZE))
      .nullish(),
    sportId: sportsInt.nullish(),
    startTime: int.nullish(),
    endTime: int.nullish(),
    orders: sportsInt.pipe(z.number().min(0).max(1)).nullish(),
  })
  .refine((b) => b.startTime == null || b.endTime == null || b.startTime <= b.endTime, {
    message: 'startTime after endTime',
    path: ['startTime'],
  });

/** `totalType` (our choice): how many bulletins of the filtered set are of each kind. */
export const bulletinPage = z.object({
  current: int.min(1),
  size: int.min(1),
  total: int.nonnegative(),
  totalType: z.array(z.object({ ty: int, c: int.nonnegative() })),
  records: z.array(sportsBulletin),
});

export const bulletinListPage = defineSportsCall({
  path: sportsPaths.bulletinListPage,
  body: bulletinListPageBody,
  response: bulletinPage,
  auth: 'guest',
});
