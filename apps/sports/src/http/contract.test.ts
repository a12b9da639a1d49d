import {
  sportsCalls,
  sportsCodes,
  sportsEnvelopeOf,
  sportsErrorEnvelope,
  sportsLanguageTypes,
} from '@matchday/contract';
import type { SportsCall } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import { START, testPlatform } from '../platform/test-platform.test-support.js';
import type { TestPlatform } from '../platform/test-platform.test-support.js';

const DAY = 24 * 3600_000;
const LANGUAGES = ['CMN', 'ENG', 'VIE', 'THA', 'ZHO'] as const;

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

/** The success envelope of `call`, parsed with its contract schema (a missing or mistyped field fails). */
async function answer(call: SportsCall, body: Record<string, unknown>) {
  const res = await p.post(call.path, body);
  expect(res.status).toBe(200);
  const env = sportsEnvelopeOf(call.response).safeParse(res.json);
  expect(env.success, `${call.path} ${JSON.stringify(body)}: ${env.error?.message.slice(0, 400)}`).toBe(true);
  expect(res.json, call.path).toMatchObject({ code: 0, success: true });
  return res.json.data as unknown;
}

const firstId = (data: unknown): number | undefined => {
  const rows = Array.isArray(data) ? data : (data as { records: { id: number }[] }).records;
  return (rows[0] as { id: number } | undefined)?.id;
};

/** A valid body per call for one sport; calls that need an id find one through another call first. */
const validBodies: Record<string, (sid: number, languageType: string) => Promise<Record<string, unknown>[]>> = {
  '/v1/match/getList': async (sid, languageType) => [1, 3, 4, 7].map((type) => ({ type, sportId: sid, languageType })),
  '/v1/match/statistical': async (_sid, languageType) => [{ languageType, allLeague: true }],
  '/v1/match/getMatchDetail': async (sid, languageType) => {
    const id = firstId(await answer(call('/v1/match/getList'), { type: 0, sportId: sid, size: 1 }));
    return id ? [{ matchId: id, languageType }, { matchId: String(id) }] : [];
  },
  '/language/staticList': async () => [{}],
  '/v1/match/getOnSaleLeagues': async (sid, languageType) => [{ type: '0', sportId: sid, languageType }],
  '/v1/match/matchCount': async (sid) => [{ sportId: sid, timeZone: 'GMT+8' }],
  '/v1/match/queryMatchByRecommend': async (sid, languageType) => {
    const leagues = (await answer(call('/v1/match/getOnSaleLeagues'), { sportId: sid })) as { na: string }[];
    return [{ recommend: leagues[0]?.na.slice(0, 6) ?? 'a', languageType, size: 50 }];
  },
  '/v1/match/recommendMatchList': async (sid, languageType) => [
    { sportId: sid, size: 50, random: true, languageType },
    { size: 5 },
  ],
  '/v1/match/getBannerMatchList': async (_sid, languageType) => [{ languageType, platform: 'h5' }],
  '/v1/match/matchResultList': async (sid, languageType) => [
    { sportId: sid, beginTime: START - 2 * DAY, languageType },
  ],
  '/v1/match/matchResultPage': async (sid, languageType) => [{ sportId: sid, size: 5, orderBy: 1, languageType }],
  '/v1/match/matchResultInfo': async (sid, languageType) => {
    const id = firstId(await answer(call('/v1/match/matchResultList'), { sportId: sid, beginTime: START - 2 * DAY }));
    return id ? [{ matchId: id, languageType }] : [];
  },
  '/v1/bulletin/listTop': async (_sid, languageType) => [{ languageType }],
  '/v1/bulletin/listPage': async (sid, languageType) => [
    { sportId: sid, languageType, size: 3 },
    { current: 2, size: 2, orders: 1 },
  ],
  '/v1/merchant/detail': async (_sid, languageType) => [{ languageType }],
};

/** Public calls; the member (betting) calls have their own table in betting/betting-contract.test.ts. */
const guestCalls = sportsCalls.filter((c) => c.auth === 'guest');

function call(path: string): SportsCall {
  const found = sportsCalls.find((c) => c.path === path);
  if (!found) throw new Error(`no call ${path}`);
  return found;
}

/** Bodies every call must refuse with code 5: wrong types of the common fields, things that are not bodies, a body over the size limit. */
const commonBad: (string | Record<string, unknown>)[] = [
  '{"languageType":',
  'not json',
  '[1,2,3]',
  { languageType: 5 },
  { languageType: 'x'.repeat(100_000) },
  { recommend: 'x'.repeat(2_000_000) },
  { oddsChange: 'always' },
  { currencyId: { id: 1 } },
];

