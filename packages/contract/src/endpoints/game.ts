import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** A game in a lobby (spec §3 "Game lobby"); start/end timestamps bound its maintenance window. */
export const lobbyGame = z.object({
  id: z.number().int(),
  name: z.string(),
  gameType: z.number().int(),
  isHotGame: z.boolean(),
  icon: z.string(),
  startTimestamp: z.number().int().nullable(),
  endTimestamp: z.number().int().nullable(),
});

export const gameLobby = z.object({
  lobbyCode: z.number().int(),
  lobbyName: z.string(),
  startTimestamp: z.number().int().nullable(),
  endTimestamp: z.number().int().nullable(),
  gameList: z.array(lobbyGame),
});

export const gameHomeSlotList = defineEndpoint({
  id: 'game.home.slot.list',
  method: 'POST',
  path: '/api/game/home/slot/list/',
  access: 'visitor',
  summary: 'Slot and electronic game lobbies with their games.',
  body: emptyBody.extend({ gameType: z.number().int().optional(), lobbyCode: z.number().int().optional() }),
  response: z.array(gameLobby),
});

export const gameBetSingleWalletJump = defineEndpoint({
  id: 'game.bet.singleWallet.jump',
  method: 'POST',
  path: '/api/game/bet/single-wallet/jump',
  access: 'member',
  summary: 'Open a game: a launch URL for the single-wallet game client.',
  timeoutMs: 10_000,
  body: emptyBody.extend({ gameId: z.number().int().positive(), lobbyCode: z.number().int().positive() }),
  response: z.object({ url: z.string() }),
});

/** Access to the sports platform (sports-platform-api.md §1). */
export const sportsToken = z.object({
  token: z.string(),
  apiServerAddress: z.string(),
  pcAddress: z.string(),
  pushServerAddress: z.string(),
  virtualAddress: z.string(),
});

export const gameBetCSportsToken = defineEndpoint({
  id: 'game.bet.cSports.token',
  method: 'POST',
  path: '/api/game/bet/cSports/token',
  access: 'visitor',
  summary: 'A sports platform token (a guest token for visitors) and its addresses.',
  body: emptyBody,
  response: sportsToken,
});

const betFilter = emptyBody.extend({
  beginTime: z.number().int().optional(),
  endTime: z.number().int().optional(),
  /** 0 all, 1 unsettled, 2 settled. */
  settled: z.number().int().min(0).max(2).default(0),
  /** sports, games or both when absent. */
  source: z.enum(['sports', 'games']).optional(),
});

export const gameBetOrderMybetSum = defineEndpoint({
  id: 'game.bet.order.mybet.sum',
  method: 'POST',
  path: '/api/game/bet/order/mybet/sum',
  access: 'member',
  summary: 'Totals of the caller’s sports and game bets per currency.',
  body: betFilter,
  response: z.array(
    z.object({
      currency: z.string(),
      count: z.number().int(),
      stake: z.number().int(),
      payout: z.number().int(),
      net: z.number().int(),
    }),
  ),
});

export const gameBetOrderMybetDetail = defineEndpoint({
  id: 'game.bet.order.mybet.detail',
  method: 'POST',
  path: '/api/game/bet/order/mybet/detail',
  access: 'member',
  summary: 'The caller’s sports and game bets, newest first.',
  body: betFilter.extend({
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        orderId: z.string(),
        source: z.enum(['sports', 'games']),
        title: z.string(),
        currency: z.string(),
        stake: z.number().int(),
        payout: z.number().int().nullable(),
        status: z.number().int(),
        createdAt: z.number().int(),
      }),
    ),
  }),
});
