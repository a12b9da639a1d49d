import { z } from 'zod';
import { emptyBody, idParam, pageOf } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { amountMinorField } from '../fields.js';

const live = '/api/live';
const paging = { pageNum: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(999).default(20) };
const streamId = z.object({ id: z.number().int().positive() });

/** A live stream (spec §3 "Live state"). status: 0 scheduled, 1 ready, 2 live, 3 ended, 4 cancelled. */
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
  viewers: z.number().int().nonnegative(),
  scheduledAt: z.number().int().nullable(),
  startedAt: z.number().int().nullable(),
  isFee: z.boolean(),
});

const streamInput = {
  title: z.string().trim().min(1).max(60),
  coverTagId: z.number().int().positive().nullable().optional(),
  sportId: z.number().int().positive().nullable().optional(),
  matchId: z.number().int().positive().nullable().optional(),
  scheduledAt: z.number().int().positive().nullable().optional(),
  feeAmount: amountMinorField.nullable().optional(),
};

export const liveStreamSave = defineEndpoint({
  id: 'live.stream.save',
  method: 'POST',
  path: `${live}/stream/save`,
  access: 'anchor',
  summary: 'Create a stream; answers it with the RTMP ingest URL and its secret key.',
  body: emptyBody.extend(streamInput),
  response: stream.extend({ ingestUrl: z.string(), streamKey: z.string() }),
});

export const liveStreamList = defineEndpoint({
  id: 'live.stream.list',
  method: 'POST',
  path: `${live}/stream/list`,
  access: 'visitor',
  summary: 'Streams (live first), optionally of one anchor.',
  body: emptyBody.extend({ presenterId: z.number().int().positive().optional(), ...paging }),
  response: pageOf(stream),
});

export const liveStreamStop = defineEndpoint({
  id: 'live.stream.stop', method: 'POST', path: `${live}/stream/stop`, access: 'anchor',
  summary: 'End a live stream; its key stops working.', body: emptyBody.extend(streamId.shape), response: stream,
});

export const liveStreamUpdate = defineEndpoint({
  id: 'live.stream.update', method: 'POST', path: `${live}/stream/update`, access: 'anchor',
  summary: 'Change a stream’s title, cover tag or linked match.',
  body: emptyBody.extend({ id: z.number().int().positive(), ...streamInput, title: streamInput.title.optional() }),
  response: stream,
});

export const liveStreamCancel = defineEndpoint({
  id: 'live.stream.cancel', method: 'POST', path: `${live}/stream/cancel`, access: 'anchor',
  summary: 'Cancel a scheduled stream; reservations are released.', body: emptyBody.extend(streamId.shape), response: stream,
});

export const liveStreamReserveList = defineEndpoint({
  id: 'live.stream.reserveList', method: 'POST', path: `${live}/stream/reserveList`, access: 'member',
  summary: 'Scheduled streams the caller has reserved.', body: emptyBody.extend(paging), response: pageOf(stream),
});

export const liveStreamGetStreamStatus = defineEndpoint({
  id: 'live.stream.getStreamStatus', method: 'POST', path: `${live}/stream/getStreamStatus`, access: 'visitor',
  summary: 'Status and viewer count of a stream.', body: emptyBody.extend(streamId.shape),
  response: z.object({ id: z.number().int(), status: z.number().int(), viewers: z.number().int() }),
});

export const liveStreamGetInfo = defineEndpoint({
  id: 'live.stream.getInfo', method: 'GET', path: `${live}/stream/getInfo/:id`, access: 'visitor',
  summary: 'One stream with its playback URLs.', params: z.object({ id: idParam }), response: stream,
});

export const liveStreamCountReserve = defineEndpoint({
  id: 'live.stream.countReserve', method: 'GET', path: `${live}/stream/countReserve/:id`, access: 'visitor',
  summary: 'How many members reserved a scheduled stream.', params: z.object({ id: idParam }),
  response: z.object({ count: z.number().int(), reserved: z.boolean() }),
});

/** A match offered to anchors and viewers with its live video sources (attached by fbId). */
export const liveMatch = z.object({
  matchId: z.number().int(), fbId: z.number().int(), sportId: z.number().int(), leagueName: z.string(),
  homeName: z.string(), awayName: z.string(), ms: z.number().int(), bt: z.number().int(),
  hasVideo: z.boolean(),
});

export const liveVideoMatchListFront = defineEndpoint({
  id: 'live.video.matchListFront', method: 'POST', path: `${live}/video/matchListFront`, access: 'visitor',
  summary: 'Matches with live anchors or video, for the live list.', body: emptyBody.extend({ sportId: z.number().int().positive().optional() }),
  response: z.array(liveMatch),
});

