import {
  languageStaticList,
  matchGetList,
  matchGetMatchDetail,
  matchStatistical,
  sportsCodes,
  sportsEnvelopeOf,
  sportsErrorEnvelope,
  matchStatus,
} from '@matchday/contract';
import type { SportsMatch } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import { matchAt } from '../schedule/live.js';
import { buildSchedule } from '../schedule/schedule.js';
import { priceMatch } from '../odds/price-match.js';
import { endOfToday } from '../feed/match-list.js';
import { SEED, START, testPlatform } from '../platform/test-platform.test-support.js';
import type { TestPlatform } from '../platform/test-platform.test-support.js';

const listEnvelope = sportsEnvelopeOf(matchGetList.response);
const detailEnvelope = sportsEnvelopeOf(matchGetMatchDetail.response);
const statsEnvelope = sportsEnvelopeOf(matchStatistical.response);
const packEnvelope = sportsEnvelopeOf(languageStaticList.response);

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

async function list(body: Record<string, unknown>) {
  const res = await p.post('/v1/match/getList', body);
  expect(res.status).toBe(200);
  const env = listEnvelope.parse(res.json);
  expect(env).toMatchObject({ code: 0, success: true });
  return env.data;
}

async function detail(matchId: number | string, extra: Record<string, unknown> = {}): Promise<SportsMatch> {
  const res = await p.post('/v1/match/getMatchDetail', { matchId, ...extra });
  const env = detailEnvelope.parse(res.json);
  expect(env.code).toBe(0);
  return env.data;
}

