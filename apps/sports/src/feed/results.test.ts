import {
  matchGetMatchDetail,
  matchResultList,
  matchResultPage,
  RESULTS_KEEP_DAYS,
  sportsEnvelopeOf,
  matchStatus,
} from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, testPlatform } from '../platform/test-platform.test-support.js';
import type { TestPlatform } from '../platform/test-platform.test-support.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const listEnvelope = sportsEnvelopeOf(matchResultList.response);
const pageEnvelope = sportsEnvelopeOf(matchResultPage.response);
const detailEnvelope = sportsEnvelopeOf(matchGetMatchDetail.response);

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

async function resultList(body: Record<string, unknown>) {
  const env = listEnvelope.parse((await p.post('/v1/match/matchResultList', body)).json);
  expect(env.code).toBe(0);
  return env.data;
}

async function resultPage(body: Record<string, unknown>) {
  const env = pageEnvelope.parse((await p.post('/v1/match/matchResultPage', body)).json);
  expect(env.code).toBe(0);
  return env.data;
}

describe('/v1/match/matchResultList and matchResultPage', () => {
  it('answers ended matches with final scores per sport and language, in the range, latest first', async () => {
    for (const [sid, lang] of [
      [1, 'ENG'],
      [2, 'CMN'],
      [5, 'VIE'],
      [13, 'ENG'],
      [177, 'ZHO'],
      [15, 'VIE'],
    ] as const) {
      const records = await resultList({
        sportId: sid,
        languageType: lang,
        beginTime: START - 2 * DAY,
        endTime: START,
      });
      expect(records.length, `sport ${sid}`).toBeGreaterThan(0);
      for (const r of records) {
        expect(r).toMatchObject({ sid, ms: matchStatus.ended });
        expect(r.bt).toBeGreaterThanOrEqual(START - 2 * DAY);
        expect(r.bt).toBeLessThanOrEqual(START);
        expect(r.nsg.some((s) => s.pe === sid * 1000 && s.tyg === 5)).toBe(true);
      }
      expect(records.map((r) => r.bt)).toEqual([...records.map((r) => r.bt)].sort((a, b) => b - a));
      if (lang === 'CMN' || lang === 'ZHO') expect(records[0]?.lg.na).toMatch(/\p{Script=Han}/u);
    }
  });

  it('agrees with the live feed: a recent result equals the detail of the same ended match', async () => {
    const [recent] = await resultList({ sportId: 1, beginTime: START - 6 * HOUR });
    expect(recent).toBeDefined();
    const env = detailEnvelope.parse((await p.post('/v1/match/getMatchDetail', { matchId: recent?.id })).json);
    expect(env.data.ms).toBe(0);
    // The result adds what settlement reads (full time, bookings) to every score the detail shows.
    expect(recent?.nsg).toEqual(expect.arrayContaining(env.data.nsg));
    expect(recent?.nsg).toContainEqual({
      pe: 1001,
      tyg: 5,
      sc: env.data.nsg.find((s) => s.pe === 1000 && s.tyg === 5)?.sc,
    });
    expect(env.data.ts.map((t) => t.id)).toEqual(recent?.ts.map((t) => t.id));
  });

  it('is deterministic, never answers the future, and keeps only the last days', async () => {
    const body = { sportId: 2, beginTime: START - 3 * DAY, endTime: START - 2 * DAY };
    expect(await resultList(body)).toEqual(await resultList(body));
    expect(await resultList({ sportId: 1, beginTime: START + HOUR, endTime: START + DAY })).toEqual([]);
    expect(
      await resultList({ sportId: 1, beginTime: START - 30 * DAY, endTime: START - (RESULTS_KEEP_DAYS + 1) * DAY }),
    ).toEqual([]);
    const defaults = await resultList({ sportId: 1 });
    expect(defaults.every((r) => r.bt >= START - DAY && r.bt <= START)).toBe(true);
  });

  it('pages with totals and the leagues of the whole set, filtered by leagueIds', async () => {
    const range = { beginTime: START - DAY, endTime: START, languageType: 'VIE' };
    const all = await resultList({ sportId: 1, ...range });
    const first = await resultPage({ sportId: 1, ...range, size: 10 });
    expect(first.total).toBe(all.length);
    expect(first.records.map((r) => r.id)).toEqual(all.slice(0, 10).map((r) => r.id));
    const second = await resultPage({ sportId: '1', ...range, size: '10', current: 2 });
    expect(second.records.map((r) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id));
    expect(new Set(first.lgs.map((l) => l.id))).toEqual(new Set(all.map((r) => r.lg.id)));
    const league = first.lgs[0];
    const inLeague = await resultPage({ leagueIds: [league?.id], ...range });
    expect(inLeague.total).toBe(all.filter((r) => r.lg.id === league?.id).length);
    expect(inLeague.lgs.map((l) => l.nm)).toEqual([league?.nm]);
    const byLeague = await resultPage({ sportId: 1, ...range, orderBy: 1, size: 50 });
    expect(byLeague.total).toBe(all.length);
  });

  it('answers code 5 for bad bodies', async () => {
    expect((await p.rejects('/v1/match/matchResultPage', { current: 1 })).info).toMatch(/sportId/);
    await p.rejects('/v1/match/matchResultPage', { sportId: 1, current: 0 });
    await p.rejects('/v1/match/matchResultList', { beginTime: START, endTime: START - DAY });
    await p.rejects('/v1/match/matchResultList', { sportId: 'soccer' });
    await p.rejects('/v1/match/matchResultList', '[1,');
  });
});
