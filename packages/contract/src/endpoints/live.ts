import { z } from 'zod';
import { emptyBody, idParam, pageOf } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { amountMinorField, idempotencyKeyField } from '../fields.js';

const live = '/api/live';
const paging = { pageNum: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(999).default(20) };
const streamId = z.object({ id: z.number().int().positive() });

/**
 * A live stream (spec §3 "Live state") as every viewer sees it: never its key. `flvUrl` (HTTP-FLV;
 * the same path over ws:// or wss:// is WS-FLV) and `hlsUrl` are set while it is live (`streamStatusCodes.live`).
 * Relative URLs are on the app's own origin.
 */
export const stream = z.object({
  id: z.number().int(),
  presenterId: z.number().int(),
  presenterName: z.string(),
  title: z.string(),
  coverTagId: z.number().int().nullable(),
  status: z.number().int().min(0).max(4),
  sportId: z.number().int().nullable(),
  matchId: z.number().int().nullable(),
  fbId: z.number().int().nullable(),
  flvUrl: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  /** Players connected right now. */
  viewers: z.number().int().nonnegative(),
  scheduledAt: z.number().int().nullable(),
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  isFee: z.boolean(),
});
export type LiveStream = z.infer<typeof stream>;

/** Where the owner (or a super admin) publishes: OBS takes `server` and `streamKey`; ffmpeg takes `publishUrl`. Secret. */
export const streamIngest = z.object({
  server: z.string(),
  streamKey: z.string(),
  publishUrl: z.string(),
});

/** A stream with its ingest, answered only to its anchor and super admins. */
export const ownStream = stream.extend({ ingest: streamIngest });

/** What `room:{streamId}` pushes and getStreamStatus answers. */
export const streamStatus = z.object({ id: z.number().int(), status: z.number().int(), viewers: z.number().int() });

/** Cover tags an anchor picks from; names come from the message pack (`live.coverTag.{code}`). */
export const liveCoverTags = [
  { id: 1, code: 'football', color: '#2e7d32' },
  { id: 2, code: 'basketball', color: '#ef6c00' },
  { id: 3, code: 'esports', color: '#6a1b9a' },
  { id: 4, code: 'tennis', color: '#9e9d24' },
  { id: 5, code: 'tips', color: '#c62828' },
  { id: 6, code: 'chat', color: '#1565c0' },
] as const;

/** How far ahead a stream may be booked. */
export const STREAM_BOOKING_WINDOW_MS = 30 * 24 * 3600 * 1000;

const title = z
  .string()
  .trim()
  .min(1, { message: 'validation.streamTitle.length' })
  .max(60, { message: 'validation.streamTitle.length' });
const streamInput = {
  coverTagId: z
    .number()
    .int()
    .refine((id) => liveCoverTags.some((t) => t.id === id), { message: 'validation.coverTag.unknown' })
    .nullable()
    .optional(),
  /** Stored in a 32-bit column. */
  sportId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  matchId: z.number().int().positive().nullable().optional(),
  fbId: z.number().int().positive().nullable().optional(),
  /** Epoch ms of a booked start (status 0); null or absent: ready to go live now (status 1). */
  scheduledAt: z
    .number()
    .int()
    .refine((at) => at > Date.now() && at <= Date.now() + STREAM_BOOKING_WINDOW_MS, {
      message: 'validation.scheduledAt.range',
    })
    .nullable()
    .optional(),
  feeAmount: amountMinorField.nullable().optional(),
};

export const liveStreamSave = defineEndpoint({
  id: 'live.stream.save',
  method: 'POST',
  path: `${live}/stream/save`,
  access: 'anchor',
  summary: 'Create a stream; answers it with the RTMP ingest and its secret key.',
  body: emptyBody.extend({ title, ...streamInput }),
  response: ownStream,
});

export const liveStreamList = defineEndpoint({
  id: 'live.stream.list',
  method: 'POST',
  path: `${live}/stream/list`,
  access: 'visitor',
  summary: 'Open streams, live first (spec §4); with presenterId, all of that anchor’s streams.',
  body: emptyBody.extend({ presenterId: z.number().int().positive().optional(), ...paging }),
  response: pageOf(stream),
});

export const liveStreamStop = defineEndpoint({
  id: 'live.stream.stop',
  method: 'POST',
  path: `${live}/stream/stop`,
  access: 'anchor',
  summary: 'End a stream (status 3): a live publisher is cut off and its key stops working.',
  body: emptyBody.extend(streamId.shape),
  response: ownStream,
});

