import {
  matchCount,
  matchGetList,
  matchGetOnSaleLeagues,
  matchQueryMatchByRecommend,
  sportsEnvelopeOf,
  matchStatus,
} from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../schedule/schedule.js';
import { foldText, timeZoneOffsetMs } from './match-menu.js';
import { SEED, START, testPlatform } from '../platform/test-platform.test-support.js';
import type { TestPlatform } from '../platform/test-platform.test-support.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const listEnvelope = sportsEnvelopeOf(matchGetList.response);
const leaguesEnvelope = sportsEnvelopeOf(matchGetOnSaleLeagues.response);
const countEnvelope = sportsEnvelopeOf(matchCount.response);
const searchEnvelope = sportsEnvelopeOf(matchQueryMatchByRecommend.response);
const SPORTS = [1, 2, 5, 13, 177];
const LANGS = ['ENG', 'CMN', 'VIE'] as const;

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

async function listTotal(body: Record<string, unknown>): Promise<number> {
  const env = listEnvelope.parse((await p.post('/v1/match/getList', { size: 1, ...body })).json);
  expect(env.code).toBe(0);
  return env.data.total;
}

describe('/v1/match/getOnSaleLeagues', () => {
  it('answers the leagues on sale per sport and list type, their mt adding up to getList totals', async () => {
    for (const sid of SPORTS) {
      for (const type of [0, 1, 3, 4]) {
        const lang = LANGS[(sid + type) % 3];
        const env = leaguesEnvelope.parse(
          (
            await p.post('/v1/match/getOnSaleLeagues', {
              type: String(type),
              sportId: sid,
              languageType: lang,
              isPC: true,
            })
          ).json,
        );
        expect(env.code).toBe(0);
        expect(env.data.every((l) => l.sid === sid && l.mt > 0)).toBe(true);
        expect(new Set(env.data.map((l) => l.id)).size).toBe(env.data.length);
        const total = env.data.reduce((n, l) => n + l.mt, 0);
        expect(total, `sport ${sid} type ${type}`).toBe(await listTotal({ type, sportId: sid }));
        if (env.data[0]) expect(env.data[0].mt).toBe(await listTotal({ type, sportId: sid, leagueId: env.data[0].id }));
      }
    }
  });

  it('takes sportIds and localises names and regions', async () => {
    const get = async (languageType: string) =>
      leaguesEnvelope.parse(
        (await p.post('/v1/match/getOnSaleLeagues', { type: 0, sportIds: [1, 2], languageType })).json,
      ).data;
    const [en, zh, vi] = [await get('ENG'), await get('ZHO'), await get('VIE')];
    expect(new Set(en.map((l) => l.sid))).toEqual(new Set([1, 2]));
    expect(zh.map((l) => l.id)).toEqual(en.map((l) => l.id));
    expect(vi.map((l) => l.id)).toEqual(en.map((l) => l.id));
    expect(zh[0]?.na).not.toBe(en[0]?.na);
    expect(zh[0]?.na).toMatch(/\p{Script=Han}/u);
    expect(typeof vi[0]?.rnm).toBe('string');
  });

  it('answers code 5 for a body without a sport, a bad type or bad JSON', async () => {
    expect((await p.rejects('/v1/match/getOnSaleLeagues', { type: 0 })).info).toMatch(/sportId/);
    await p.rejects('/v1/match/getOnSaleLeagues', { type: 'live', sportId: 1 });
    await p.rejects('/v1/match/getOnSaleLeagues', { type: 0, sportIds: [] });
    await p.rejects('/v1/match/getOnSaleLeagues', '{"type":');
  });
});

