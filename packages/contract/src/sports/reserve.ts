import { z } from 'zod';
import { betOption, sportsAmount, sportsRequestKey } from './bet-slip.js';
import { orderLeg } from './bet-history.js';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsPaths } from './paths.js';

/** Reserve (pre-set odds) bets (spec §9): placed by the platform when the price reaches the target. */

const int = z.number().int();
const reserveId = z.union([z.string().regex(/^\d{1,24}$/), int.nonnegative().transform(String)]);

export const reserveBetParameterBody = sportsBodyFields.extend({
  matchId: sportsInt.pipe(z.number().positive()),
  marketId: sportsInt.pipe(z.number().positive()),
  optionType: sportsInt.nullish(),
});

/** Limits for a reservation (§9): stakes, `mly` max win basis, `mod` max reservable odds, `od` current, `scl` decimals. */
export const reserveBetParameter = z.object({
  mid: int,
  mis: z.number(),
  mms: z.number(),
  mly: z.number(),
  mod: z.number(),
  od: z.number(),
  scl: int,
  msf: int,
});

export const reserveGetBetParameter = defineSportsCall({
  path: sportsPaths.reserveGetBetParameter,
  body: reserveBetParameterBody,
  response: reserveBetParameter,
  auth: 'member',
});

export const reserveBetBody = sportsBodyFields.extend({
  unitStake: sportsAmount,
  /** One selection; `odds` is the target European price. */
  betOptionList: z.array(betOption).length(1),
  pay: sportsInt.nullish(),
  relatedId: z.string().max(64).nullish(),
  deviceId: z.string().max(64).nullish(),
  requestKey: sportsRequestKey,
});

export const reserveBet = defineSportsCall({
  path: sportsPaths.reserveBet,
  body: reserveBetBody,
  response: z.object({ id: z.string(), st: int }),
  auth: 'member',
});

/** Failed ones need a range, `"yyyy-MM-dd HH:mm:ss"` in UTC+8 (the only string timestamps of the contract). */
const listTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const reserveBetListBody = sportsBodyFields
  .extend({ isFailed: z.boolean(), startTime: listTime.nullish(), endTime: listTime.nullish() })
  .refine((b) => !b.isFailed || (b.startTime != null && b.endTime != null), {
    message: 'startTime and endTime are required for failed reservations',
    path: ['startTime'],
  });

/** A reservation (§9); `ops` leg keys as order legs. */
export const reserveOrder = z.object({
  id: z.string(),
  sat: z.number(),
  cte: int,
  rst: int,
  cid: int,
  p: int,
  fr: int.optional(),
  rid: z.string().optional(),
  /** Ours: the real order once the target was reached. */
  oid: z.string().optional(),
  ops: z.array(orderLeg.partial({ sr: true, rs: true, cr: true, ms: true, scs: true, bsc: true })),
});

export const reserveBetListData = z.object({
  ods: z.array(reserveOrder),
  sts: z.array(z.object({ cid: int, ct: int, sa: z.number(), mw: z.number() })),
});

export const reserveBetList = defineSportsCall({
  path: sportsPaths.reserveBetList,
  body: reserveBetListBody,
  response: reserveBetListData,
  auth: 'member',
});
export const newReserveBetList = defineSportsCall({
  path: sportsPaths.newReserveBetList,
  body: reserveBetListBody,
  response: reserveBetListData,
  auth: 'member',
});

export const reserveUpdate = defineSportsCall({
  path: sportsPaths.reserveUpdate,
  body: sportsBodyFields.extend({ reserveId, unitStake: sportsAmount, odds: z.number().positive() }),
  response: z.boolean(),
  auth: 'member',
});

export const reserveCancel = defineSportsCall({
  path: sportsPaths.reserveCancel,
  body: sportsBodyFields.extend({ reserveId }),
  response: z.boolean(),
  auth: 'member',
});

export const reserveStatusInfoByIds = defineSportsCall({
  path: sportsPaths.reserveStatusInfoByIds,
  body: sportsBodyFields.extend({ reserveIds: z.array(reserveId).min(1).max(50) }),
  response: z.array(reserveOrder),
  auth: 'member',
});

export type ReserveOrder = z.infer<typeof reserveOrder>;
export type ReserveBetParameter = z.infer<typeof reserveBetParameter>;
