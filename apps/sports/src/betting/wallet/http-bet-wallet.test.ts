import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  sportsCodes,
  sportsPaths,
  type BetWalletCredit,
  type BetWalletDebit,
} from '@matchday/contract';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantVerifier } from '@matchday/contract/merchant-signature';
import { createHttpBetWallet } from './http-bet-wallet.js';
import { BetWalletRefusedError, BetWalletUnreachableError } from '../../errors.js';

const SECRET = 'w'.repeat(40);
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const noWait = async () => undefined;

const debit = (more: Partial<BetWalletDebit> = {}): BetWalletDebit => ({
  key: 'sports:900001:stake',
  userId: 1,
  currency: 'VND',
  amount: 1_000_000,
  orderId: '900001',
  kind: 'stake',
  title: 'Hà Nội FC vs Sài Gòn FC · 1X2 Home @ 1.95',
  placedAt: NOW,
  language: 'vi',
  ...more,
});
const payout = (more: Partial<BetWalletCredit> = {}): BetWalletCredit => ({
  key: 'sports:900001:payout:v1',
  userId: 1,
  currency: 'VND',
  amount: 1_950_000,
  orderId: '900001',
  kind: 'payout',
  betState: 'settled',
  at: NOW + 1,
  ...more,
});

/** An operator that checks signatures with the platform's own verifier and can be told to fail. */
async function fakeOperator() {
  const seen: { path: string; body: string; signature: string }[] = [];
  const plan = { failures: 0, status: 200, delayMs: 0 };
  const verify = createMerchantVerifier(SECRET, () => NOW);
  const app: FastifyInstance = fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/merchant/wallet/v1/:call', async (req, reply) => {
    const body = req.body as string;
    seen.push({ path: req.url, body, signature: String(req.headers[MERCHANT_SIGNATURE_HEADER]) });
    if (plan.delayMs > 0 && seen.length === 1) await new Promise((r) => setTimeout(r, plan.delayMs));
    if (plan.failures > 0) {
      plan.failures -= 1;
      return reply.code(plan.status).send('busy');
    }
    const check = verify(
      req.headers[MERCHANT_TIMESTAMP_HEADER] as string,
      req.headers[MERCHANT_SIGNATURE_HEADER] as string,
      body,
    );
    if (check !== 'ok')
      return {
        code:
          check === 'replayed' || check === 'invalid'
            ? sportsCodes.invalidSignature
            : sportsCodes.merchantHeadersRequired,
        success: false,
        message: check,
        data: null,
      };
    const data = req.url.endsWith('balance') ? { balance: 42 } : { status: 'posted', balance: 42 };
    return { code: 0, success: true, message: 'Success', data };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, seen, plan };
}

