import { describe, expect, it } from 'vitest';
import {
  matchGetList,
  matchGetListBody,
  matchCount,
  matchGetMatchDetail,
  matchGetOnSaleLeagues,
  matchQueryMatchByRecommend,
  matchResultList,
  matchResultPage,
  betMultiple,
  cashOutReserveBet,
  cashOutReserveCancel,
  reserveCashOutStatusInfoByIds,
  getStakeOrderStatus,
  newBetList,
  reserveBetList,
  singlePass,
  sportsCalls,
  sportsCodes,
  sportsWalletCalls,
  sportsMerchantCalls,
  sportsEnvelopeOf,
  sportsErrorEnvelope,
  sportsLanguageTypes,
  sportsMessages,
  sportsTextLanguage,
  sportsTextLanguages,
} from '../index.js';

const leg = (marketId: number) => ({ marketId, optionType: 1, odds: 1.9, oddsFormat: 1 });

describe('/v1 sports contract', () => {
  it('declares each path once, as /v1 or the language pack', () => {
    const paths = sportsCalls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^(\/v1\/[A-Za-z/]+|\/language\/staticList)$/);
    // Match data, bulletins and the pack are public (spec §2.1, our choice); orders and the user need a token.
    for (const c of sportsCalls) expect(c.auth, c.path).toBe(/^\/v1\/(order|user)\//.test(c.path) ? 'member' : 'guest');
    expect(
      sportsMerchantCalls.every(
        (c) => c.auth === 'merchant' && c.path.startsWith('/merchant/v1/') && !paths.includes(c.path),
      ),
    ).toBe(true);
    expect(sportsWalletCalls.every((c) => c.auth === 'merchant' && c.path.startsWith('/merchant/wallet/v1/'))).toBe(
      true,
    );
  });

  it('accepts the common fields and strips unknown keys on every body', () => {
    const common = { languageType: 'CMN', oddsChange: 1, currencyId: 1000, noNeedResponseMsg: true };
    const minimal: Record<string, Record<string, unknown>> = {
      '/v1/match/getList': { type: 1 },
      '/v1/match/getMatchDetail': { matchId: 5 },
      '/v1/match/getOnSaleLeagues': { type: '0', sportId: 1 },
      '/v1/match/matchCount': { sportId: 1 },
      '/v1/match/queryMatchByRecommend': { recommend: 'FC' },
      '/v1/match/matchResultPage': { sportId: '1' },
      '/v1/match/matchResultInfo': { matchId: '5' },
      '/v1/order/batchBetMatchMarketOfJumpLine': { betMatchMarketList: [{ matchId: '5', marketId: 7, type: 1 }] },
      '/v1/order/bet/singlePass': {
        singleBetList: [{ unitStake: 10, betOptionList: [{ marketId: 7, optionType: 1, odds: 1.9, oddsFormat: 1 }] }],
      },
      '/v1/order/betMultiple': { betOptionList: [leg(7), leg(8)], betMultipleData: [{ seriesValue: 2, unitStake: 5 }] },
      '/v1/order/getStakeOrderStatus': { orderIds: ['1678540196540320772'] },
      '/v1/order/new/bet/list': { isSettled: false },
      '/v1/order/bet/list': { isSettled: false },
      '/v1/order/cashOut/price': { orderIds: ['1'] },
      '/v1/order/cashOut/bet': { orderId: '1', cashOutStake: 5, unitCashOutPayoutStake: 1.2 },
      '/v1/order/getCashOutsByIds': { ids: ['1'] },
      '/v1/order/cashOutReserve/bet': { orderId: '1', cashOutStake: 5, cashOutPayoutStake: 6.5 },
      '/v1/order/cashOutReserve/cancel': { reserveCashOutId: '1' },
      '/v1/order/reserve/cashOut/statusInfoByIds': { reserveCashOutIds: ['1'] },
      '/v1/order/reserve/getBetParameter': { matchId: 5, marketId: 7 },
      '/v1/order/reserve/bet': { unitStake: 10, betOptionList: [leg(7)] },
      '/v1/order/reserve/betList': { isFailed: false },
      '/v1/order/new/reserve/betList': { isFailed: false },
      '/v1/order/reserve/update': { reserveId: '1', unitStake: 10, odds: 2.1 },
      '/v1/order/reserve/cancel': { reserveId: '1' },
      '/v1/order/reserve/statusInfoByIds': { reserveIds: ['1'] },
    };
    for (const call of sportsCalls) {
      const parsed = call.body.safeParse({ ...common, ...minimal[call.path] });
      expect(parsed.success, call.path).toBe(true);
      expect(parsed.data).not.toHaveProperty('noNeedResponseMsg');
    }
  });

  it('requires type, matchIds or leagueId on getList, caps the page size and reads numeric strings', () => {
    expect(matchGetListBody.safeParse({ languageType: 'ENG' }).success).toBe(false);
    expect(matchGetListBody.safeParse({ matchIds: [] }).success).toBe(true);
    expect(matchGetListBody.safeParse({ leagueId: '1001' }).data?.leagueId).toBe(1001);
    expect(matchGetList.body.parse({ type: '3', size: 200 })).toMatchObject({ type: 3, size: 50 });
    expect(matchGetMatchDetail.body.parse({ matchId: '1678540196' }).matchId).toBe(1678540196);
    expect(matchGetMatchDetail.body.safeParse({ matchId: '12a' }).success).toBe(false);
  });

  it('validates getOnSaleLeagues, matchCount and queryMatchByRecommend bodies', () => {
    expect(matchGetOnSaleLeagues.body.parse({ type: '4', sportIds: ['1', 2] })).toMatchObject({
      type: 4,
      sportIds: [1, 2],
    });
    expect(matchGetOnSaleLeagues.body.safeParse({ type: 0 }).success).toBe(false);
    expect(matchGetOnSaleLeagues.body.safeParse({ type: 12, sportId: 1 }).success).toBe(false);
    expect(matchCount.body.safeParse({ days: 7 }).success).toBe(false);
    expect(matchCount.body.safeParse({ sportId: 1, days: 31 }).success).toBe(false);
    expect(matchCount.body.parse({ sportId: '2', days: '3', timeZone: 'GMT+8' })).toMatchObject({
      sportId: 2,
      days: 3,
    });
    expect(matchQueryMatchByRecommend.body.safeParse({ recommend: '  ' }).success).toBe(false);
    expect(matchQueryMatchByRecommend.body.parse({ recommend: ' Ha ', size: 500 })).toMatchObject({
      recommend: 'Ha',
      size: 50,
    });
  });

  it('validates betting bodies: stakes in major units with two decimals, legs, series, keys and time ranges', () => {
    const single = (unitStake: number) => ({ singleBetList: [{ unitStake, betOptionList: [leg(7)] }] });
    expect(singlePass.body.safeParse(single(10.25)).success).toBe(true);
    expect(singlePass.body.safeParse(single(10.255)).success).toBe(false);
    expect(singlePass.body.safeParse(single(0)).success).toBe(false);
    expect(
      singlePass.body.safeParse({ singleBetList: [{ unitStake: 1, betOptionList: [leg(7), leg(8)] }] }).success,
    ).toBe(false);
    expect(singlePass.body.safeParse({ ...single(1), requestKey: 'short' }).success).toBe(false);
    expect(singlePass.body.parse({ ...single(1), requestKey: 'slip-2026-abc' }).requestKey).toBe('slip-2026-abc');
    expect(
      betMultiple.body.safeParse({ betOptionList: [leg(7)], betMultipleData: [{ seriesValue: 2, unitStake: 5 }] })
        .success,
    ).toBe(false);
    expect(
      betMultiple.body.safeParse({
        betOptionList: [leg(7), leg(8)],
        betMultipleData: [{ seriesValue: 11, unitStake: 5 }],
      }).success,
    ).toBe(false);
    expect(newBetList.body.safeParse({ isSettled: true }).success).toBe(false);
    expect(newBetList.body.safeParse({ isSettled: true, startTime: 2, endTime: 1 }).success).toBe(false);
    expect(newBetList.body.parse({ isSettled: true, startTime: 1, endTime: 2, size: 500 }).size).toBe(100);
    expect(reserveBetList.body.safeParse({ isFailed: true, startTime: '2026-11-01 00:00:00' }).success).toBe(false);
    expect(
      reserveBetList.body.safeParse({
        isFailed: true,
        startTime: '2026-11-01 00:00:00',
        endTime: '2026-11-02 00:00:00',
      }).success,
    ).toBe(true);
    expect(getStakeOrderStatus.body.parse({ orderIds: [12] }).orderIds).toEqual(['12']);
  });

  it('validates reserved cash-out bodies: amounts in major units, ids as strings, a bounded id list', () => {
    const reserve = { orderId: 12, cashOutStake: 10, cashOutPayoutStake: 12.5 };
    expect(cashOutReserveBet.body.parse(reserve)).toMatchObject({
      orderId: '12',
      cashOutStake: 10,
      cashOutPayoutStake: 12.5,
    });
    expect(cashOutReserveBet.body.safeParse({ ...reserve, cashOutPayoutStake: 0 }).success).toBe(false);
    expect(cashOutReserveBet.body.safeParse({ ...reserve, cashOutStake: 1.005 }).success).toBe(false);
    expect(cashOutReserveBet.body.safeParse({ orderId: '12', cashOutStake: 10 }).success).toBe(false);
    expect(cashOutReserveBet.body.safeParse({ ...reserve, orderId: '12a' }).success).toBe(false);
    expect(cashOutReserveCancel.body.safeParse({}).success).toBe(false);
    expect(reserveCashOutStatusInfoByIds.body.safeParse({ reserveCashOutIds: [] }).success).toBe(false);
    expect(
      reserveCashOutStatusInfoByIds.body.safeParse({
        reserveCashOutIds: Array.from({ length: 51 }, (_, i) => String(i)),
      }).success,
    ).toBe(false);
  });

  it('validates the result bodies', () => {
    expect(matchResultList.body.safeParse({}).success).toBe(true);
    expect(matchResultList.body.safeParse({ beginTime: 2, endTime: 1 }).success).toBe(false);
    expect(matchResultPage.body.safeParse({ current: 1 }).success).toBe(false);
    expect(matchResultPage.body.parse({ leagueIds: ['1001'], size: 99 })).toMatchObject({
      leagueIds: [1001],
      size: 50,
    });
  });

  it('has a message for every code in every text language, and maps languageType', () => {
    for (const name of Object.keys(sportsCodes) as (keyof typeof sportsCodes)[]) {
      for (const lang of sportsTextLanguages) expect(sportsMessages[name][lang]).toBeTruthy();
    }
    expect(sportsCodes).toMatchObject({
      success: 0,
      invalidParameter: 5,
      maintenance: 8,
      notLoggedIn: 14009,
      tokenExpired: 14010,
    });
    expect(sportsLanguageTypes.map(sportsTextLanguage).filter((l) => l !== 'en')).toEqual(['zh', 'vi', 'zh', 'th']);
    expect(sportsTextLanguage(undefined)).toBe('en');
  });

  it('shapes the envelope with success, message and an optional info', () => {
    expect(
      sportsEnvelopeOf(matchGetList.response).safeParse({
        code: 0,
        success: true,
        message: 'ok',
        data: { current: 1, size: 50, total: 0, pageTotal: 0, records: [] },
      }).success,
    ).toBe(true);
    expect(
      sportsErrorEnvelope.safeParse({ code: 5, success: false, message: 'x', data: null, info: 'type: required' })
        .success,
    ).toBe(true);
    expect(sportsErrorEnvelope.safeParse({ code: 5, msg: 'x', data: null }).success).toBe(false);
  });
});