export const liveStreamUpdate = defineEndpoint({
  id: 'live.stream.update',
  method: 'POST',
  path: `${live}/stream/update`,
  access: 'anchor',
  summary: 'Change a stream’s title, cover tag, linked match or booked start; rotateKey issues a new secret key.',
  body: emptyBody.extend({
    id: z.number().int().positive(),
    title: title.optional(),
    ...streamInput,
    rotateKey: z.boolean().optional(),
  }),
  response: ownStream,
});

export const liveStreamCancel = defineEndpoint({
  id: 'live.stream.cancel',
  method: 'POST',
  path: `${live}/stream/cancel`,
  access: 'anchor',
  summary: 'Cancel a stream that is not live (status 4); its key stops working.',
  body: emptyBody.extend(streamId.shape),
  response: ownStream,
});

export const liveStreamReserveList = defineEndpoint({
  id: 'live.stream.reserveList',
  method: 'POST',
  path: `${live}/stream/reserveList`,
  access: 'visitor',
  summary: 'Booked (scheduled) streams still to come, soonest first, optionally of one anchor.',
  body: emptyBody.extend({ presenterId: z.number().int().positive().optional(), ...paging }),
  response: pageOf(stream),
});

export const liveStreamGetStreamStatus = defineEndpoint({
  id: 'live.stream.getStreamStatus',
  method: 'POST',
  path: `${live}/stream/getStreamStatus`,
  access: 'visitor',
  summary: 'Status and viewer count of a stream.',
  body: emptyBody.extend(streamId.shape),
  response: streamStatus,
});

export const liveStreamGetInfo = defineEndpoint({
  id: 'live.stream.getInfo',
  method: 'GET',
  path: `${live}/stream/getInfo/:id`,
  access: 'visitor',
  summary: 'One stream with its playback URLs; its ingest only for its anchor and super admins (else null).',
  params: z.object({ id: idParam }),
  response: stream.extend({ ingest: streamIngest.nullable() }),
});

export const liveStreamCountReserve = defineEndpoint({
  id: 'live.stream.countReserve',
  method: 'GET',
  path: `${live}/stream/countReserve/:id`,
  access: 'visitor',
  summary: 'How many booked streams an anchor (id = presenter id) has still to come.',
  params: z.object({ id: idParam }),
  response: z.object({ count: z.number().int() }),
});

/** A match offered to anchors and viewers with its live video sources (attached by fbId). */
export const liveMatch = z.object({
  matchId: z.number().int(),
  fbId: z.number().int(),
  sportId: z.number().int(),
  leagueName: z.string(),
  homeName: z.string(),
  awayName: z.string(),
  ms: z.number().int(),
  bt: z.number().int(),
  /** A stream of this match is live (its video source). */
  hasVideo: z.boolean(),
  /** The room to open: the live stream of the match, else its soonest open one. */
  streamId: z.number().int(),
  /** "home:away" per score entry, as liveMatchScore answers. */
  scores: z.array(z.string()),
});
export type LiveMatch = z.infer<typeof liveMatch>;

export const liveVideoMatchListFront = defineEndpoint({
  id: 'live.video.matchListFront',
  method: 'POST',
  path: `${live}/video/matchListFront`,
  access: 'visitor',
  summary: 'Matches with live anchors or video, for the live list.',
  body: emptyBody.extend({ sportId: z.number().int().positive().optional() }),
  response: z.array(liveMatch),
});

export const liveVideoVideoList = defineEndpoint({
  id: 'live.video.videoList',
  method: 'GET',
  path: `${live}/video/videoList`,
  access: 'visitor',
  summary: 'Live video sources by match fbId.',
  response: z.array(
    z.object({
      fbId: z.number().int(),
      flvUrl: z.string().nullable(),
      hlsUrl: z.string().nullable(),
      streamId: z.number().int().nullable(),
    }),
  ),
});

export const liveVideoQueryKeyWordByName = defineEndpoint({
  id: 'live.video.queryKeyWordByName',
  method: 'GET',
  path: `${live}/video/queryKeyWordByName`,
  access: 'visitor',
  summary: 'Search streams by anchor name, title or team.',
  query: z.object({ keyWord: z.string().trim().min(1).max(50) }),
  response: z.array(stream),
});

export const liveVideoQueryCustomerLineSwitch = defineEndpoint({
  id: 'live.video.queryCustomerLineSwitch',
  method: 'GET',
  path: `${live}/video/queryCustomerLineSwitch`,
  access: 'visitor',
  summary: 'Which playback line (flv or hls) the operator prefers (the web client does not read it).',
  response: z.object({ line: z.enum(['flv', 'hls']) }),
});