describe('sports platform /v1 feed', () => {
  it('answers contract shapes for every sport, in lists and in the detail', async () => {
    for (const { sid } of SPORT_PROFILES) {
      const page = await list({ type: 0, sportId: sid, size: 3, languageType: 'ENG' });
      expect(page.total, `sport ${sid}`).toBeGreaterThan(0);
      for (const record of page.records) {
        expect(record.sid).toBe(sid);
        const full = await detail(record.id);
        expect(full.id).toBe(record.id);
        expect(full.tms).toBe(record.tms);
        expect(full.mg.length).toBeGreaterThanOrEqual(record.mg.length);
      }
    }
  });

  it('filters the list groups as the spec defines them', async () => {
    const todayEnds = endOfToday(START);
    const live = await list({ type: 1, size: 50 });
    expect(live.total).toBeGreaterThanOrEqual(5);
    expect(live.records.every((m) => m.ms === matchStatus.live && m.mc?.r !== undefined && m.pl === 1)).toBe(true);
    expect(new Set(live.records.map((m) => m.sid)).size).toBeGreaterThanOrEqual(5);
    const today = await list({ type: 3, size: 50 });
    expect(today.total).toBeGreaterThan(0);
    expect(today.records.every((m) => m.ms === matchStatus.notStarted && m.bt >= START && m.bt < todayEnds)).toBe(true);
    const early = await list({ type: 4, size: 50 });
    expect(early.total).toBeGreaterThan(0);
    expect(early.records.every((m) => m.ms === matchStatus.notStarted && m.bt >= todayEnds)).toBe(true);
    const champion = await list({ type: 7, size: 50 });
    expect(champion.total).toBe(buildSchedule(SEED, START).leagues.length);
    expect(champion.records.every((m) => m.ty === 1 && m.ts.length === 0 && m.mg[0]?.tps.includes('1st'))).toBe(true);
    const todayAndLive = await list({ type: 6, size: 1 });
    expect(todayAndLive.total).toBe(live.total + today.total);
  });

  it('carries main lines of the list markets only, and honours market filters', async () => {
    const page = await list({ type: 3, sportId: 1, size: 5 });
    for (const m of page.records) {
      expect(m.mg.map((g) => g.mty).every((mty) => [1000, 1005, 1007].includes(mty))).toBe(true);
      expect(m.mg.every((g) => g.mks.every((l) => l.mbl !== 0))).toBe(true);
      expect(m.tms).toBeGreaterThan(m.mg.reduce((n, g) => n + g.mks.length, 0));
    }
    const only = await list({
      type: 3,
      sportId: 1,
      size: 5,
      marketTypes: [1005],
      markets: [{ marketType: 1005, period: 1001 }],
    });
    expect(only.records.every((m) => m.mg.length === 1 && m.mg[0]?.mty === 1005 && m.mg[0]?.pe === 1001)).toBe(true);
  });

  it('pages, sorts and filters by sport, league and match ids', async () => {
    const all = await list({ type: 4, size: 50 });
    const first = await list({ type: 4, size: 7, current: 1 });
    const second = await list({ type: 4, size: 7, current: 2 });
    expect(first.total).toBe(all.total);
    expect(first.pageTotal).toBe(Math.ceil(all.total / 7));
    expect([...first.records, ...second.records].map((m) => m.id)).toEqual(all.records.slice(0, 14).map((m) => m.id));
    expect(all.records.map((m) => m.bt)).toEqual([...all.records.map((m) => m.bt)].sort((a, b) => a - b));
    expect((await list({ type: 4, size: 500 })).size).toBe(50);
    const past = await list({ type: 4, size: 1, current: 10_000 });
    expect(past.records).toEqual([]);

    const two = await list({ type: 0, sportIds: [3, 5], size: 50 });
    expect(two.records.every((m) => m.sid === 3 || m.sid === 5)).toBe(true);
    const leagueId = all.records[0]?.lg.id ?? 0;
    const league = await list({ leagueId, size: 50 });
    expect(league.total).toBeGreaterThan(0);
    expect(league.records.every((m) => m.lg.id === leagueId)).toBe(true);
    const ids = all.records.slice(0, 3).map((m) => m.id);
    const followed = await list({ matchIds: [ids[2], String(ids[0]), ids[1]] });
    expect(followed.records.map((m) => m.id)).toEqual(ids);
    expect((await list({ type: 0, sportTypes: [2] })).total).toBe(0);
    const byLeague = await list({ type: 4, orderBy: 1, size: 50 });
    expect(byLeague.records.map((m) => m.lg.id)).toEqual(
      [...byLeague.records.map((m) => m.lg.id)].sort((a, b) => a - b),
    );
    const windowEnd = START + 3 * 24 * 3600_000;
    const windowed = await list({ type: 4, beginTime: START, endTime: windowEnd, size: 50 });
    expect(windowed.total).toBeLessThan(all.total);
    expect(windowed.records.every((m) => m.bt <= windowEnd)).toBe(true);
  });

  it('counts in statistical agree with getList totals', async () => {
    const res = await p.post('/v1/match/statistical', {
      languageType: 'CMN',
      markets: [{ id: 'ah', markets: [{ marketType: 1000, period: 1001 }, { marketType: 3002 }] }],
    });
    const stats = statsEnvelope.parse(res.json).data;
    expect(stats.sl.map((s) => s.ty)).toEqual([1, 2, 3, 4, 7, 8]);
    expect(stats.sl[0]?.des).toBe('滚球赛事');
    expect(stats.tc).toBe((await list({ type: 0, size: 1 })).total);
    for (const group of stats.sl) {
      expect((await list({ type: group.ty, size: 1 })).total, `type ${group.ty}`).toBe(group.tc);
      expect(group.ssl.reduce((n, s) => n + s.c, 0)).toBe(group.tc);
      for (const { sid, c } of group.ssl)
        expect((await list({ type: group.ty, sportId: sid, size: 1 })).total, `type ${group.ty} sport ${sid}`).toBe(c);
    }
    expect(stats.hls.length).toBeGreaterThan(0);
    for (const h of stats.hls) expect((await list({ type: 0, leagueId: h.id, size: 1 })).total).toBe(h.mt);
    expect(stats.mts.map((m) => m.sid)).toEqual([1, 3]);
    for (const m of stats.mts) {
      // The combination holds match markets only, so outrights (7) count none of them.
      for (const { tp, mt } of m.tps)
        expect(tp === 7 ? 0 : (await list({ type: tp, sportId: m.sid, size: 1 })).total).toBe(mt);
    }
  });

  it('returns every market of a live match, priced by the engine', async () => {
    const schedule = buildSchedule(SEED, START);
    const live =
      (await list({ type: 1, sportId: 1, size: 1 })).records[0] ?? (await list({ type: 1, size: 1 })).records[0];
    expect(live).toBeDefined();
    const fixture = schedule.fixtures.find((f) => f.id === live?.id);
    if (!live || !fixture) throw new Error('no live match');
    const state = matchAt(fixture, START, 1).state;
    const full = await detail(String(live.id));
    expect(full.ms).toBe(matchStatus.live);
    expect(full.mg).toEqual(priceMatch(fixture.id, state, { lang: 'en' }));
    expect(full.mg.some((g) => g.mks.some((l) => l.mbl === 0))).toBe(true);
    expect(full.nsg[0]).toEqual({ pe: fixture.sid * 1000, tyg: 5, sc: state.score });
  });

  it('names things in the requested language, English when absent or unknown', async () => {
    const schedule = buildSchedule(SEED, START);
    const m = (await list({ type: 4, size: 1 })).records[0];
    const fixture = schedule.fixtures.find((f) => f.id === m?.id);
    if (!m || !fixture) throw new Error('no match');
    expect((await detail(m.id)).nm).toBe(fixture.names.en);
    expect((await detail(m.id, { languageType: 'CMN' })).nm).toBe(fixture.names.zh);
    expect((await detail(m.id, { languageType: 'ZHO' })).ts[0]?.na).toBe(fixture.home.names.zh);
    expect((await detail(m.id, { languageType: 'VIE' })).lg.na).toBe(
      schedule.leagues.find((l) => l.id === fixture.leagueId)?.names.vi,
    );
    expect((await detail(m.id, { languageType: 'THA' })).nm).toBe(fixture.names.th);
    expect((await detail(m.id, { languageType: 'KOR' })).nm).toBe(fixture.names.en);
    const bad = await p.post('/v1/match/getList', { languageType: 'CMN' });
    expect(bad.json.message).toBe('参数无效');
  });

  it('serves the language pack with every dictionary in every languageType', async () => {
    const pack = packEnvelope.parse((await p.post('/language/staticList', {})).json).data;
    for (const dict of ['Sports', 'MarketType', 'Match Status', 'Match Period', 'Option', 'Period', 'Tournament Phase'])
      expect(pack[dict]).toBeDefined();
    for (const { sid, names } of SPORT_PROFILES)
      expect(pack.Sports?.[sid]).toMatchObject({
        CMN: names.zh,
        ENG: names.en,
        VIE: names.vi,
        THA: names.th,
        KOR: names.en,
      });
    expect(pack['Match Period']?.[1002]?.ENG).toBe('Half 1');
    const live = await list({ type: 1, size: 50 });
    for (const m of live.records) {
      expect(pack['Match Period']?.[m.mc?.pe ?? 0], `period ${m.mc?.pe}`).toBeDefined();
      for (const g of m.mg) {
        expect(pack.MarketType?.[g.mty]).toBeDefined();
        expect(pack.Period?.[g.pe]).toBeDefined();
      }
    }
  });
});

