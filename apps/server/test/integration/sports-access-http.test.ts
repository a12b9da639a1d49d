import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  apiCodes,
  MERCHANT_SIGNATURE_HEADER,
  orderStatus,
  MERCHANT_TIMESTAMP_HEADER,
  sportsCodes,
  type ResultDeskRecord,
} from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const SECRET = 'integration-merchant-secret-0123456789abcdef';
let platform: ChildProcess;
let platformUrl: string;
let dataDir: string;
let t: TestApp;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/** `npm run start:sports` from source on a free port: a separate process, as in production, moving money through `walletUrl`. */
async function startStandalone(walletUrl: string): Promise<string> {
  dataDir = mkdtempSync(join(tmpdir(), 'md-sports-'));
  platform = spawn(process.execPath, ['--conditions=@matchday/source', '--import', 'tsx', 'apps/sports/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SPORTS_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPORTS_MERCHANT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      SPORTS_DATABASE_URL: '',
      SPORTS_WALLET_URL: walletUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`standalone platform did not start:\n${output}`)), 25_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        ok(m[1]);
      }
    };
    platform.stdout?.on('data', read);
    platform.stderr?.on('data', read);
    platform.on('exit', (code) => fail(new Error(`standalone platform exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  // The app server listens too: the platform calls its signed wallet calls for every stake and payout.
  const appPort = await freePort();
  platformUrl = await startStandalone(`http://127.0.0.1:${appPort}`);
  t = await buildTestApp({ env: { SPORTS_PLATFORM_URL: platformUrl, SPORTS_MERCHANT_SECRET: SECRET } });
  await t.app.listen({ host: '127.0.0.1', port: appPort });
}, 40_000);

afterAll(async () => {
  await t?.close();
  platform?.kill('SIGTERM');
  await new Promise((r) => platform?.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
});

async function platformCall(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${platformUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; data: unknown };
}

/** An open option of a pre-match soccer line, as the bet slip sends it. */
async function openOption(sports: { authorization: string }) {
  const list = (await platformCall('/v1/match/getList', { type: 9, sportId: 1, size: 50 }, sports)) as {
    data: {
      records: { id: number; mg: { mks: { id: number; ss: number; op: { ty: number; od: number }[] }[] }[] }[];
    };
  };
  const match = list.data.records.find((m) =>
    m.mg.some((g) => g.mks.some((l) => l.ss === 1 && l.op.some((o) => o.od > 1))),
  )!;
  const line = match.mg.flatMap((g) => g.mks).find((l) => l.ss === 1 && l.op.some((o) => o.od > 1))!;
  const option = line.op.find((o) => o.od > 1)!;
  return { marketId: line.id, optionType: option.ty, odds: option.od, oddsFormat: 1, matchId: match.id };
}

describe('a standalone sports platform behind the app server', () => {
  it('grants a member a token through /api/game/bet/cSports/token that reads getList from the platform', async () => {
    const grant = await callerFor(t.app, await sessionFor(t.app, 'member01'), 'vi').post('/api/game/bet/cSports/token');
    expect(grant.code).toBe(apiCodes.success.code);
    expect(grant.data).toMatchObject({
      apiServerAddress: platformUrl,
      pcAddress: platformUrl,
      pushServerAddress: `${platformUrl}/push`,
    });
    const list = await platformCall(
      '/v1/match/getList',
      { type: 1, languageType: 'VIE' },
      { authorization: grant.data.token },
    );
    expect(list.code).toBe(0);
    expect((list.data as { records: unknown[] }).records.length).toBeGreaterThan(0);
    expect((await platformCall('/v1/match/getList', { type: 1 }, { authorization: `${grant.data.token}x` })).code).toBe(
      sportsCodes.tokenExpired,
    );
  });

  it('grants visitors a guest token too, and lets browsers on the app origin call the platform', async () => {
    const guest = await callerFor(t.app, null).post('/api/game/bet/cSports/token');
    expect((await platformCall('/v1/bulletin/listTop', {}, { authorization: guest.data.token })).code).toBe(0);
    const preflight = await fetch(`${platformUrl}/v1/match/getList`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('takes a member’s bet on the platform through the app server’s signed wallet calls, into the ledger and the bet summary', async () => {
    const member = callerFor(t.app, await sessionFor(t.app, 'member01'), 'en');
    const sports = { authorization: (await member.post('/api/game/bet/cSports/token')).data.token };
    const before = (await platformCall('/v1/user/base', {}, sports)) as { code: number; data: { bl: string } };
    expect(before).toMatchObject({ code: 0, data: { bl: '5000000.00' } });
    const bet = await openOption(sports);
    const placed = (await platformCall(
      '/v1/order/bet/singlePass',
      {
        singleBetList: [{ unitStake: 50_000, oddsChange: 2, betOptionList: [bet] }],
        requestKey: 'standalone-wallet-1',
      },
      sports,
    )) as { code: number; data: { id: string }[] };
    expect(placed.code).toBe(0);
    expect((await platformCall('/v1/user/base', {}, sports)).data).toMatchObject({ bl: '4950000.00' });
    const summary = await member.post('/api/game/bet/order/mybet/detail', {});
    expect(summary.data.list).toContainEqual(
      expect.objectContaining({
        orderId: placed.data[0]!.id,
        source: 'sports',
        currency: 'VND',
        stake: 5_000_000,
        payout: null,
      }),
    );
  });

  it('#5 a member banned after taking a token cannot place a bet with it (standalone, signed HTTP)', async () => {
    const reg = await callerFor(t.app, null).post('/api/user/auth/account-register', {
      userName: 'banbet01',
      password: 'Secret123',
      ageConfirmed: true,
    });
    const member = callerFor(t.app, reg.data.accessToken, 'en');
    const id = (await member.get('/api/member/get')).data.id as number;
    await t.app.services.wallet.transfer({
      idempotencyKey: 'fund:banbet01',
      kind: 'deposit',
      reference: 'test',
      from: { house: 'cash' },
      to: { member: id },
      amount: 100_000_000,
      currency: 'VND',
    });
    const sports = { authorization: (await member.post('/api/game/bet/cSports/token')).data.token };
    const bet = await openOption(sports);
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    expect(
      (await admin.post('/api/user/banLog/save', { userId: id, roomId: 0, banType: 2, reason: 'Fraud' })).code,
    ).toBe(apiCodes.success.code);
    const placed = (await platformCall(
      '/v1/order/bet/singlePass',
      { singleBetList: [{ unitStake: 50_000, oddsChange: 2, betOptionList: [bet] }], requestKey: 'banned-after-token' },
      sports,
    )) as { code: number; data: { id: string; st: number }[] };
    expect(placed.code).toBe(0);
    expect(placed.data[0]!.st).toBe(orderStatus.rejected);
    const state = (await platformCall('/v1/order/getStakeOrderStatus', { orderIds: [placed.data[0]!.id] }, sports)) as {
      data: { rjs: string }[];
    };
    expect(state.data[0]!.rjs).toMatch(/login has ended/);
    expect(await t.app.services.wallet.balance(id, 'VND')).toBe(100_000_000);
  });

  it('refuses a bad signature, and an app server with the wrong secret gets no token', async () => {
    const refused = await platformCall(
      '/merchant/v1/userToken',
      { userId: 1, userName: 'x', currency: 'VND' },
      { [MERCHANT_TIMESTAMP_HEADER]: String(Date.now()), [MERCHANT_SIGNATURE_HEADER]: 'ab'.repeat(32) },
    );
    expect(refused).toMatchObject({ code: sportsCodes.invalidSignature, data: null });
    const wrong = await buildTestApp({
      env: { SPORTS_PLATFORM_URL: platformUrl, SPORTS_MERCHANT_SECRET: 'w'.repeat(40) },
    });
    try {
      expect((await callerFor(wrong.app, null).post('/api/game/bet/cSports/token')).code).toBe(
        apiCodes.featureUnavailable.code,
      );
    } finally {
      await wrong.close();
    }
  });

  it('gives the super admin the platform’s results desk through the signed merchant calls', async () => {
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'), 'vi');
    let page: Awaited<ReturnType<typeof admin.get>> | undefined;
    // The platform backfills the kept days' results at start.
    await eventually(async () => {
      page = await admin.get('/api/admin/result/list?sportId=1&pageSize=5');
      expect(page.data.total).toBeGreaterThan(0);
    }, 30_000);
    expect(page!.data.sports).toContain(1);
    const target = page!.data.list[0] as ResultDeskRecord;
    const scores = target.scores.map((s) =>
      s.tyg === 5 && (s.pe === 1000 || s.pe === 1001) ? { ...s, sc: [s.sc[0] + 1, s.sc[1]] } : s,
    );
    const done = await admin.post('/api/admin/result/correct', {
      matchId: target.matchId,
      version: target.version,
      scores,
      note: 'Goal-line review',
    });
    expect(done).toMatchObject({
      code: apiCodes.success.code,
      data: {
        before: { version: target.version },
        after: { version: target.version + 1, note: 'Goal-line review', scores },
      },
    });
    expect((await admin.get(`/api/admin/result/list?matchId=${target.matchId}`)).data.list[0]).toMatchObject({
      version: target.version + 1,
      homeName: target.homeName,
    });
    expect(
      await admin.post('/api/admin/result/correct', {
        matchId: target.matchId,
        version: target.version + 1,
        scores,
        note: 'Again',
      }),
    ).toMatchObject({ code: apiCodes.resultUnchanged.code, status: 409 });
    expect(
      (await admin.post('/api/admin/result/void', { matchId: 77, version: 1, end: 'cancelled', note: 'Unknown' })).code,
    ).toBe(apiCodes.resultMatchUnknown.code);
    const audit = await t.app.services.db
      .selectFrom('adminAudit')
      .selectAll()
      .where('action', '=', 'result.correct')
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail).matchId)).toEqual([target.matchId]);

    const wrong = await buildTestApp({
      env: { SPORTS_PLATFORM_URL: platformUrl, SPORTS_MERCHANT_SECRET: 'w'.repeat(40) },
    });
    try {
      expect(
        (await callerFor(wrong.app, await sessionFor(wrong.app, 'admin01')).get('/api/admin/result/list')).code,
      ).toBe(apiCodes.featureUnavailable.code);
    } finally {
      await wrong.close();
    }
  }, 45_000);
});

describe('sports platform configuration', () => {
  it('needs the merchant secret with the platform URL, and the URL with the secret', () => {
    for (const env of [
      { SPORTS_PLATFORM_URL: 'http://sports:8090' },
      { SPORTS_PLATFORM_URL: 'http://sports:8090', SPORTS_MERCHANT_SECRET: 'short' },
      { SPORTS_MERCHANT_SECRET: SECRET },
      { SPORTS_PLATFORM_URL: 'ftp://sports', SPORTS_MERCHANT_SECRET: SECRET },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
    expect(
      loadConfig({
        SPORTS_PLATFORM_URL: 'http://sports:8090/',
        SPORTS_MERCHANT_SECRET: SECRET,
        SPORTS_PLATFORM_PUBLIC_URL: 'https://sports.example',
      }).sportsPlatform,
    ).toEqual({
      url: 'http://sports:8090',
      publicUrl: 'https://sports.example',
      merchantSecret: SECRET,
    });
    expect(loadConfig({}).sportsPlatform).toBeUndefined();
  });
});
