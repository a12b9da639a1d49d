import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';

/** What MODE=prod needs besides payments (docs/operations.md); a real provider is added per test. */
const PROD = {
  MODE: 'prod',
  APP_SECRET: 'c4f1e9a27b3d58e6f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a7',
  SMS_GATEWAY: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_HTTP_TOKEN: 'prod-test-sms-token',
};
/** VNPay as a prod start configures it; nothing is called until a member deposits. */
const VNPAY = {
  PAYMENT_PROVIDER: 'vnpay',
  PAYMENT_VNPAY_URL: 'http://127.0.0.1:9/paymentv2/vpcpay.html',
  PAYMENT_VNPAY_API_URL: 'http://127.0.0.1:9/merchant_webapi/api/transaction',
  PAYMENT_VNPAY_TMN_CODE: 'PRODTEST',
  PAYMENT_VNPAY_HASH_SECRET: 'Qw3eR5tY7uI9oP1aS2dF4gH6jK8lZ0xC',
};
const html = { accept: 'text/html,application/xhtml+xml' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('payments in MODE=prod (#2)', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    // A built web client, so a path the app does not serve would otherwise get the SPA's index.html.
    web = mkdtempSync(join(tmpdir(), 'md-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Matchday</title>');
    t = await buildTestApp({ env: { ...PROD, ...VNPAY }, build: { webDist: web } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('#2 a prod start without a real payment provider refuses to start, naming what to set', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: '/tmp/md-unused', ...env });
        return [];
      } catch (err) {
        return err instanceof ConfigError ? err.problems : [String(err)];
      }
    };
    expect(problems(PROD)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^MODE=prod needs PAYMENT_PROVIDER: vnpay or hosted/)]),
    );
    expect(problems({ ...PROD, PAYMENT_PROVIDER: 'sandbox' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PAYMENT_PROVIDER=sandbox is refused in MODE=prod/)]),
    );
    expect(problems({ ...PROD, ...VNPAY, PAYMENT_VNPAY_HASH_SECRET: 'secret' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PAYMENT_VNPAY_HASH_SECRET must be at least 32 characters/)]),
    );
    expect(problems({ ...PROD, ...VNPAY }).filter((p) => p.includes('PAYMENT'))).toEqual([]);
  });

  it('#2 a prod app refuses a sandbox decision=paid post and serves no sandbox page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox/pay/SBX0123456789ABCDEF01?lang=en',
      headers: html,
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: apiCodes.notFound.code, data: null });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/SBX0123456789ABCDEF01',
      payload: 'decision=paid',
      headers: form,
    });
    expect(paid.statusCode).toBe(404);
    expect(paid.json()).toMatchObject({ code: apiCodes.notFound.code });
    // The SPA still answers its own paths.
    expect((await t.app.inject({ method: 'GET', url: '/personal/1', headers: html })).body).toContain(
      '<title>Matchday',
    );
  });

  it('#2 a prod app refuses a notice signed by the sandbox, even one that verifies', async () => {
    const notice = t.app.services.sandbox.sign({
      orderNo: 'D0000000001',
      providerRef: 'SBX0123456789ABCDEF01',
      status: 'paid',
      amount: 9_007_199_254_740_991,
      currency: 'VND',
      signedAt: Date.now(),
    });
    const r = await callerFor(t.app, null).post('/api/fund/payment/callback/sandbox', notice);
    expect(r).toMatchObject({
      status: 403,
      code: apiCodes.forbidden.code,
      msg: 'The payment notice could not be verified.',
    });
  });

  it('#2 with DEMO=on, prod may run the sandbox for a demonstration', async () => {
    const demo = await buildTestApp({
      env: { ...PROD, DEMO: 'on', PAYMENT_PROVIDER: 'sandbox' },
      build: { seed: false },
    });
    try {
      const page = await demo.app.inject({ method: 'GET', url: '/sandbox/pay/SBXNONE', headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('No such payment.');
    } finally {
      await demo.close();
    }
  });
});

describe('the sandbox page (#9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ build: { seed: false } });
  });
  afterAll(() => t?.close());

  it('#9 GET /sandbox/pay/x?lang=__proto__ answers the page, never a 500', async () => {
    for (const query of [
      'lang=__proto__',
      'lang=constructor',
      'lang=toString',
      'lang[]=vi',
      'lang=vi&lang=th',
      'lang=',
    ]) {
      const r = await t.app.inject({ method: 'GET', url: `/sandbox/pay/x?${query}` });
      expect(r.statusCode, query).toBe(404);
      expect(r.body, query).toContain('<html lang="en">');
      expect(r.body, query).toContain('No such payment.');
    }
    const vi = await t.app.inject({ method: 'GET', url: '/sandbox/pay/x?lang=vi' });
    expect(vi.body).toContain('Không có khoản thanh toán này.');
    for (const payload of ['decision=__proto__', '__proto__=paid', 'decision=paid&decision=failed']) {
      const r = await t.app.inject({ method: 'POST', url: '/sandbox/pay/x', payload, headers: form });
      expect(r.statusCode, payload).toBeLessThan(500);
    }
  });
});
