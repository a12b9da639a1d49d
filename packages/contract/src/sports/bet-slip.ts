import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields, sportsInt } from './language.js';
import { sportsPaths } from './paths.js';
import { sportsOption } from './shapes.js';
import { MAX_SLIP_SELECTIONS } from './order-enums.js';

/** Betting (spec §6): the slip's refresh, singles, parlays and system bets, and acceptance status. */

const int = z.number().int();

/**
 * A money amount in the currency's major units (10.5 = ten and a half), as the client shows it;
 * at most two decimals, since the platform keeps minor units (1/100).
 */
export const sportsAmount = z
  .number()
  .positive()
  .max(1e11)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'at most two decimals' });

/** Our addition (other clients omit it): one key per intended placement, so a retry or a double click places once. */
export const sportsRequestKey = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .nullish();

/** `/v1/order/batchBetMatchMarketOfJumpLine` item (§6.2): note `type`, not `optionType`. */
export const jumpLineMarket = z.object({
  matchId: sportsInt.pipe(z.number().positive()),
  marketId: sportsInt.pipe(z.number().positive()),
  type: sportsInt,
  oddsType: sportsInt.nullish(),
});

export const jumpLineBody = sportsBodyFields.extend({
  betMatchMarketList: z.array(jumpLineMarket).min(1).max(MAX_SLIP_SELECTIONS),
  isSelectSeries: z.boolean().nullish(),
});

/**
 * One requested market now (§6.2): `ss` -1 closed carries only `mid` and `ss`; `omid` is the
 * market asked for when the line moved and `mid` the new one.
 */
export const jumpLineItem = z.object({
  mid: int,
  ss: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  op: sportsOption.optional(),
  smin: z.number().optional(),
  smax: z.number().optional(),
  au: z.union([z.literal(0), z.literal(1)]).optional(),
  ip: z.union([z.literal(0), z.literal(1)]).optional(),
  re: z.string().optional(),
  scs: z.array(z.number()).optional(),
  omid: int.optional(),
});

/** A parlay series on offer (§6.2): `sn` legs per sub-bet (0 full system), `in` sub-bets, `sodd` sum of their odds, stakes per sub-bet. */
export const seriesOffer = z.object({ sn: int, in: int.positive(), sodd: z.number(), mi: z.number(), mx: z.number() });

export const jumpLineData = z.object({
  bms: z.array(jumpLineItem),
  sos: z.array(seriesOffer).optional(),
  /** Most singles per singlePass call. */
  mon: int,
  /** Most legs in a parlay. */
  msl: int,
});

export const betMatchMarketOfJumpLine = defineSportsCall({
  path: sportsPaths.batchBetMatchMarketOfJumpLine,
  body: jumpLineBody,
  response: jumpLineData,
  auth: 'member',
});

/** A selection as placed (§6.3): `odds` always European; `oddsFormat` what the user saw (1 EU, 2 HK). `matchId` optional, used when given. */
export const betOption = z.object({
  marketId: sportsInt.pipe(z.number().positive()),
  optionType: sportsInt,
  odds: z.number().positive(),
  oddsFormat: sportsInt,
  matchId: sportsInt.pipe(z.number().positive()).nullish(),
});

const oddsChangeField = sportsInt.pipe(z.number().min(0).max(2)).nullish();

export const singleBet = z.object({
  unitStake: sportsAmount,
  oddsChange: oddsChangeField,
  betOptionList: z.array(betOption).length(1),
  relatedId: z.string().max(64).nullish(),
  thirdRemark: z.string().max(64).nullish(),
});

export const singlePassBody = sportsBodyFields.extend({
  singleBetList: z.array(singleBet).min(1).max(MAX_SLIP_SELECTIONS),
  deviceId: z.string().max(64).nullish(),
  requestKey: sportsRequestKey,
});

/** A placed order (§6.3): odds as strings. */
export const placedOrder = z.object({
  id: z.string(),
  st: int,
  ops: z.array(
    z.object({
      mid: z.string(),
      od: z.string(),
      of: int,
      bod: z.string(),
      tr: z.string().optional(),
      rid: z.string().optional(),
    }),
  ),
  /** Ours: an in-play order's acceptance delay (ms) while it waits it out, so the slip can count it down. */
  dl: int.nonnegative().optional(),
});

export const singlePass = defineSportsCall({
  path: sportsPaths.singlePass,
  body: singlePassBody,
  response: z.array(placedOrder),
  auth: 'member',
});

export const betMultipleData = z.object({
  /** Legs per sub-bet; 0 the full system (every fold 2…n). */
  seriesValue: sportsInt.pipe(z.number().min(0).max(MAX_SLIP_SELECTIONS)),
  /** Per sub-bet. */
  unitStake: sportsAmount,
  oddsChange: oddsChangeField,
  itemCount: sportsInt.nullish(),
  thirdRemark: z.string().max(64).nullish(),
  relatedId: z.string().max(64).nullish(),
});

export const betMultipleBody = sportsBodyFields.extend({
  betOptionList: z.array(betOption).min(2).max(MAX_SLIP_SELECTIONS),
  betMultipleData: z.array(betMultipleData).min(1).max(MAX_SLIP_SELECTIONS),
  deviceId: z.string().max(64).nullish(),
  relatedId: z.string().max(64).nullish(),
  requestKey: sportsRequestKey,
});

export const betMultiple = defineSportsCall({
  path: sportsPaths.betMultiple,
  body: betMultipleBody,
  response: z.array(placedOrder),
  auth: 'member',
});

export const stakeOrderStatusBody = sportsBodyFields.extend({
  orderIds: z
    .array(z.union([z.string().regex(/^\d{1,24}$/), int.nonnegative().transform(String)]))
    .min(1)
    .max(50),
});

/** `rj`/`rjs` only on rejected orders (a missing `rjs` reads as success). */
export const stakeOrderState = z.object({ oid: z.string(), st: int, rj: int.optional(), rjs: z.string().optional() });

export const getStakeOrderStatus = defineSportsCall({
  path: sportsPaths.getStakeOrderStatus,
  body: stakeOrderStatusBody,
  response: z.array(stakeOrderState),
  auth: 'member',
});

export type JumpLineItem = z.infer<typeof jumpLineItem>;
export type SeriesOffer = z.infer<typeof seriesOffer>;
export type PlacedOrder = z.infer<typeof placedOrder>;
export type StakeOrderState = z.infer<typeof stakeOrderState>;
