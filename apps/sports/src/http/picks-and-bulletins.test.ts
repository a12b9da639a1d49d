import {
  BANNER_MATCH_COUNT,
  bulletinListPage,
  bulletinListTop,
  matchGetBannerMatchList,
  matchGetList,
  matchRecommendMatchList,
  merchantDetail,
  sportsEnvelopeOf,
  matchStatus,
} from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBulletins } from '../bulletins/demo-bulletins.js';
import { buildLeagues } from '../catalogue/leagues.js';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import { SEED, START, testPlatform } from '../platform/test-platform.test-support.js';
import type { TestPlatform } from '../platform/test-platform.test-support.js';

const HOUR = 3600_000;
const leagues = new Map(buildLeagues(SEED).map((l) => [l.id, l]));

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

async function data<T>(
  path: string,
  schema: { parse(v: unknown): { code: number; data: T } },
  body: Record<string, unknown> = {},
): Promise<T> {
  const env = schema.parse((await p.post(path, body)).json);
  expect(env.code).toBe(0);
  return env.data;
}

const recommend = (body: Record<string, unknown>) =>
  data('/v1/match/recommendMatchList', sportsEnvelopeOf(matchRecommendMatchList.response), body);

describe('/v1/match/recommendMatchList and getBannerMatchList', () => {
  it('recommends live then soon-starting matches of popular leagues, with main markets, up to size', async () => {
    const picks = await recommend({ size: 30 });
    expect(picks.length).toBe(30);
    const live = picks.filter((m) => m.ms === matchStatus.live);
    expect(live.length).toBeGreaterThan(0);
    expect(picks.slice(0, live.length).every((m) => m.ms === matchStatus.live)).toBe(true);
    const upcoming = picks.slice(live.length);
    expect(upcoming.every((m) => m.ms === matchStatus.notStarted && m.bt <= START + 6 * HOUR)).toBe(true);
    expect(upcoming.map((m) => m.bt)).toEqual([...upcoming.map((m) => m.bt)].sort((a, b) => a - b));
    for (const m of picks) {
      expect(leagues.get(m.lg.id)!.rank).toBeLessThanOrEqual(2);
      expect(m.mg.every((g) => g.mks.every((l) => l.mbl === 1))).toBe(true);
    }
    expect((await recommend({ size: 500 })).length).toBeLessThanOrEqual(50);
    const soccer = await recommend({ sportId: 1, size: 50 });
    expect(soccer.length).toBeGreaterThan(0);
    expect(soccer.every((m) => m.sid === 1)).toBe(true);
  });

  it('shuffles with random: the same call in the same minute answers the same list, the next minute another', async () => {
    const ordered = await recommend({ size: 50 });
    const shuffled = await recommend({ size: 50, random: true });
    expect(await recommend({ size: 50, random: 1 })).toEqual(shuffled);
    expect(shuffled.map((m) => m.id)).not.toEqual(ordered.map((m) => m.id));
    expect(new Set(shuffled.map((m) => m.id)).size).toBe(shuffled.length);
    p.clock.now += 60_000;
    try {
      const later = await recommend({ size: 50, random: true });
      expect(later.map((m) => m.id)).not.toEqual(shuffled.map((m) => m.id));
    } finally {
      p.clock.now -= 60_000;
    }
  });

  it('puts the hot leagues live and next matches on the banner', async () => {
    const banner = await data('/v1/match/getBannerMatchList', sportsEnvelopeOf(matchGetBannerMatchList.response), {
      platform: 'pc',
      languageType: 'CMN',
    });
    expect(banner.length).toBe(BANNER_MATCH_COUNT);
    expect(banner.every((m) => m.lg.hot && (m.ms === matchStatus.live || m.ms === matchStatus.notStarted))).toBe(true);
    expect(banner[0]?.nm).toMatch(/\p{Script=Han}/u);
  });
});