/** How big a gift's animation is: 1 small (a corner), 2 medium, 3 full-screen, 4 full-screen with a banner. */
export const giftTiers = [1, 2, 3, 4] as const;

/** A catalogue gift priced in the caller's currency (integer minor units); `animation` names the web's own CSS/SVG animation. */
export const gift = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  animation: z.string(),
  tier: z.number().int().min(1).max(4),
  sort: z.number().int(),
});
export type Gift = z.infer<typeof gift>;

export const liveGiftList = defineEndpoint({
  id: 'live.gift.list',
  method: 'POST',
  path: `${live}/gift/list`,
  access: 'visitor',
  summary:
    'The gift catalogue: names in the caller’s language, prices in the member’s currency (visitors: the site’s).',
  body: emptyBody,
  response: z.array(gift),
});

/** One gift sent, as its sender sees it; `balance` is the sender's wallet right after. */
export const giftSent = z.object({
  id: z.number().int(),
  streamId: z.number().int(),
  giftId: z.number().int(),
  count: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  balance: z.number().int(),
  createdAt: z.number().int(),
});
export type GiftSent = z.infer<typeof giftSent>;

/**
 * What `room:{streamId}` pushes when a gift is sent: `from` is the sender's nickname, or their
 * user name masked (spec §9 generic mask) when they have none.
 */
export const giftEvent = z.object({
  id: z.number().int(),
  streamId: z.number().int(),
  from: z.string(),
  giftId: z.number().int(),
  count: z.number().int(),
  animation: z.string(),
  tier: z.number().int(),
  at: z.number().int(),
});

/** Most of one gift a single send may carry. */
export const MAX_GIFT_COUNT = 999;

export const liveGiftProfitSave = defineEndpoint({
  id: 'live.gift.profit.save',
  method: 'POST',
  path: `${live}/gift/profit/save`,
  access: 'member',
  summary:
    'Send a gift in a live room: the sender pays price × count, the anchor gets their share; a retry with the same requestKey pays once.',
  body: emptyBody.extend({
    streamId: z.number().int().positive(),
    giftId: z.number().int().positive(),
    count: z.number().int().min(1).max(MAX_GIFT_COUNT),
    requestKey: idempotencyKeyField,
  }),
  response: giftSent,
});

/**
 * Whose gifts and when: an anchor sees their own (presenterId absent or their id), a super admin
 * any anchor's or, without presenterId, everyone's. Times are epoch ms, both ends included; days
 * are cut at `utcOffsetMinutes` (the caller's clock, default UTC).
 */
const profitFilter = {
  presenterId: z.number().int().positive().optional(),
  streamId: z.number().int().positive().optional(),
  beginTime: z.number().int().nonnegative().optional(),
  endTime: z.number().int().nonnegative().optional(),
};

/** Gifts one anchor received in one stream on one day, in one currency (minor units). */
export const giftProfitRow = z.object({
  day: z.string(),
  presenterId: z.number().int(),
  streamId: z.number().int(),
  streamTitle: z.string(),
  currency: z.string(),
  gifts: z.number().int(),
  count: z.number().int(),
  amount: z.number().int(),
  anchorShare: z.number().int(),
});
export type GiftProfitRow = z.infer<typeof giftProfitRow>;

export const liveGiftProfitList = defineEndpoint({
  id: 'live.gift.profit.list',
  method: 'POST',
  path: `${live}/gift/profit/list`,
  access: 'anchor',
  summary: 'Gift profit per day and stream, newest day first: what viewers paid and the anchor’s share, per currency.',
  body: emptyBody.extend({
    ...profitFilter,
    utcOffsetMinutes: z.number().int().min(-720).max(840).default(0),
    ...paging,
  }),
  response: pageOf(giftProfitRow),
});

export const liveGiftProfitSum = defineEndpoint({
  id: 'live.gift.profit.sum',
  method: 'POST',
  path: `${live}/gift/profit/sum`,
  access: 'anchor',
  summary: 'Gift profit totals per currency over the same filter as the list.',
  body: emptyBody.extend(profitFilter),
  response: z.array(
    z.object({
      currency: z.string(),
      gifts: z.number().int(),
      count: z.number().int(),
      amount: z.number().int(),
      anchorShare: z.number().int(),
    }),
  ),
});

