import { minorToMajor, majorToMinor } from '@matchday/core';
import { sportsCalls, sportsCodes, sportsEnvelopeOf, sportsErrorEnvelope } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '../platform/test-platform.test-support.js';
import { bettingHarness, picks, single, type BettingHarness } from './betting.test-support.js';

const memberCalls = sportsCalls.filter((c) => c.auth === 'member');

let h: BettingHarness;
let orderId: string;
let reserveId: string;
let cashOutId: string;
let reservedCashOutId: string;

beforeAll(async () => {
  h = await bettingHarness();
  const [a, b] = (await picks(h, 4)).filter((p, i, all) => all.findIndex((q) => q.match.id === p.match.id) === i);
  orderId = (await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(a!, 20_000)] })).data[0].id;
  const amt = (await h.bet('/v1/order/cashOut/price', { orderIds: [orderId] })).data.pr[0].amt;
  cashOutId = (await h.bet('/v1/order/cashOut/bet', { orderId, cashOutStake: 10_000, unitCashOutPayoutStake: amt }))
    .data.id;
  // The other half rides with a target no price reaches: at most its whole return, never less the cash-out margin.
  reservedCashOutId = (
    await h.bet('/v1/order/cashOutReserve/bet', {
      orderId,
      cashOutStake: 10_000,
      cashOutPayoutStake: minorToMajor(majorToMinor(10_000 * a!.odds)),
    })
  ).data.id;
  reserveId = (
    await h.bet('/v1/order/reserve/bet', {
      unitStake: 10_000,
      betOptionList: [{ ...single(b!, 1).betOptionList[0], odds: b!.odds + 0.2 }],
    })
  ).data.id;
  validBodies.leg = {
    marketId: b!.marketId,
    optionType: b!.optionType,
    odds: b!.odds,
    oddsFormat: 1,
    matchId: b!.match.id,
  };
  validBodies.other = {
    marketId: a!.marketId,
    optionType: a!.optionType,
    odds: a!.odds,
    oddsFormat: 1,
    matchId: a!.match.id,
  };
});
afterAll(async () => h?.app.close());

const validBodies: { leg?: Record<string, unknown>; other?: Record<string, unknown> } = {};
const day = 24 * 3600_000;

function bodies(path: string): Record<string, unknown>[] {
  const leg = validBodies.leg!;
  switch (path) {
    case '/v1/user/base':
      return [{}];
    case '/v1/order/batchBetMatchMarketOfJumpLine':
      return [
        {
          betMatchMarketList: [
            { matchId: leg.matchId, marketId: leg.marketId, type: leg.optionType },
            { matchId: 1, marketId: 2, type: 1 },
          ],
          isSelectSeries: true,
        },
      ];
    case '/v1/order/bet/singlePass':
      return [{ singleBetList: [{ unitStake: 10_000, betOptionList: [leg] }], languageType: 'VIE' }];
    case '/v1/order/betMultiple':
      return [
        {
          betOptionList: [leg, validBodies.other!],
          betMultipleData: [{ seriesValue: 2, unitStake: 10_000 }],
          languageType: 'CMN',
        },
      ];
    case '/v1/order/getStakeOrderStatus':
      return [{ orderIds: [orderId] }];
    case '/v1/order/new/bet/list':
    case '/v1/order/bet/list':
      return [
        { isSettled: false },
        { isSettled: true, startTime: h.clock.now - day, endTime: h.clock.now, timeType: 2 },
      ];
    case '/v1/order/cashOut/price':
      return [{ orderIds: [orderId] }];
    case '/v1/order/cashOut/bet':
      return [];
    case '/v1/order/getCashOutsByIds':
      return [{ ids: [cashOutId] }];
    case '/v1/order/cashOutReserve/bet':
      return [];
    case '/v1/order/cashOutReserve/cancel':
      return [{ reserveCashOutId: reservedCashOutId }];
    case '/v1/order/reserve/cashOut/statusInfoByIds':
      return [{ reserveCashOutIds: [reservedCashOutId] }];
    case '/v1/order/reserve/getBetParameter':
      return [{ matchId: leg.matchId, marketId: leg.marketId, optionType: leg.optionType }];
    case '/v1/order/reserve/bet':
      return [];
    case '/v1/order/reserve/betList':
    case '/v1/order/new/reserve/betList':
      return [
        { isFailed: false },
        { isFailed: true, startTime: '2026-11-01 00:00:00', endTime: '2026-12-01 00:00:00' },
      ];
    case '/v1/order/reserve/update':
      return [{ reserveId, unitStake: 12_000, odds: (leg.odds as number) + 0.3 }];
    case '/v1/order/reserve/cancel':
      return [];
    case '/v1/order/reserve/statusInfoByIds':
      return [{ reserveIds: [reserveId] }];
    default:
      throw new Error(`no valid body for ${path}`);
  }
}

/** Bodies every member call refuses with 5 (with a valid token); `/v1/user/base` has no fields of its own to get wrong. */
const bad = (path: string): (string | Record<string, unknown>)[] => [
  'not json',
  '[1]',
  { languageType: 5 },
  ...(path === '/v1/user/base'
    ? []
    : [
        {
          orderIds: 'x',
          ids: 3,
          reserveId: [],
          reserveCashOutId: [],
          reserveCashOutIds: 'x',
          cashOutPayoutStake: -1,
          isSettled: 'yes',
          isFailed: 2,
          singleBetList: {},
          betOptionList: 1,
          betMatchMarketList: null,
        },
      ]),
];

describe('every betting call against the contract', () => {
  it('answers each member call in the contract’s shape', async () => {
    for (const call of memberCalls) {
      for (const body of bodies(call.path)) {
        const res = await h.bet(call.path, body);
        const env = sportsEnvelopeOf(call.response).safeParse(res);
        expect(
          env.success,
          `${call.path}: ${JSON.stringify(res).slice(0, 300)} ${env.error?.message.slice(0, 300)}`,
        ).toBe(true);
        expect(res.code, call.path).toBe(0);
      }
    }
  });

  it('refuses bad bodies with 5, no token with 14009, a forged one with 14010, never a 500', async () => {
    const token = h.tokens.issue({ userId: 7, userName: 'member07', currency: 'VND', lang: 'ENG' }).token;
    for (const call of memberCalls) {
      for (const body of bad(call.path)) {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        const res = await h.app.inject({
          method: 'POST',
          url: `/sports-api${call.path}`,
          payload,
          headers: { 'content-type': 'application/json', authorization: token },
        });
        expect(res.statusCode, call.path).toBe(200);
        expect(sportsErrorEnvelope.parse(res.json()), `${call.path} ${payload}`).toMatchObject({
          code: sportsCodes.invalidParameter,
        });
      }
      expect((await h.post(call.path, {})).json.code, call.path).toBe(sportsCodes.notLoggedIn);
      expect((await h.post(call.path, {}, { authorization: 'forged' })).json.code, call.path).toBe(
        sportsCodes.tokenExpired,
      );
    }
  });

  it('answers 11 (function unavailable) on a platform started without an operator wallet', async () => {
    const bare = await testPlatform();
    const token = bare.tokens.issue({ userId: 7, userName: 'member07', currency: 'VND', lang: 'ENG' }).token;
    const res = await bare.post('/v1/order/getStakeOrderStatus', { orderIds: ['1'] }, { authorization: token });
    expect(res.json).toMatchObject({ code: sportsCodes.functionUnavailable, data: null });
    await bare.app.close();
  });
});
