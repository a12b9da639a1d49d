import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  merchantMaintenance,
  merchantMaintenanceAnnounce,
  sportsCodes,
} from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsPlatform } from '../../platform/create-sports-platform.js';

const SECRET = 'm'.repeat(40);
let now = Date.UTC(2026, 10, 23, 15, 0, 0);
const platform = createSportsPlatform({
  seed: 5,
  speed: 1,
  now: () => now,
  tokenSecret: Buffer.alloc(32, 3),
  recordResults: false,
  merchant: { secret: SECRET },
});
const app = fastify();
beforeAll(async () => {
  await app.register(platform.plugin);
  await app.ready();
});
afterAll(() => app.close());

/** A call signed with `secret` at a fresh timestamp. */
async function signed(path: string, body: unknown, secret = SECRET) {
  now += 1;
  const raw = JSON.stringify(body);
  const timestamp = String(now);
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [MERCHANT_TIMESTAMP_HEADER]: timestamp,
      [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(secret, timestamp, raw),
    },
  });
  return res.json() as { code: number };
}

const stats = async () =>
  (await app.inject({ method: 'POST', url: '/v1/match/statistical', payload: {} })).json() as {
    code: number;
    message: string;
  };

describe('a standalone platform hears the app maintenance windows by signed merchant calls', () => {
  it('answers code 8 inside a window it was sent, and refuses an unsigned or wrongly signed list', async () => {
    const window = { startMs: now - 1000, endMs: now + 3_600_000 };
    expect((await signed(merchantMaintenance.path, { windows: [window] }, 'x'.repeat(40))).code).not.toBe(0);
    expect((await stats()).code).toBe(0);
    expect((await signed(merchantMaintenance.path, { windows: [window] })).code).toBe(0);
    expect(await stats()).toMatchObject({
      code: sportsCodes.maintenance,
      message: `Under maintenance [${window.startMs}-${window.endMs}]`,
    });
    expect((await signed(merchantMaintenance.path, { windows: [] })).code).toBe(0);
    expect((await stats()).code).toBe(0);
  });

  it('publishes an announced window as a maintenance bulletin', async () => {
    const texts = { en: 'Upgrade', 'zh-cn': '升级', vi: 'Nâng cấp', th: 'อัปเกรด' };
    expect((await signed(merchantMaintenanceAnnounce.path, { titles: texts, contents: texts })).code).toBe(0);
    const top = await app.inject({ method: 'POST', url: '/v1/bulletin/listTop', payload: { languageType: 'THA' } });
    expect(top.body).toContain('อัปเกรด');
  });
});