export const liveVideoVideoList = defineEndpoint({
  id: 'live.video.videoList', method: 'GET', path: `${live}/video/videoList`, access: 'visitor',
  summary: 'Live video sources by match fbId.',
  response: z.array(z.object({ fbId: z.number().int(), flvUrl: z.string().nullable(), hlsUrl: z.string().nullable(), streamId: z.number().int().nullable() })),
});

export const liveVideoQueryKeyWordByName = defineEndpoint({
  id: 'live.video.queryKeyWordByName', method: 'GET', path: `${live}/video/queryKeyWordByName`, access: 'visitor',
  summary: 'Search streams by anchor name, title or team.', query: z.object({ keyWord: z.string().trim().min(1).max(50) }),
  response: z.array(stream),
});

export const liveVideoQueryCustomerLineSwitch = defineEndpoint({
  id: 'live.video.queryCustomerLineSwitch', method: 'GET', path: `${live}/video/queryCustomerLineSwitch`, access: 'visitor',
  summary: 'Which playback line (flv or hls) the operator prefers (the web client does not read it).',
  response: z.object({ line: z.enum(['flv', 'hls']) }),
});

export const gift = z.object({
  id: z.number().int(), name: z.string(), price: z.number().int(), currency: z.string(), animation: z.string(), sort: z.number().int(),
});

export const liveGiftList = defineEndpoint({
  id: 'live.gift.list', method: 'POST', path: `${live}/gift/list`, access: 'visitor',
  summary: 'The gift catalogue with prices in minor units.', body: emptyBody, response: z.array(gift),
});

const giftProfit = z.object({
  id: z.number().int(), giftId: z.number().int(), giftName: z.string(), senderName: z.string(), streamId: z.number().int(),
  quantity: z.number().int(), amount: z.number().int(), anchorShare: z.number().int(), currency: z.string(), createdAt: z.number().int(),
});

export const liveGiftProfitList = defineEndpoint({
  id: 'live.gift.profit.list', method: 'POST', path: `${live}/gift/profit/list`, access: 'anchor',
  summary: 'Gifts the calling anchor received.',
  body: emptyBody.extend({ ...paging, beginTime: z.number().int().optional(), endTime: z.number().int().optional() }),
  response: pageOf(giftProfit),
});

export const liveGiftProfitSave = defineEndpoint({
  id: 'live.gift.profit.save', method: 'POST', path: `${live}/gift/profit/save`, access: 'member',
  summary: 'Send a gift in a room: one idempotent ledger transfer (viewer → anchor share + house).',
  body: emptyBody.extend({
    streamId: z.number().int().positive(), giftId: z.number().int().positive(),
    quantity: z.number().int().min(1).max(999), idempotencyKey: z.string().min(8).max(64),
  }),
  response: giftProfit,
});

export const liveGiftProfitSum = defineEndpoint({
  id: 'live.gift.profit.sum', method: 'POST', path: `${live}/gift/profit/sum`, access: 'anchor',
  summary: 'Totals of gifts received per currency.',
  body: emptyBody.extend({ beginTime: z.number().int().optional(), endTime: z.number().int().optional() }),
  response: z.array(z.object({ currency: z.string(), amount: z.number().int(), anchorShare: z.number().int(), count: z.number().int() })),
});

export const liveCoverTagList = defineEndpoint({
  id: 'live.cover.tag.list', method: 'POST', path: `${live}/cover/tag/list`, access: 'visitor',
  summary: 'Cover tags an anchor can pick for a stream.', body: emptyBody,
  response: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
});

/** A bet an anchor recommends to the room (viewers open it in their bet slip). */
export const pushOrder = z.object({
  id: z.number().int(), streamId: z.number().int(), presenterId: z.number().int(), matchId: z.number().int(),
  marketId: z.number().int(), optionType: z.number().int(), odds: z.number(), note: z.string(), createdAt: z.number().int(), followers: z.number().int(),
});

export const livePushOrderSave = defineEndpoint({
  id: 'live.push.order.save', method: 'POST', path: `${live}/push/order/save`, access: 'anchor',
  summary: 'Recommend a bet to the room.',
  body: emptyBody.extend({
    streamId: z.number().int().positive(), matchId: z.number().int().positive(), marketId: z.number().int().positive(),
    optionType: z.number().int(), odds: z.number().positive(), note: z.string().max(200).default(''),
  }),
  response: pushOrder,
});

export const livePushOrderList = defineEndpoint({
  id: 'live.push.order.list', method: 'POST', path: `${live}/push/order/list`, access: 'anchor',
  summary: 'Bets the calling anchor recommended.', body: emptyBody.extend(paging), response: pageOf(pushOrder),
});

