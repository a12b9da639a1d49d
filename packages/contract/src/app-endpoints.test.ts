import { describe, expect, it } from 'vitest';
import { appEndpoints, areaOf, findEndpoint } from './app-endpoints.js';
import { buildPath } from './endpoint.js';

/** Spec §7, method and path exactly as written there (GET and PUT where it says so). */
const specCalls = `
POST /api/live/stream/save|POST /api/live/stream/list|POST /api/live/stream/stop|POST /api/live/stream/update
POST /api/live/stream/cancel|POST /api/live/stream/reserveList|POST /api/live/stream/getStreamStatus
GET /api/live/stream/getInfo/:id|GET /api/live/stream/countReserve/:id|POST /api/live/video/matchListFront
GET /api/live/video/videoList|GET /api/live/video/queryKeyWordByName|GET /api/live/video/queryCustomerLineSwitch
POST /api/live/gift/list|POST /api/live/gift/profit/list|POST /api/live/gift/profit/save|POST /api/live/gift/profit/sum
POST /api/live/cover/tag/list|POST /api/live/push/order/save|POST /api/live/push/order/list|POST /api/live/push/order/list2
POST /api/live/follow/order/save|POST /api/live/follow/order/list|POST /api/live/relation/isFee|POST /api/live/relation/fee
POST /api/live/chatroom/config/info|GET /api/live/chatroom/getSig/:id|GET /api/live/sensitive/word/list
POST /api/live/word/shielded/save|POST /api/live/statistics/sum|POST /api/live/match/score
GET /api/user/presenter/getInfo2/:id|PUT /api/user/presenter/update|POST /api/user/banLog/list|POST /api/user/banLog/batchUntie
POST /api/user/banLog/banInfo|POST /api/user/banLog/save|PUT /api/user/banLog/update|GET /api/user/home/bar/list
GET /api/user/countrycode/list|GET /api/user/auth/get/verification/domainType
POST /api/user/auth/account-login/v2|POST /api/user/auth/loginCheck|POST /api/user/auth/account-register
POST /api/user/auth/mobile-login|POST /api/user/auth/mobile-register
GET /api/user/auth/mobile-registerCheckByMobile/:phone/:phoneCode|GET /api/user/auth/mobile-registerCheckByCode/:phone/:code
GET /api/user/auth/mobile-registerCreatName|POST /api/user/auth/logout
POST /api/fund/wallet/member/local|POST /api/game/fund/collect|GET /api/member/get|GET /api/member/refreshIdentityCode
POST /api/member/invite/drawAward|GET /api/member/invite/generateReferralCode|GET /api/member/invite/queryHorseRing
GET /api/member/invite/queryInviteBetConfig|GET /api/member/invite/queryInviteDepConfig|GET /api/member/invite/queryInviteInfo
GET /api/member/invite/queryInviteVipConfig|GET /api/member/invite/queryInviteInfoTotalAward
GET /api/member/invite/queryInviteBetAwardList|GET /api/member/invite/queryInviteDepAward
POST /api/operation/vipphoneback/dailFont|POST /api/operation/vipphoneback/add|POST /api/member/customervip/vipFont
POST /api/operation/siteMain/queryDetail|POST /api/operation/tutorial/config/popCustomerLink
POST /api/game/home/slot/list/|POST /api/game/bet/single-wallet/jump|POST /api/game/bet/cSports/token
POST /api/game/bet/order/mybet/sum|POST /api/game/bet/order/mybet/detail|POST /api/member/device/get`
  .split(/[|\n]/)
  .map((s) => s.trim())
  .filter(Boolean);

describe('appEndpoints', () => {
  const declared = appEndpoints.map((e) => `${e.method} ${e.path}`);

  it('declares every call of spec §7 with its method', () => {
    const missing = specCalls.filter((c) => !declared.includes(c));
    expect(missing).toEqual([]);
  });

  it('declares nothing outside spec §7 but our own payments, responsible-gambling, security, admin and live-chat areas, and each method+path once', () => {
    const extra = appEndpoints.filter((e) => !specCalls.includes(`${e.method} ${e.path}`));
    expect(
      extra
        .filter((e) => !['payments', 'responsibleGambling', 'security', 'admin', 'liveChat'].includes(areaOf(e)))
        .map((e) => e.id),
    ).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(appEndpoints.map((e) => e.id)).size).toBe(appEndpoints.length);
  });

  it('accepts the common client fields in every body (spec §7)', () => {
    for (const e of appEndpoints.filter((x) => x.body)) {
      const parsed = e.body!.safeParse({
        oddsChange: 1,
        currencyId: 1000,
        languageType: 'vi',
        noNeedResponseMsg: true,
      });
      const fieldIssues = parsed.success
        ? []
        : parsed.error.issues.filter((i) => ['oddsChange', 'currencyId', 'languageType'].includes(String(i.path[0])));
      expect(fieldIssues, e.id).toEqual([]);
    }
  });

  it('reads the token from the Authorization header alone on the device list only (spec §7)', () => {
    expect(appEndpoints.filter((e) => e.tokenInHeaderOnly).map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /api/member/device/get',
    ]);
  });

  it('finds an endpoint by method and path pattern', () => {
    expect(findEndpoint('GET', '/api/live/stream/getInfo/:id')?.id).toBe('live.stream.getInfo');
    expect(findEndpoint('POST', '/api/live/stream/getInfo/:id')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(
      buildPath('/api/user/auth/mobile-registerCheckByMobile/:phone/:phoneCode', { phone: '912345678', phoneCode: 84 }),
    ).toBe('/api/user/auth/mobile-registerCheckByMobile/912345678/84');
    expect(buildPath('/api/x/:id', { id: 'a/b' })).toBe('/api/x/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/x/:id', {})).toThrow('missing path parameter id');
  });
});
