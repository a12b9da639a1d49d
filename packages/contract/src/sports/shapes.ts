import { z } from 'zod';

/** Shapes of the sports platform's match data (spec §4), named as the spec names them. */

const int = z.number().int();

/** Option `op[k]` (§4.4): `od` European decimal, negative = locked. */
export const sportsOption = z.object({
  na: z.string(),
  nm: z.string(),
  ty: int,
  od: z.number(),
  bod: z.number().optional(),
  odt: int.optional(),
  li: z.string().optional(),
  /** Team id on outright and player-prop options. */
  tid: int.optional(),
  otcm: int.optional(),
  oid: z.string().optional(),
});
export type OptionPrice = z.infer<typeof sportsOption>;

/** Market line `mks[j]` (§4.3): `ss` 1 open, 0 suspended, -1 not open; `id` is the `marketId`. */
export const sportsMarketLine = z.object({
  id: int,
  ss: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  au: z.union([z.literal(0), z.literal(1)]),
  mbl: z.union([z.literal(0), z.literal(1)]).optional(),
  li: z.string().optional(),
  op: z.array(sportsOption),
});
export type MarketLine = z.infer<typeof sportsMarketLine>;

/** Market group `mg[i]` (§4.3): `mty` + `pe` identify a play. */
export const sportsMarketGroup = z.object({
  mty: int,
  pe: int,
  nm: z.string(),
  tps: z.array(z.string()),
  mks: z.array(sportsMarketLine),
  dl: int.optional(),
});
export type MarketGroup = z.infer<typeof sportsMarketGroup>;

/** Live clock `mc` (§4.5). */
export const sportsClock = z.object({
  s: int.nonnegative(),
  r: z.boolean(),
  tp: z.union([z.literal(1), z.literal(2)]),
  pe: int,
  tu: z.union([z.literal(1), z.literal(2)]),
  itd: int,
});
export type Clock = z.infer<typeof sportsClock>;

/** A score entry of `nsg` (§4.7): market-period code, score type, `[home, away]`. */
export const sportsScore = z.object({ pe: int, tyg: int, sc: z.tuple([z.number(), z.number()]) });
export type ScoreEntry = z.infer<typeof sportsScore>;

/** Sport-specific scoreboard `sb` (§4.6). */
export const sportsScoreboard = z.object({
  ihs: int.optional(),
  ias: int.optional(),
  rp: int.optional(),
  rd: int.optional(),
  ry: int.optional(),
  sv: int.optional(),
  srr: int.optional(),
  bs: int.optional(),
  bb: int.optional(),
  bo: int.optional(),
  bbs: z
    .string()
    .regex(/^[01]{3}$/)
    .optional(),
  hhs: int.optional(),
  has: int.optional(),
  co: int.optional(),
  cd: int.optional(),
});
export type Scoreboard = z.infer<typeof sportsScoreboard>;

/** Count per league phase (`ps`, §3.2, §3.3). */
export const sportsPhaseCount = z.object({ ph: z.union([z.string(), int]), num: int.nonnegative(), nm: z.string() });

/** League `lg` (§4.2); `mt` and `ps` only in getOnSaleLeagues. */
export const sportsLeague = z.object({
  id: int,
  na: z.string(),
  or: int,
  lurl: z.string(),
  sid: int,
  rid: int,
  rnm: z.string(),
  rlg: z.string(),
  hot: z.boolean(),
  slid: int,
  mt: int.optional(),
  ps: z.array(sportsPhaseCount).optional(),
});
export type SportsLeague = z.infer<typeof sportsLeague>;

/** Team `ts[i]` (§4.2). */
export const sportsTeam = z.object({ id: int, na: z.string(), lurl: z.string(), host: z.boolean().optional() });
export type SportsTeam = z.infer<typeof sportsTeam>;

/** Video `vs` (§4.1); `have` says whether a stream exists. */
export const sportsVideo = z.object({
  web: z.string().optional(),
  m3u8SD: z.string().optional(),
  m3u8HD: z.string().optional(),
  flvSD: z.string().optional(),
  flvHD: z.string().optional(),
  have: z.boolean(),
});

/** Match (§4.1): list item, detail and search result; outrights have `ty` 1 and no teams. */
export const sportsMatch = z.object({
  id: int,
  sid: int,
  /** `match_type` (§5.10): 1 outright, 2 regular. */
  ty: int.min(1).max(5),
  nm: z.string(),
  bt: int,
  /** Match status (§5.3): 0 ended, 4 not started, 5 in play, 8 paused... */
  ms: int.min(0).max(8),
  /** Match sale status: 1 on sale, 2 paused. */
  ss: z.union([z.literal(1), z.literal(2)]),
  lg: sportsLeague,
  ts: z.array(sportsTeam).max(2),
  mc: sportsClock.optional(),
  nsg: z.array(sportsScore),
  mg: z.array(sportsMarketGroup),
  tms: int.nonnegative(),
  tps: z.array(z.string()),
  as: z.array(z.string()),
  vs: sportsVideo.optional(),
  fid: int.optional(),
  fmt: int.optional(),
  ne: z.union([z.literal(0), z.literal(1)]).optional(),
  ssi: z.union([z.literal(1), z.literal(2)]).optional(),
  mp: z.string().optional(),
  smt: int.optional(),
  ye: z.string().optional(),
  sb: sportsScoreboard.optional(),
  /** `in_play_enum`: 1 in-play markets may be offered (our choice: top level). */
  pl: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type SportsMatch = z.infer<typeof sportsMatch>;
