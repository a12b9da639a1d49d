import {
  bulletinListPage,
  matchGetList,
  matchResultInfo,
  matchResultList,
  merchantDetail,
  RESULTS_KEEP_DAYS,
  sportsEnvelopeOf,
  matchStatus,
} from '@matchday/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBulletins } from '../bulletins/demo-bulletins.js';
import { createBulletinRepository } from '../bulletins/bulletin.repository.js';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import { START, testPlatform } from '../platform/test-platform.test-support.js';
import { createMerchantSettingsRepository } from '../merchant/merchant-settings.repository.js';
import { createResultRepository } from '../results/result.repository.js';
import { migrateSportsDatabase, openSportsDatabase } from './database.js';
import { testDatabases } from './test-database.test-support.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const infoEnvelope = sportsEnvelopeOf(matchResultInfo.response);
const listEnvelope = sportsEnvelopeOf(matchResultList.response);

describe.each(testDatabases())('sports.db on $name', (engine) => {
  afterAll(() => engine.drop());

  it.skipIf(!engine.available)(
    'migrates once, seeds the demo bulletins and merchant once, and keeps them across restarts',
    async () => {
      const config = await engine.create();
      const first = await testPlatform('/s', config);
      const page = sportsEnvelopeOf(bulletinListPage.response).parse(
        (await first.post('/v1/bulletin/listPage', { size: 50 })).json,
      ).data;
      expect(page.total).toBe(demoBulletins.length);
      await first.app.close();

      const db = openSportsDatabase(config);
      try {
        expect(await migrateSportsDatabase(db)).toEqual([]);
        expect(await createBulletinRepository(db).seedDemo(START)).toBe(0);
        await createMerchantSettingsRepository(db).setEnabledSports([1, 3], START);
      } finally {
        await db.destroy();
      }

      const again = await testPlatform('/s', config);
      try {
        const merchant = sportsEnvelopeOf(merchantDetail.response).parse(
          (await again.post('/v1/merchant/detail')).json,
        ).data;
        expect(merchant.sss).toEqual([1, 3]);
        const list = sportsEnvelopeOf(matchGetList.response).parse(
          (await again.post('/v1/match/getList', { type: 0 })).json,
        ).data;
        expect(list.total).toBeGreaterThan(0);
        expect(list.records.every((r) => r.sid === 1 || r.sid === 3)).toBe(true);
        const outside = sportsEnvelopeOf(matchGetList.response).parse(
          (await again.post('/v1/match/getList', { type: 0, sportId: 5 })).json,
        ).data;
        expect(outside.total).toBe(0);
        const all = sportsEnvelopeOf(matchGetList.response).parse(
          (await again.post('/v1/match/getList', { type: 0, sportIds: [3, 5] })).json,
        ).data;
        expect(all.records.every((r) => r.sid === 3)).toBe(true);
      } finally {
        await again.app.close();
      }
      expect(SPORT_PROFILES.length).toBeGreaterThan(2);
    },
  );

  it.skipIf(!engine.available)(
    'records each finished match once, serves stored results, and stores a correction as a new version',
    async () => {
      const p = await testPlatform('/s', await engine.create());
      try {
        const store = createResultRepository(p.platform.db);
        const swept = await p.platform.recorder.sweep();
        expect(swept).toBeGreaterThan(10);
        expect(await p.platform.recorder.sweep()).toBe(0);

        const [recent] = listEnvelope.parse(
          (await p.post('/v1/match/matchResultList', { sportId: 1, beginTime: START - 6 * HOUR })).json,
        ).data;
        expect(recent).toBeDefined();
        const stored = await store.latest(recent!.id);
        expect(stored).toMatchObject({ version: 1, sportId: 1, kickoff: recent!.bt, reason: null });
        expect(stored!.scores).toEqual(recent!.nsg);
        expect(
          await store.record(
            [{ matchId: recent!.id, sportId: 1, leagueId: recent!.lg.id, kickoff: recent!.bt, scores: [] }],
            START,
          ),
        ).toBe(0);

        const corrected = [{ pe: 1000, tyg: 5, sc: [9, 0] as [number, number] }];
        expect(await store.correct(recent!.id, corrected, 'goal disallowed after review', START + 1)).toBe(2);
        const info = infoEnvelope.parse(
          (await p.post('/v1/match/matchResultInfo', { matchId: String(recent!.id), languageType: 'VIE' })).json,
        );
        expect(info).toMatchObject({ code: 0, data: { id: recent!.id, ms: matchStatus.ended, nsg: corrected } });
        const list = listEnvelope.parse(
          (await p.post('/v1/match/matchResultList', { sportId: 1, beginTime: START - 6 * HOUR })).json,
        ).data;
        expect(list.find((r) => r.id === recent!.id)?.nsg).toEqual(corrected);
        expect(await p.platform.recorder.sweep()).toBe(0);
        expect((await store.latest(recent!.id))?.version).toBe(2);
      } finally {
        await p.app.close();
      }
    },
  );

  it.skipIf(!engine.available)('backfills the kept days at start, so earlier results are stored too', async () => {
    const p = await testPlatform('/s', await engine.create());
    try {
      const added = await p.platform.recorder.backfill();
      const store = createResultRepository(p.platform.db);
      const stored = await store.latestInRange(START - RESULTS_KEEP_DAYS * DAY, START);
      expect(stored.size).toBe(added);
      const earlier = listEnvelope.parse(
        (
          await p.post('/v1/match/matchResultList', {
            sportId: 13,
            beginTime: START - 5 * DAY,
            endTime: START - 4 * DAY,
          })
        ).json,
      ).data;
      expect(earlier.length).toBeGreaterThan(0);
      for (const r of earlier) expect(stored.get(r.id)?.scores).toEqual(r.nsg);
      expect(await p.platform.recorder.backfill()).toBe(0);
    } finally {
      await p.app.close();
    }
  });
});
