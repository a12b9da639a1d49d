import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig, Extension } from '@matchday/server';
import { SportsSettingsError } from '@matchday/sports';
import fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedSports, SPORTS_PREFIX } from './embedded-sports.js';

const APP_SECRET = Buffer.alloc(32, 9);

/** The app's seamless wallet, as onBuilt hands it over. */
type BetWallet = Parameters<NonNullable<Extension['onBuilt']>>[0]['betWallet'];

/** The claims a platform token carries (base64url JSON before the signature). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

let dataDir = '';
const moreDirs: string[] = [];
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
  for (const dir of [dataDir, ...moreDirs.splice(0)]) if (dir) rmSync(dir, { recursive: true, force: true });
});

function config(
  site: AppConfig['site'] = 'vn',
  demo = true,
): Pick<AppConfig, 'sportsPlatform' | 'dataDir' | 'site' | 'demo'> {
  dataDir ||= mkdtempSync(join(tmpdir(), 'matchday-launcher-'));
  return { sportsPlatform: undefined, dataDir, site, demo };
}

/** The app's side of an extension: its mounts on a bare Fastify, as the app server registers them. */
async function mount(extension: Extension): Promise<FastifyInstance> {
  const app = fastify();
  apps.push(app);
  for (const m of extension.mounts ?? []) await app.register(m.plugin, { ...m.options, prefix: m.prefix });
  await app.ready();
  return app;
}

async function post(app: FastifyInstance, path: string, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${SPORTS_PREFIX}${path}`,
    payload: {},
    headers: token ? { authorization: token } : {},
  });
  return res.json() as { code: number; data: unknown };
}

describe('embeddedSports', () => {
  it('mounts the platform at /sports-api with sports.db in the data directory, and hands out its tokens there', async () => {
    const extension = embeddedSports(config(), APP_SECRET, {});
    const app = await mount(extension);
    expect(extension.mounts?.map((m) => m.prefix)).toEqual(['/sports-api']);
    expect(existsSync(join(dataDir, 'sports.db'))).toBe(true);

    const guest = await extension.sportsAccess!.grant(null, 'VIE');
    expect(guest).toMatchObject({
      apiServerAddress: '/sports-api',
      pcAddress: '/sports-api',
      pushServerAddress: '/sports-api/push',
      virtualAddress: '/sports-api/virtual',
    });
    expect(claimsOf(guest.token)).toMatchObject({ u: 0, n: 'guest', c: 'VND', l: 'VIE' });
    expect((await post(app, '/v1/match/statistical', guest.token)).code).toBe(0);
    expect(extension.sportsFeed).toBeDefined();
    expect(extension.resultsDesk).toBeDefined();
  });

  it('hands the app a maintenance port: inside a window the platform answers statistics with code 8 and the window', async () => {
    const extension = embeddedSports(config(), APP_SECRET, {});
    const app = await mount(extension);
    const window = { startMs: Date.now() - 60_000, endMs: Date.now() + 3_600_000 };
    await extension.sportsMaintenance!.setWindows([window]);
    const answer = (await post(app, '/v1/match/statistical')) as { code: number; message?: string };
    expect(answer).toMatchObject({ code: 8, message: `Under maintenance [${window.startMs}-${window.endMs}]` });
    await extension.sportsMaintenance!.setWindows([]);
    expect((await post(app, '/v1/match/statistical')).code).toBe(0);
  });

  it("signs tokens with HMAC-SHA256 of the app secret and 'sports-platform-tokens', so another secret's are refused", async () => {
    const extension = embeddedSports(config(), APP_SECRET, {});
    const app = await mount(extension);
    const { token } = await extension.sportsAccess!.grant({ userId: 7, userName: 'bob77', currency: 'VND' }, 'ENG');
    const [body, mac] = token.split('.') as [string, string];
    const key = createHmac('sha256', APP_SECRET).update('sports-platform-tokens').digest();
    expect(createHmac('sha256', key).update(body).digest('base64url')).toBe(mac);

    const other = embeddedSports(config(), Buffer.alloc(32, 1), {});
    await mount(other);
    const { token: foreign } = await other.sportsAccess!.grant(null, 'ENG');
    expect((await post(app, '/v1/match/statistical', foreign)).code).toBe(14010);
  });

  it("gives guests the site's currency", async () => {
    const extension = embeddedSports(config('cn'), APP_SECRET, {});
    await mount(extension);
    expect(claimsOf((await extension.sportsAccess!.grant(null, 'CMN')).token)).toMatchObject({ c: 'CNY' });
  });

  it("moves members' money through the app's wallet once onBuilt hands it over", async () => {
    const extension = embeddedSports(config(), APP_SECRET, {});
    const app = await mount(extension);
    const balances: BetWallet = {
      debit: () => Promise.reject(new Error('no bets here')),
      credit: () => Promise.reject(new Error('no bets here')),
      balance: async (userId, currency) => (userId === 7 && currency === 'VND' ? 12_345_600 : 0),
    };
    extension.onBuilt?.({ betWallet: balances });
    const { token } = await extension.sportsAccess!.grant({ userId: 7, userName: 'bob77', currency: 'VND' }, 'ENG');
    expect(await post(app, '/v1/user/base', token)).toMatchObject({ code: 0, data: { uid: '7', bl: '123456.00' } });
  });

  it('#1 seeds the demo operator notices only with demo content on (off in prod without DEMO=on)', async () => {
    const pinned = async (demo: boolean) => {
      const own = mkdtempSync(join(tmpdir(), 'matchday-launcher-'));
      moreDirs.push(own);
      const extension = embeddedSports({ ...config('vn', demo), dataDir: own }, APP_SECRET, {});
      const app = await mount(extension);
      const { token } = await extension.sportsAccess!.grant(null, 'ENG');
      const { code, data } = await post(app, '/v1/bulletin/listTop', token);
      expect(code).toBe(0);
      return data as unknown[];
    };
    expect((await pinned(true)).length).toBeGreaterThan(0);
    expect(await pinned(false)).toEqual([]);
  });

  it('embeds nothing when SPORTS_PLATFORM_URL links a standalone platform', () => {
    const linked = {
      ...config(),
      sportsPlatform: {
        url: 'http://127.0.0.1:8090',
        publicUrl: 'http://127.0.0.1:8090',
        merchantSecret: 's'.repeat(32),
      },
    };
    expect(embeddedSports(linked, APP_SECRET, { SIM_SPEED: 'not read' })).toEqual({});
  });

  it('refuses bad platform settings with every problem', () => {
    expect(() => embeddedSports(config(), APP_SECRET, { SIM_SPEED: '0', SPORTS_PUSH_INTERVAL_MS: '5' })).toThrow(
      SportsSettingsError,
    );
    expect(() => embeddedSports(config(), APP_SECRET, { SIM_SPEED: '0', SPORTS_PUSH_INTERVAL_MS: '5' })).toThrow(
      /SIM_SPEED must be a number from 1 to 600 \(got "0"\)\n.*SPORTS_PUSH_INTERVAL_MS/,
    );
  });
});