export const liveCoverTagList = defineEndpoint({
  id: 'live.cover.tag.list',
  method: 'POST',
  path: `${live}/cover/tag/list`,
  access: 'visitor',
  summary: 'Cover tags an anchor can pick for a stream.',
  body: emptyBody,
  response: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
});

/**
 * A bet an anchor recommends to the room (viewers open it in their bet slip). `marketId` is the
 * market line (`mks[].id`), `optionType` its option (`op[].ty`), `odds` the platform's European
 * price when it was pushed; the names are kept as they read then, in the anchor's language.
 * `followers`: distinct members who followed it with a bet of their own (`follow/order/save`).
 */
export const pushOrder = z.object({
  id: z.number().int(),
  streamId: z.number().int(),
  presenterId: z.number().int(),
  sportId: z.number().int(),
  matchId: z.number().int(),
  marketId: z.number().int(),
  optionType: z.number().int(),
  odds: z.number(),
  matchName: z.string(),
  marketName: z.string(),
  optionName: z.string(),
  note: z.string(),
  createdAt: z.number().int(),
  followers: z.number().int(),
});
export type PushOrder = z.infer<typeof pushOrder>;

/** Most recommended bets one stream may carry. */
export const MAX_PUSH_ORDERS_PER_STREAM = 100;

export const livePushOrderSave = defineEndpoint({
  id: 'live.push.order.save',
  method: 'POST',
  path: `${live}/push/order/save`,
  access: 'anchor',
  summary: "Recommend a bet to the room of one of the caller's live streams; pushed as `room:{streamId}` `pushOrder`.",
  body: emptyBody.extend({
    streamId: z.number().int().positive(),
    matchId: z.number().int().positive(),
    marketId: z.number().int().positive(),
    optionType: z.number().int(),
    odds: z.number().positive(),
    note: z.string().trim().max(200).default(''),
  }),
  response: pushOrder,
});

export const livePushOrderList = defineEndpoint({
  id: 'live.push.order.list',
  method: 'POST',
  path: `${live}/push/order/list`,
  access: 'anchor',
  summary: 'Bets the calling anchor recommended (a super admin: everyone’s), newest first, optionally of one stream.',
  body: emptyBody.extend({ streamId: z.number().int().positive().optional(), ...paging }),
  response: pageOf(pushOrder),
});

export const livePushOrderList2 = defineEndpoint({
  id: 'live.push.order.list2',
  method: 'POST',
  path: `${live}/push/order/list2`,
  access: 'visitor',
  summary: "A room's recommended bets, newest first.",
  body: emptyBody.extend({ streamId: z.number().int().positive(), ...paging }),
  response: pageOf(pushOrder),
});

/** A viewer's own sports bet placed on a recommended bet: `orderId` the platform's order, `stake` its stake in minor units. */
const followOrder = z.object({
  id: z.number().int(),
  pushOrderId: z.number().int(),
  orderId: z.string().nullable(),
  stake: z.number().int(),
  createdAt: z.number().int(),
});

export const liveFollowOrderSave = defineEndpoint({
  id: 'live.follow.order.save',
  method: 'POST',
  path: `${live}/follow/order/save`,
  access: 'member',
  summary:
    "Record that the caller followed an anchor's recommended bet with a sports bet of their own: `orderId` (null is refused) must be the caller's bet, " +
    'not refused or voided, placed after the recommendation, and `stake` its stake. Once per bet (a repeat answers the first follow); the pick goes to its room again with its new `followers`.',
  body: emptyBody.extend({
    pushOrderId: z.number().int().positive(),
    orderId: z.string().max(32).nullable().default(null),
    stake: amountMinorField,
  }),
  response: followOrder,
});

export const liveFollowOrderList = defineEndpoint({
  id: 'live.follow.order.list',
  method: 'POST',
  path: `${live}/follow/order/list`,
  access: 'member',
  summary: 'Recommended bets the caller followed, newest first.',
  body: emptyBody.extend(paging),
  response: pageOf(followOrder),
});

/**
 * A room's entry fee as the caller sees it: `amount` in minor units of `currency` (the anchor's
 * registration currency; 0 when free); `paid` is true once the caller may watch (their payment, or
 * their own room, or a super admin).
 */
export const roomFee = z.object({
  isFee: z.boolean(),
  paid: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
});
export type RoomFee = z.infer<typeof roomFee>;

/** The `data` of a `relation/fee` refused with priceChanged: the room's fee now, to show and ask again. */
export const roomFeeChanged = roomFee.pick({ amount: true, currency: true });
export type RoomFeeChanged = z.infer<typeof roomFeeChanged>;