describe('the HTTP bet wallet against an operator', () => {
  let op: Awaited<ReturnType<typeof fakeOperator>>;
  beforeAll(async () => {
    op = await fakeOperator();
  });
  afterAll(() => op.app.close());
  const reset = () => {
    op.seen.length = 0;
    Object.assign(op.plan, { failures: 0, status: 200, delayMs: 0 });
  };

  it('signs every call as the platform verifies its own merchant calls, even two identical ones in one millisecond', async () => {
    reset();
    const wallet = createHttpBetWallet({ url: `${op.url}/`, secret: SECRET, now: () => NOW });
    expect(await wallet.debit(debit())).toEqual({ status: 'posted', balance: 42 });
    expect(await wallet.credit(payout())).toEqual({ status: 'posted', balance: 42 });
    expect(await Promise.all([wallet.balance(1, 'VND'), wallet.balance(1, 'VND')])).toEqual([42, 42]);
    expect(op.seen.map((s) => s.path)).toEqual([
      sportsPaths.walletDebit,
      sportsPaths.walletCredit,
      sportsPaths.walletBalance,
      sportsPaths.walletBalance,
    ]);
    expect(JSON.parse(op.seen[0]!.body)).toEqual(debit());
  });

  it('retries a connection failure and a 5xx with the same body, signed afresh, then answers', async () => {
    reset();
    op.plan.failures = 1;
    op.plan.status = 503;
    let broken = 1;
    const flaky: typeof fetch = async (input, init) => {
      if (broken-- > 0) throw new TypeError('fetch failed: ECONNRESET');
      return fetch(input, init);
    };
    const waits: number[] = [];
    const wallet = createHttpBetWallet({
      url: op.url,
      secret: SECRET,
      now: () => NOW,
      fetch: flaky,
      retryDelaysMs: [1, 2, 3],
      sleep: async (ms) => void waits.push(ms),
    });
    expect(await wallet.debit(debit())).toEqual({ status: 'posted', balance: 42 });
    expect(waits).toEqual([1, 2]);
    expect(op.seen).toHaveLength(2);
    expect(op.seen[0]!.body).toBe(op.seen[1]!.body);
    expect(op.seen[0]!.signature).not.toBe(op.seen[1]!.signature);
  });

  it('retries an answer that does not come in time', async () => {
    reset();
    op.plan.delayMs = 400;
    // Its own clock: the operator remembers the earlier tests' signatures of this same body.
    const wallet = createHttpBetWallet({
      url: op.url,
      secret: SECRET,
      now: () => NOW + 10_000,
      timeoutMs: 100,
      sleep: noWait,
    });
    expect(await wallet.credit(payout())).toEqual({ status: 'posted', balance: 42 });
    expect(op.seen.map((s) => JSON.parse(s.body).key)).toEqual([payout().key, payout().key]);
  });

  it('gives up after its attempts with an error naming the operator', async () => {
    reset();
    op.plan.failures = 10;
    op.plan.status = 502;
    const wallet = createHttpBetWallet({ url: op.url, secret: SECRET, now: () => NOW, sleep: noWait });
    const failure = wallet.debit(debit());
    await expect(failure).rejects.toBeInstanceOf(BetWalletUnreachableError);
    await expect(failure).rejects.toThrow(
      `operator wallet unreachable at ${op.url}${sportsPaths.walletDebit} after 4 attempts: HTTP 502`,
    );
    expect(op.seen).toHaveLength(4);
  });

  it('throws at once, without retrying, on a failure code or a 404', async () => {
    reset();
    const wrongSecret = createHttpBetWallet({ url: op.url, secret: 'x'.repeat(40), now: () => NOW, sleep: noWait });
    await expect(wrongSecret.debit(debit())).rejects.toMatchObject({
      name: 'BetWalletRefusedError',
      code: sportsCodes.invalidSignature,
    });
    const nowhere = createHttpBetWallet({ url: `${op.url}/elsewhere`, secret: SECRET, now: () => NOW, sleep: noWait });
    await expect(nowhere.balance(1, 'VND')).rejects.toBeInstanceOf(BetWalletRefusedError);
    expect(op.seen).toHaveLength(1);
  });
});

const ROOT = resolve(import.meta.dirname, '../../../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/** The real app server (`node apps/server/src/main.ts`) in its own process, as an operator runs it. */
describe('the HTTP bet wallet against the real app server', () => {
  let server: ChildProcess;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'md-operator-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--conditions=@matchday/source', '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      // The wallet calls are served when a standalone platform is configured; this one is never reached.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        MODE: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        SPORTS_PLATFORM_URL: 'http://127.0.0.1:9',
        SPORTS_MERCHANT_SECRET: SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`app server did not start:\n${output}`)), 40_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Matchday is running at')) {
          clearTimeout(timer);
          ok();
        }
      };
      server.stdout?.on('data', read);
      server.stderr?.on('data', read);
      server.on('exit', (code) => fail(new Error(`app server exited with ${code}:\n${output}`)));
    });
  }, 45_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves member01’s money once per key and reads the balance', async () => {
    const wallet = createHttpBetWallet({ url, secret: SECRET });
    // member01 is the first seeded user, with 5,000,000.00 VND.
    expect(await wallet.balance(1, 'VND')).toBe(500_000_000);
    // A stake names the member's app session (issue 17 #5): the one their login opened (the access token's first part).
    const login = await fetch(`${url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'member01', password: 'Demo#2026' }),
    });
    const session = ((await login.json()) as { data: { accessToken: string } }).data.accessToken.split('.')[0];
    expect(await wallet.debit(debit())).toMatchObject({ status: 'rejected', reason: 'sessionEnded' });
    expect(await wallet.debit(debit({ session }))).toEqual({ status: 'posted', balance: 499_000_000 });
    expect(await wallet.debit(debit({ session }))).toEqual({ status: 'posted', balance: 499_000_000 });
    expect(await wallet.credit(payout())).toEqual({ status: 'posted', balance: 500_950_000 });
    const tooMuch = await wallet.debit(
      debit({ key: 'sports:900002:stake', orderId: '900002', amount: 900_000_000, session }),
    );
    expect(tooMuch).toMatchObject({
      status: 'rejected',
      reason: 'insufficientFunds',
      balance: 500_950_000,
      message: expect.stringMatching(/\S/),
    });
    expect(await wallet.credit(payout({ key: 'sports:900002:payout:v1', orderId: '900002', amount: 0 }))).toEqual({
      status: 'posted',
      balance: 500_950_000,
    });
    await expect(createHttpBetWallet({ url, secret: 'y'.repeat(40) }).balance(1, 'VND')).rejects.toMatchObject({
      code: sportsCodes.invalidSignature,
    });
  });
});
