import { z } from 'zod';
import { orderLeg, reservedCashOut } from './bet-history.js';
import { sportsAmount, sportsRequestKey } from './bet-slip.js';
import { defineSportsCall } from './call.js';
import { sportsBodyFields } from './language.js';
import { sportsPaths } from './paths.js';

/** Reserved (automatic) cash-outs (spec §8 step 4): taken by the platform once the value reaches a target. */

const id = z.union([z.string().regex(/^\d{1,24}$/), z.number().int().nonnegative().transform(String)]);

export const cashOutReserveBetBody = sportsBodyFields.extend({
  orderId: id,
  /** The part of the remaining stake to cash out. */
  cashOutStake: sportsAmount,
  /** The target payout for that stake: taken once the live value reaches it. */
  cashOutPayoutStake: sportsAmount,
  parlay: z.boolean().nullish(),
  deviceId: z.string().max(64).nullish(),
  requestKey: sportsRequestKey,
});

export const cashOutReserveBet = defineSportsCall({
  path: sportsPaths.cashOutReserveBet,
  body: cashOutReserveBetBody,
  response: reservedCashOut,
  auth: 'member',
});

export const cashOutReserveCancelBody = sportsBodyFields.extend({ reserveCashOutId: id });

export const cashOutReserveCancel = defineSportsCall({
  path: sportsPaths.cashOutReserveCancel,
  body: cashOutReserveCancelBody,
  response: z.boolean(),
  auth: 'member',
});

export const reserveCashOutStatusInfoByIdsBody = sportsBodyFields.extend({
  reserveCashOutIds: z.array(id).min(1).max(50),
});

/** A reserved cash-out with its order's legs (`ops`). */
export const reservedCashOutInfo = reservedCashOut.extend({ ops: z.array(orderLeg) });

export const reserveCashOutStatusInfoByIds = defineSportsCall({
  path: sportsPaths.reserveCashOutStatusInfoByIds,
  body: reserveCashOutStatusInfoByIdsBody,
  response: z.array(reservedCashOutInfo),
  auth: 'member',
});

export type ReservedCashOutInfo = z.infer<typeof reservedCashOutInfo>;