export const livePushOrderList2 = defineEndpoint({
  id: 'live.push.order.list2', method: 'POST', path: `${live}/push/order/list2`, access: 'visitor',
  summary: "A room's recommended bets, newest first.", body: emptyBody.extend({ streamId: z.number().int().positive(), ...paging }),
  response: pageOf(pushOrder),
});

const followOrder = z.object({ id: z.number().int(), pushOrderId: z.number().int(), orderId: z.string().nullable(), stake: z.number().int(), createdAt: z.number().int() });

export const liveFollowOrderSave = defineEndpoint({
  id: 'live.follow.order.save', method: 'POST', path: `${live}/follow/order/save`, access: 'member',
  summary: "Record that a viewer followed an anchor's recommended bet.",
  body: emptyBody.extend({ pushOrderId: z.number().int().positive(), orderId: z.string().max(32).nullable().default(null), stake: amountMinorField }),
  response: followOrder,
});

export const liveFollowOrderList = defineEndpoint({
  id: 'live.follow.order.list', method: 'POST', path: `${live}/follow/order/list`, access: 'member',
  summary: 'Recommended bets the caller followed.', body: emptyBody.extend(paging), response: pageOf(followOrder),
});

export const liveRelationIsFee = defineEndpoint({
  id: 'live.relation.isFee', method: 'POST', path: `${live}/relation/isFee`, access: 'member',
  summary: 'Whether a room charges an entry fee and whether the caller has paid it.',
  body: emptyBody.extend({ streamId: z.number().int().positive() }),
  response: z.object({ isFee: z.boolean(), paid: z.boolean(), amount: z.number().int(), currency: z.string() }),
});

export const liveRelationFee = defineEndpoint({
  id: 'live.relation.fee', method: 'POST', path: `${live}/relation/fee`, access: 'member',
  summary: "Pay a room's entry fee (a ledger transfer).",
  body: emptyBody.extend({ streamId: z.number().int().positive(), idempotencyKey: z.string().min(8).max(64) }),
  response: z.object({ paid: z.boolean(), balance: z.number().int() }),
});

export const liveChatroomConfigInfo = defineEndpoint({
  id: 'live.chatroom.config.info', method: 'POST', path: `${live}/chatroom/config/info`, access: 'visitor',
  summary: "A room's chat settings (slow mode, who may post).", body: emptyBody.extend({ streamId: z.number().int().positive() }),
  response: z.object({ slowModeSeconds: z.number().int(), membersOnly: z.boolean(), maxLength: z.number().int() }),
});

export const liveChatroomGetSig = defineEndpoint({
  id: 'live.chatroom.getSig', method: 'GET', path: `${live}/chatroom/getSig/:id`, access: 'member',
  summary: "A signed, expiring ticket to join a room's chat.", params: z.object({ id: idParam }),
  response: z.object({ sig: z.string(), expiresAt: z.number().int(), topic: z.string() }),
});

export const liveSensitiveWordList = defineEndpoint({
  id: 'live.sensitive.word.list', method: 'GET', path: `${live}/sensitive/word/list`, access: 'admin',
  summary: 'The platform-wide sensitive word list.', response: z.array(z.object({ id: z.number().int(), word: z.string(), lang: z.string() })),
});

export const liveWordShieldedSave = defineEndpoint({
  id: 'live.word.shielded.save', method: 'POST', path: `${live}/word/shielded/save`, access: 'anchor',
  summary: "Set a room's own shielded words.",
  body: emptyBody.extend({ streamId: z.number().int().positive(), words: z.array(z.string().trim().min(1).max(32)).max(500) }),
  response: z.object({ count: z.number().int() }),
});

export const liveStatisticsSum = defineEndpoint({
  id: 'live.statistics.sum', method: 'POST', path: `${live}/statistics/sum`, access: 'anchor',
  summary: "The calling anchor's totals: hours live, peak viewers, gifts, followers.",
  body: emptyBody.extend({ beginTime: z.number().int().optional(), endTime: z.number().int().optional() }),
  response: z.object({ liveMinutes: z.number().int(), peakViewers: z.number().int(), giftCount: z.number().int(), followers: z.number().int() }),
});

export const liveMatchScore = defineEndpoint({
  id: 'live.match.score', method: 'POST', path: `${live}/match/score`, access: 'visitor',
  summary: 'Scores of matches shown in rooms (spec §3: gameId and "home:away" strings).',
  body: emptyBody.extend({ gameIds: z.array(z.number().int().positive()).min(1).max(200) }),
  response: z.array(z.object({ gameId: z.number().int(), scores: z.array(z.string()) })),
});