export const liveRelationIsFee = defineEndpoint({
  id: 'live.relation.isFee',
  method: 'POST',
  path: `${live}/relation/isFee`,
  access: 'member',
  summary: 'Whether a room charges an entry fee and whether the caller has paid it.',
  body: emptyBody.extend({ streamId: z.number().int().positive() }),
  response: roomFee,
});

export const liveRelationFee = defineEndpoint({
  id: 'live.relation.fee',
  method: 'POST',
  path: `${live}/relation/fee`,
  access: 'member',
  summary:
    "Pay a room's entry fee once per stream (member → anchor's share and house, keyed by idempotencyKey). `amount` is the fee the member was shown and agreed to: when the room's fee is another, nothing is charged and the answer is priceChanged with the fee now in `data` ({amount, currency}).",
  body: emptyBody.extend({
    streamId: z.number().int().positive(),
    idempotencyKey: idempotencyKeyField,
    amount: amountMinorField,
  }),
  response: z.object({ paid: z.boolean(), amount: z.number().int(), currency: z.string(), balance: z.number().int() }),
});

export const liveChatroomConfigInfo = defineEndpoint({
  id: 'live.chatroom.config.info',
  method: 'POST',
  path: `${live}/chatroom/config/info`,
  access: 'visitor',
  summary: "A room's chat settings (slow mode, who may post).",
  body: emptyBody.extend({ streamId: z.number().int().positive() }),
  response: z.object({ slowModeSeconds: z.number().int(), membersOnly: z.boolean(), maxLength: z.number().int() }),
});

export const liveChatroomGetSig = defineEndpoint({
  id: 'live.chatroom.getSig',
  method: 'GET',
  path: `${live}/chatroom/getSig/:id`,
  access: 'member',
  summary: "A signed, expiring ticket to join a room's chat.",
  params: z.object({ id: idParam }),
  response: z.object({ sig: z.string(), expiresAt: z.number().int(), topic: z.string() }),
});

export const liveSensitiveWordList = defineEndpoint({
  id: 'live.sensitive.word.list',
  method: 'GET',
  path: `${live}/sensitive/word/list`,
  access: 'admin',
  summary: 'The platform-wide sensitive word list.',
  response: z.array(z.object({ id: z.number().int(), word: z.string(), lang: z.string() })),
});

export const liveWordShieldedSave = defineEndpoint({
  id: 'live.word.shielded.save',
  method: 'POST',
  path: `${live}/word/shielded/save`,
  access: 'anchor',
  summary: "Set a room's own shielded words.",
  body: emptyBody.extend({
    streamId: z.number().int().positive(),
    words: z.array(z.string().trim().min(1).max(32)).max(500),
  }),
  response: z.object({ count: z.number().int() }),
});

/**
 * An anchor's totals over [beginTime, endTime] (epoch ms, both optional): streams on air and
 * minutes on air in the range, the highest viewer count of those streams, gifts received (count
 * of items) and distinct senders, distinct members who paid an entry fee.
 */
export const liveStatistics = z.object({
  streams: z.number().int(),
  liveMinutes: z.number().int(),
  peakViewers: z.number().int(),
  giftCount: z.number().int(),
  giftSenders: z.number().int(),
  paidViewers: z.number().int(),
});
export type LiveStatistics = z.infer<typeof liveStatistics>;

export const liveStatisticsSum = defineEndpoint({
  id: 'live.statistics.sum',
  method: 'POST',
  path: `${live}/statistics/sum`,
  access: 'anchor',
  summary: "The calling anchor's totals (a super admin: any anchor's): time on air, peak viewers, gifts, paid viewers.",
  body: emptyBody.extend({
    presenterId: z.number().int().positive().optional(),
    beginTime: z.number().int().nonnegative().optional(),
    endTime: z.number().int().nonnegative().optional(),
  }),
  response: liveStatistics,
});

export const liveMatchScore = defineEndpoint({
  id: 'live.match.score',
  method: 'POST',
  path: `${live}/match/score`,
  access: 'visitor',
  summary:
    'Scores of matches shown in rooms (spec §3: gameId and "home:away" strings: the match score first, then each period’s); unknown ids are left out.',
  body: emptyBody.extend({ gameIds: z.array(z.number().int().positive()).min(1).max(200) }),
  response: z.array(z.object({ gameId: z.number().int(), scores: z.array(z.string()) })),
});
