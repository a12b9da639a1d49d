import { parseMaintenanceWindow } from '@matchday/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSportsMaintenance } from './in-process-ports.js';
import { START, testPlatform, type TestPlatform } from './test-platform.test-support.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

const HOUR = 3_600_000;

describe('maintenance windows from the app (spec §4 code 8)', () => {
  it('answers statistics, lists and bets with code 8 and the window inside it, and reads normally outside', async () => {
    const window = { startMs: START + HOUR, endMs: START + 2 * HOUR };
    await embeddedSportsMaintenance(p.platform).setWindows([window]);

    expect((await p.post('/v1/match/statistical', { languageType: 'ENG' })).json.code).toBe(0);

    p.clock.now = START + HOUR + 1000;
    const stats = (await p.post('/v1/match/statistical', { languageType: 'ENG' })).json;
    expect(stats).toMatchObject({ code: 8, success: false, data: null });
    expect(stats.message).toBe(`Under maintenance [${window.startMs}-${window.endMs}]`);
    expect(parseMaintenanceWindow(String(stats.message))).toEqual(window);
    expect((await p.post('/v1/match/getList', { type: 1, languageType: 'VIE' })).json).toMatchObject({
      code: 8,
      message: `Đang bảo trì [${window.startMs}-${window.endMs}]`,
    });
    expect((await p.post('/v1/order/bet/singlePass', {})).json.code).toBe(8);
    // Bulletins (which announce it) and the language pack stay open.
    expect((await p.post('/v1/bulletin/listTop', { languageType: 'ENG' })).json.code).toBe(0);

    p.clock.now = window.endMs + 1;
    expect((await p.post('/v1/match/statistical', { languageType: 'ENG' })).json.code).toBe(0);
  });

  it('lifts when the app sends the list without the window (an admin ended it)', async () => {
    p.clock.now = START + 5 * HOUR;
    await embeddedSportsMaintenance(p.platform).setWindows([{ startMs: START, endMs: START + 10 * HOUR }]);
    expect((await p.post('/v1/match/statistical', {})).json.code).toBe(8);
    await embeddedSportsMaintenance(p.platform).setWindows([]);
    expect((await p.post('/v1/match/statistical', {})).json.code).toBe(0);
  });

  it('publishes an announced window as a pinned maintenance bulletin in every language', async () => {
    const texts = (w: string) => ({ en: `${w} en`, 'zh-cn': `${w} zh`, vi: `${w} vi`, th: `${w} th` });
    await embeddedSportsMaintenance(p.platform).announce({
      titles: texts('Sports upgrade'),
      contents: texts('Sunday'),
    });
    const top = (await p.post('/v1/bulletin/listTop', { languageType: 'VIE' })).json as {
      data: { title?: string; ti?: string }[];
    };
    expect(JSON.stringify(top.data)).toContain('Sports upgrade vi');
  });
});