describe('/v1/bulletin/listTop and listPage', () => {
  const page = (body: Record<string, unknown>) =>
    data('/v1/bulletin/listPage', sportsEnvelopeOf(bulletinListPage.response), body);

  it('lists the pinned bulletins, latest first, in Chinese, English, Vietnamese or Thai', async () => {
    const top = (lang: string) =>
      data('/v1/bulletin/listTop', sportsEnvelopeOf(bulletinListTop.response), { languageType: lang });
    const en = await top('ENG');
    expect(en.length).toBe(demoBulletins.filter((b) => b.pinned).length);
    expect(en.every((b) => b.top)).toBe(true);
    expect(en.map((b) => b.pt)).toEqual([...en.map((b) => b.pt)].sort((a, b) => b - a));
    expect(en[0]?.ti).toBe(demoBulletins[0]?.title.en);
    expect((await top('CMN'))[0]?.ti).toBe(demoBulletins[0]?.title['zh-cn']);
    expect((await top('VIE'))[0]?.co).toBe(demoBulletins[0]?.content.vi);
    expect((await top('THA'))[0]?.ti).toMatch(/\p{Script=Thai}/u);
    expect((await top('KOR'))[0]?.ti).toBe(en[0]?.ti);
  });

  it('pages every published bulletin with totals per kind, by sport, time range and order', async () => {
    const all = await page({ size: 50 });
    expect(all.total).toBe(demoBulletins.length);
    expect(all.totalType.reduce((s, t) => s + t.c, 0)).toBe(all.total);
    expect(all.records.map((b) => b.pt)).toEqual([...all.records.map((b) => b.pt)].sort((a, b) => b - a));
    const second = await page({ size: 2, current: 2 });
    expect(second.records.map((b) => b.id)).toEqual(all.records.slice(2, 4).map((b) => b.id));
    const oldest = await page({ size: 1, orders: 1 });
    expect(oldest.records[0]?.id).toBe(all.records.at(-1)?.id);
    const tennis = await page({ sportId: 5, size: 50 });
    expect(tennis.records.every((b) => b.sid === undefined || b.sid === 5)).toBe(true);
    expect(tennis.records.some((b) => b.sid === 5)).toBe(true);
    expect(tennis.total).toBe(demoBulletins.filter((b) => b.sportId === null || b.sportId === 5).length);
    const recent = await page({ startTime: START - 12 * HOUR, size: 50 });
    expect(recent.records.every((b) => b.pt >= START - 12 * HOUR)).toBe(true);
    expect(recent.total).toBe(demoBulletins.filter((b) => b.age <= 12 * HOUR).length);
  });

  it('keeps a bulletin hidden until its publish time', async () => {
    const id = await p.platform.db
      .insertInto('sportsBulletins')
      .values({
        kind: 1,
        sportId: null,
        pinned: 1,
        publishedAt: START + HOUR,
        title: '{"en":"Later"}',
        content: '{"en":"Soon"}',
        createdAt: START,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await page({ size: 50 })).records.some((b) => b.id === String(id.id))).toBe(false);
    p.clock.now += 2 * HOUR;
    try {
      const later = await page({ size: 50, languageType: 'THA' });
      expect(later.records[0]).toMatchObject({ id: String(id.id), ti: 'Later', co: 'Soon', top: true });
    } finally {
      p.clock.now -= 2 * HOUR;
    }
  });
});

describe('/v1/merchant/detail', () => {
  it('answers every sport enabled by default, as the lists show them', async () => {
    const detail = await data('/v1/merchant/detail', sportsEnvelopeOf(merchantDetail.response));
    expect(detail).toMatchObject({ mid: 'matchday', nm: 'Matchday' });
    expect([...detail.sss].sort((a, b) => a - b)).toEqual(SPORT_PROFILES.map((s) => s.sid).sort((a, b) => a - b));
    expect(detail.lts).toEqual(expect.arrayContaining(['CMN', 'ENG', 'VIE', 'THA']));
    const list = await data('/v1/match/getList', sportsEnvelopeOf(matchGetList.response), { type: 0, size: 50 });
    expect(list.total).toBeGreaterThan(0);
  });
});