describe('/v1/match/matchCount', () => {
  it('counts upcoming matches per day after today, adding up to the early list', async () => {
    for (const sid of SPORTS) {
      for (const days of [undefined, 3, 30]) {
        const env = countEnvelope.parse(
          (await p.post('/v1/match/matchCount', { sportId: sid, days, languageType: 'VIE' })).json,
        );
        expect(env.code).toBe(0);
        const { d, dl, o } = env.data;
        expect(d).toBe(days ?? 7);
        expect(dl).toHaveLength(d);
        dl.forEach((day, i) => expect(day.bt).toBe((dl[0]?.bt ?? 0) + i * DAY));
        expect(o.bt).toBe((dl[0]?.bt ?? 0) + d * DAY);
        // GMT-4 day starts, and the first counted day is tomorrow.
        expect(((dl[0]?.bt ?? 0) - 4 * HOUR) % DAY).toBe(0);
        expect(dl[0]?.bt).toBeGreaterThan(START);
        expect(
          dl.reduce((n, x) => n + x.c, o.c),
          `sport ${sid}`,
        ).toBe(await listTotal({ type: 4, sportId: sid }));
        if (sid === 1) expect(dl[0]?.c).toBeGreaterThan(0);
      }
    }
  });

  it('cuts days in the given timeZone and narrows by markets', async () => {
    const env = countEnvelope.parse((await p.post('/v1/match/matchCount', { sportId: 1, timeZone: 'GMT+8' })).json);
    expect(((env.data.dl[0]?.bt ?? 0) + 8 * HOUR) % DAY).toBe(0);
    expect(timeZoneOffsetMs('UTC-04:30')).toBe(-4.5 * HOUR);
    expect(timeZoneOffsetMs('Asia/Shanghai')).toBeNull();
    const none = countEnvelope.parse(
      (await p.post('/v1/match/matchCount', { sportId: 1, markets: [{ marketType: 2002 }] })).json,
    );
    expect(none.data.dl.every((x) => x.c === 0) && none.data.o.c === 0).toBe(true);
  });

  it('answers code 5 without sportId or with days out of 1–30', async () => {
    expect((await p.rejects('/v1/match/matchCount', { days: 7 })).info).toMatch(/sportId/);
    await p.rejects('/v1/match/matchCount', { sportId: 1, days: 0 });
    await p.rejects('/v1/match/matchCount', { sportId: 1, days: 31 });
    await p.rejects('/v1/match/matchCount', { sportId: 'one' });
  });
});

describe('/v1/match/queryMatchByRecommend', () => {
  const schedule = buildSchedule(SEED, START);
  const upcoming = (sid: number) => {
    const f = schedule.fixtures.find((x) => x.sid === sid && x.kickoff > START + HOUR);
    if (!f) throw new Error(`no upcoming match of sport ${sid}`);
    return f;
  };

  it('finds a match by its team name in zh, en and vi, answering in the request language', async () => {
    for (const sid of [1, 2, 5, 13]) {
      const f = upcoming(sid);
      for (const [i, lang] of LANGS.entries()) {
        const names = f.home.names;
        const keyword = [names.en, names.zh, names.vi][(i + sid) % 3] ?? '';
        const env = searchEnvelope.parse(
          (await p.post('/v1/match/queryMatchByRecommend', { recommend: keyword, languageType: lang, size: 50 })).json,
        );
        expect(env.code).toBe(0);
        const hit = env.data.find((m) => m.id === f.id);
        expect(hit, `sport ${sid} "${keyword}"`).toBeDefined();
        const want = lang === 'CMN' ? names.zh : lang === 'VIE' ? names.vi : names.en;
        expect(hit?.ts[0]?.na).toBe(want);
        expect(env.data.every((m) => m.ms !== matchStatus.ended)).toBe(true);
      }
    }
  });

  it('finds matches by league name, folding case and accents, and cuts to size', async () => {
    const f = upcoming(1);
    const league = schedule.leagues.find((l) => l.id === f.leagueId);
    const keyword = foldText(league?.names.vi ?? '').toUpperCase();
    const env = searchEnvelope.parse(
      (await p.post('/v1/match/queryMatchByRecommend', { recommend: keyword, size: 50 })).json,
    );
    expect(env.data.some((m) => m.lg.id === f.leagueId)).toBe(true);
    const small = searchEnvelope.parse(
      (await p.post('/v1/match/queryMatchByRecommend', { recommend: league?.names.en, size: '2' })).json,
    );
    expect(small.data.length).toBeLessThanOrEqual(2);
    const none = searchEnvelope.parse(
      (await p.post('/v1/match/queryMatchByRecommend', { recommend: 'zzqqxx-no-such-team' })).json,
    );
    expect(none.data).toEqual([]);
  });

  it('answers code 5 without a keyword', async () => {
    expect((await p.rejects('/v1/match/queryMatchByRecommend', {})).info).toMatch(/recommend/);
    await p.rejects('/v1/match/queryMatchByRecommend', { recommend: '   ' });
    await p.rejects('/v1/match/queryMatchByRecommend', { recommend: 42 });
  });
});
