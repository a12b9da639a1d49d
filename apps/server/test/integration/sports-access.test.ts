import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsGrantee } from '@matchday/contract';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const granted: Array<{ who: SportsGrantee | null; lang: string }> = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    build: {
      mounts: [
        {
          prefix: '/sports-api',
          plugin: async (app) =>
            void app.post('/v1/ping', async () => ({ code: 0, success: true, message: 'ok', data: 'pong' })),
        },
      ],
      sportsAccess: {
        async grant(who, lang) {
          granted.push({ who, lang });
          return {
            token: `tok-${who?.userId ?? 0}`,
            apiServerAddress: '/sports-api',
            pcAddress: '/sports-api',
            pushServerAddress: '/sports-api/push',
            virtualAddress: '/sports-api/virtual',
          };
        },
      },
    },
  });
});
afterAll(() => t.close());

describe('the sports platform port', () => {
  it('grants a member their own token with their currency, and a visitor a guest one', async () => {
    const member = await callerFor(t.app, await sessionFor(t.app, 'member01'), 'zh-cn').post(
      '/api/game/bet/cSports/token',
    );
    expect(member.data).toMatchObject({ token: expect.stringMatching(/^tok-[1-9]/), apiServerAddress: '/sports-api' });
    expect(granted.at(-1)).toMatchObject({ who: { userName: 'member01', currency: 'VND' }, lang: 'zh-cn' });
    const guest = await callerFor(t.app, null).post('/api/game/bet/cSports/token');
    expect(guest.data.token).toBe('tok-0');
    expect(granted.at(-1)!.who).toBeNull();
  });

  it('serves a mounted plugin under its prefix, not the web client fallback', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/sports-api/v1/ping', payload: {} });
    expect(res.json()).toMatchObject({ code: 0, data: 'pong' });
  });
});

describe('without a sports platform', () => {
  it('the token call answers featureUnavailable', async () => {
    const plain = await buildTestApp();
    try {
      expect((await callerFor(plain.app, null).post('/api/game/bet/cSports/token')).code).toBe(
        apiCodes.featureUnavailable.code,
      );
    } finally {
      await plain.close();
    }
  });
});