/** Bodies refused per call: missing or mistyped fields, unknown enums, out-of-range sizes. */
const callBad: Record<string, Record<string, unknown>[]> = {
  '/v1/match/getList': [
    {},
    { type: 10 },
    { type: 'live' },
    { type: 1, size: 0 },
    { type: 1, current: 0 },
    { type: 1, marketTypes: [1, 2, 3, 4, 5] },
    { type: 1, orderBy: 3 },
    { matchIds: 'x' },
  ],
  '/v1/match/statistical': [
    { typeForLeagueStat: 12 },
    { allLeague: 'yes' },
    { markets: [{ id: 'a'.repeat(65), markets: [] }] },
  ],
  '/v1/match/getMatchDetail': [
    {},
    { matchId: -1 },
    { matchId: 'abc' },
    { matchId: 1.5 },
    { matchId: 'x'.repeat(100_000) },
  ],
  '/language/staticList': [],
  '/v1/match/getOnSaleLeagues': [{ type: 0 }, { sportId: 1, type: 99 }, { sportIds: Array(501).fill(1) }],
  '/v1/match/matchCount': [
    {},
    { sportId: 1, days: 31 },
    { sportId: 1, days: 0 },
    { sportId: 1, timeZone: 'x'.repeat(65) },
  ],
  '/v1/match/queryMatchByRecommend': [
    {},
    { recommend: '' },
    { recommend: 'x'.repeat(65) },
    { recommend: 5 },
    { recommend: 'a', size: 0 },
  ],
  '/v1/match/recommendMatchList': [{ size: 0 }, { size: 'many' }, { random: 'yes' }, { oddsType: 9 }],
  '/v1/match/getBannerMatchList': [{ platform: { kind: 'h5' } }, { platform: 'x'.repeat(17) }],
  '/v1/match/matchResultList': [
    { sportId: 'soccer' },
    { beginTime: START, endTime: START - DAY },
    { leagueIds: [true] },
  ],
  '/v1/match/matchResultPage': [{}, { sportId: 1, current: 0 }, { sportId: 1, orderBy: 2 }, { sportId: 1, size: -1 }],
  '/v1/match/matchResultInfo': [{}, { matchId: 'x' }, { matchId: 0 }],
  '/v1/bulletin/listTop': [],
  '/v1/bulletin/listPage': [
    { size: 0 },
    { current: 'first' },
    { orders: 2 },
    { startTime: START, endTime: START - 1 },
    { sportId: [1] },
  ],
  '/v1/merchant/detail': [],
};

describe('every /v1 call against the contract', () => {
  it('has a valid-body and a bad-body table for every public call', () => {
    const paths = guestCalls.map((c) => c.path).sort();
    expect(Object.keys(validBodies).sort()).toEqual(paths);
    expect(Object.keys(callBad).sort()).toEqual(paths);
  });

  it('answers the contract shape for every sport and several languages', async () => {
    const answered = new Map<string, number>();
    for (const [i, { sid }] of SPORT_PROFILES.entries()) {
      const languageType = LANGUAGES[i % LANGUAGES.length] ?? 'ENG';
      for (const c of guestCalls) {
        for (const body of await validBodies[c.path]!(sid, languageType)) {
          await answer(c, body);
          answered.set(c.path, (answered.get(c.path) ?? 0) + 1);
        }
      }
    }
    for (const c of guestCalls) expect(answered.get(c.path), c.path).toBeGreaterThanOrEqual(SPORT_PROFILES.length / 2);
    expect(sportsLanguageTypes).toContain('THA');
  });

  it('answers HTTP 200, the envelope and code 5 to bad bodies, never a 500 or a stack trace', async () => {
    for (const c of guestCalls) {
      for (const body of [...commonBad, ...(callBad[c.path] ?? [])]) {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        const res = await p.app.inject({
          method: 'POST',
          url: `/sports-api${c.path}`,
          payload,
          headers: { 'content-type': 'application/json;charset=UTF-8' },
        });
        const label = `${c.path} ${payload.slice(0, 80)}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.body, label).not.toMatch(/\bat .+\.(ts|js):\d+|stack/i);
        const env = sportsErrorEnvelope.parse(res.json());
        expect(env, label).toMatchObject({ code: sportsCodes.invalidParameter, success: false, data: null });
      }
    }
  });

  it('answers code 7 for a match it does not know, and 14010 for a forged token on every call', async () => {
    expect((await p.post('/v1/match/matchResultInfo', { matchId: 1 })).json).toMatchObject({
      code: sportsCodes.dataNotFound,
      data: null,
    });
    const live = firstId(await answer(call('/v1/match/getList'), { type: 1, size: 1 }));
    expect((await p.post('/v1/match/matchResultInfo', { matchId: live })).json).toMatchObject({
      code: sportsCodes.dataNotFound,
    });
    for (const c of sportsCalls) {
      expect((await p.post(c.path, {}, { authorization: 'forged.token' })).json, c.path).toMatchObject({
        code: sportsCodes.tokenExpired,
        data: null,
      });
    }
  });
});
