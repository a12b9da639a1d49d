import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsPaths } from './paths.js';

/** Bet history (spec §7): a member's orders with their legs, and sums per currency. */

const int = z.number().int();

export const betListBody = sportsBodyFields
  .extend({
    isSettled: z.boolean(),
    startTime: int.nullish(),
    endTime: int.nullish(),
    /** 1 placement time (default), 2 settlement time. */
    timeType: sportsInt.pipe(z.number().min(1).max(2)).nullish(),
    unsettledAllowTimeRange: z.boolean().nullish(),
    current: sportsInt.pipe(z.number().min(1).max(100_000)).nullish(),
    size: sportsInt
      .pipe(z.number().min(1))
      .transform((n) => Math.min(n, 100))
      .nullish(),
    matchTypes: z.array(sportsInt).max(5).nullish(),
    isCashout: z.boolean().nullish(),
  })
  .refine((b) => !b.isSettled || (b.startTime != null && b.endTime != null && b.startTime <= b.endTime), {
    message: 'startTime and endTime (startTime ≤ endTime) are required for settled bets',
    path: ['startTime'],
  });

/** A leg `ops[]` (§7); names in the request's language. */
export const orderLeg = z.object({
  sid: int,
  mid: int,
  mn: z.string(),
  lid: int,
  ln: z.string(),
  bt: int,
  pe: int,
  mty: int,
  mgn: z.string(),
  on: z.string(),
  onm: z.string(),
  ty: int,
  od: z.number(),
  bo: z.string(),
  of: int,
  li: z.string().optional(),
  re: z.string().optional(),
  mrid: int,
  ip: z.union([z.literal(0), z.literal(1)]),
  te: z.array(z.object({ na: z.string(), id: int })),
  rs: z.string().optional(),
  sr: int,
  cr: z.string().optional(),
  mtp: int,
  ms: int.optional(),
  scs: z.array(z.number()).optional(),
  bsc: z.string().optional(),
});

/** A cash-out of an order `crl[]` (§7). */
export const orderCashOut = z.object({
  id: z.string(),
  ct: int,
  cst: z.number(),
  cops: z.number(),
  st: int,
  oid: z.string(),
  cr: z.string().optional(),
});

/**
 * A reserved (automatic) cash-out of an order `rcool[]` (§7, §8 step 4): `cst` the stake it
 * cashes out, `cops` the target payout (once taken, st 4: what was paid), `unps` `cops` per 1 unit
 * of `cst`, `st` `reservedCashOutStatus`; ours: `fr` why it ended unpaid, `coid` the cash-out it made.
 */
export const reservedCashOut = z.object({
  id: z.string(),
  ct: int,
  cst: z.number(),
  cops: z.number(),
  st: int,
  unps: z.number(),
  oid: z.string(),
  fr: int.optional(),
  coid: z.string().optional(),
});

/** An order `records[]` (§7); money in major units. */
export const betOrder = z.object({
  id: z.string(),
  sert: z.union([z.literal(0), z.literal(1)]),
  st: int,
  sat: z.number(),
  us: z.number(),
  bt: z.string(),
  sv: int,
  al: int,
  ic: int,
  bn: int,
  oc: int,
  cte: int,
  stm: int.optional(),
  sa: z.number().optional(),
  ct: int.optional(),
  mt: int.optional(),
  uwl: z.string().optional(),
  mla: z.number(),
  mwa: z.number(),
  lwa: z.number(),
  co: z.union([z.literal(0), z.literal(1)]),
  cots: z.number(),
  cops: z.number(),
  coc: int,
  crl: z.array(orderCashOut),
  rcool: z.array(reservedCashOut),
  ab: z.boolean(),
  ss: z.boolean(),
  ep: int,
  rj: int.optional(),
  rjs: z.string().optional(),
  cid: int,
  exr: z.number(),
  rmk: z.string().optional(),
  ops: z.array(orderLeg),
});

/** Sums per currency `sts[]`: order count, stake, payout, user win/loss. */
export const betListSums = z.object({ cid: int, ct: int, sa: z.number(), pa: z.number(), cwl: z.number() });

export const betListPage = z.object({
  current: int,
  size: int,
  total: int,
  totalType: int,
  records: z.array(betOrder),
  sts: z.array(betListSums),
});

export const newBetList = defineSportsCall({
  path: sportsPaths.newBetList,
  body: betListBody,
  response: betListPage,
  auth: 'member',
});
/** The older path of the same family (§7); our choice: the same behaviour. */
export const betList = defineSportsCall({
  path: sportsPaths.betList,
  body: betListBody,
  response: betListPage,
  auth: 'member',
});

export type OrderLeg = z.infer<typeof orderLeg>;
export type BetOrder = z.infer<typeof betOrder>;
export type ReservedCashOut = z.infer<typeof reservedCashOut>;
export type BetListPage = z.infer<typeof betListPage>;