describe('sports platform errors and auth', () => {
  const rejects = async (
    path: string,
    payload: string | Record<string, unknown> | unknown[],
    contentType = 'application/json',
  ) => {
    const res = await p.app.inject({
      method: 'POST',
      url: `/sports-api${path}`,
      payload: payload as string,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(200);
    const env = sportsErrorEnvelope.parse(res.json());
    expect(env.success).toBe(false);
    return env;
  };

  it('answers bad bodies with code 5 and the field, never a 500', async () => {
    expect((await rejects('/v1/match/getList', {})).info).toMatch(/^type: /);
    expect((await rejects('/v1/match/getList', { type: 'live' })).code).toBe(sportsCodes.invalidParameter);
    expect((await rejects('/v1/match/getList', { type: 12 })).code).toBe(5);
    expect((await rejects('/v1/match/getList', { type: 1, current: 0 })).code).toBe(5);
    expect((await rejects('/v1/match/getList', { type: 1, marketTypes: [1, 2, 3, 4, 5] })).code).toBe(5);
    expect((await rejects('/v1/match/getMatchDetail', { matchId: 'abc' })).info).toMatch(/^matchId/);
    expect((await rejects('/v1/match/getMatchDetail', {})).code).toBe(5);
    expect((await rejects('/v1/match/statistical', { sportTypes: 'x' })).code).toBe(5);
    expect((await rejects('/v1/match/getList', '{"type":')).code).toBe(5);
    expect((await rejects('/v1/match/getList', '')).code).toBe(5);
    expect((await rejects('/v1/match/getList', [1, 2])).code).toBe(5);
    expect((await rejects('/v1/match/getList', 'type=1', 'text/plain')).code).toBe(5);
    expect((await rejects('/v1/match/getMatchDetail', { matchId: 1 })).code).toBe(sportsCodes.dataNotFound);
  });

  it('ignores unknown keys and nulls', async () => {
    const page = await list({
      type: 1,
      noNeedResponseMsg: true,
      oddsChange: 1,
      currencyId: 1000,
      leagueIds: null,
      isPC: true,
      oddsType: 1,
    });
    expect(page.current).toBe(1);
  });

  it('lets guests read, verifies a present token and answers 14010 when it is expired or forged', async () => {
    const member = p.tokens.issue({ userId: 7, userName: 'bob77', currency: 'VND', lang: 'VIE' });
    const ok = await p.post('/v1/match/statistical', {}, { authorization: member.token });
    expect(ok.json.code).toBe(0);
    expect((await p.post('/v1/match/statistical', {}, { authorization: '' })).json.code).toBe(0);
    expect((await p.post('/v1/match/statistical', {})).json.code).toBe(0);
    expect((await p.post('/v1/match/statistical', {}, { authorization: 'forged.token' })).json.code).toBe(
      sportsCodes.tokenExpired,
    );
    expect((await p.post('/v1/match/statistical', {}, { authorization: `Bearer ${member.token}` })).json.code).toBe(
      14010,
    );
    p.clock.now += 61_000;
    try {
      const expired = await p.post(
        '/v1/match/getList',
        { type: 1, languageType: 'VIE' },
        { authorization: member.token },
      );
      expect(expired.status).toBe(200);
      expect(sportsErrorEnvelope.parse(expired.json)).toMatchObject({ code: 14010, success: false, data: null });
      expect((await p.post('/v1/match/getList', { type: 1 })).json.code).toBe(0);
    } finally {
      p.clock.now = START;
    }
  });
});
