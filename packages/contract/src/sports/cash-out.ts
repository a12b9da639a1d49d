import { z } from 'zod';
import { sportsAmount, sportsRequestKey } from './bet-slip.js';
import { defineSportsCall } from './call.js';
import { sportsBodyFields } from './language.js';
import { sportsPaths } from './paths.js';

/** Cash-out (spec §8): a live price per unit of stake, and taking it. */

const int = z.number().int();
const orderId = z.union([z.string().regex(/^\d{1,24}$/), int.nonnegative().transform(String)]);

export const cashOutPriceBody = sportsBodyFields.extend({ orderIds: z.array(orderId).min(1).max(50) });

/**
 * A quote (§8): `amt` pays per 1 unit of stake (0 or absent = unavailable right now), `st` the
 * quote status (0 offered; 2 refused), `smis`/`pmis` the least partial stake (single/parlay).
 */
export const cashOutQuote = z.object({
  oid: z.string(),
  amt: z.number().optional(),
  st: int,
  smis: z.number().optional(),
  pmis: z.number().optional(),
  rcs: z.string().optional(),
});

export const cashOutPriceData = z.object({ mxc: int, pr: z.array(cashOutQuote) });

export const cashOutPrice = defineSportsCall({
  path: sportsPaths.cashOutPrice,
  body: cashOutPriceBody,
  response: cashOutPriceData,
  auth: 'member',
});

export const cashOutBetBody = sportsBodyFields.extend({
  orderId,
  /** The part of the remaining stake cashed out. */
  cashOutStake: sportsAmount,
  /** The quoted `amt` the member accepted. */
  unitCashOutPayoutStake: z.number().positive(),
  /** True: any new price is fine; false: only within the platform's tolerance (README). */
  acceptOddsChange: z.boolean().nullish(),
  parlay: z.boolean().nullish(),
  deviceId: z.string().max(64).nullish(),
  requestKey: sportsRequestKey,
});

/** `st` 0 created or 1 confirming per the spec; ours pays at once and answers 4 accepted. */
export const cashOutBetData = z.object({ id: z.string(), st: int, cops: z.number().optional() });

export const cashOutBet = defineSportsCall({
  path: sportsPaths.cashOutBet,
  body: cashOutBetBody,
  response: cashOutBetData,
  auth: 'member',
});

export const cashOutsByIdsBody = sportsBodyFields.extend({ ids: z.array(orderId).min(1).max(50) });

/** Long camelCase names, unlike the rest (§8). */
export const cashOutRecord = z.object({
  id: z.string(),
  createTime: int,
  cashOutStake: z.number(),
  cashOutPayoutStake: z.number(),
  cashOutProfitStake: z.number(),
  orderStatus: int,
  cancelTime: int.nullable(),
  remark: z.string().nullable(),
  cancelReasonCode: int.nullable(),
  cancelCashOutAmountTo: z.number().nullable(),
  orderId: z.string(),
  currencyId: int,
  exchangeRate: z.number(),
});

export const getCashOutsByIds = defineSportsCall({
  path: sportsPaths.getCashOutsByIds,
  body: cashOutsByIdsBody,
  response: z.array(cashOutRecord),
  auth: 'member',
});

export type CashOutQuote = z.infer<typeof cashOutQuote>;
export type CashOutRecord = z.infer<typeof cashOutRecord>;
