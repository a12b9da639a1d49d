import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

let t: TestApp;
let member: Caller;
let anchor: Caller;
const key = (s: string) => `${s}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  t = await buildTestApp();
  member = callerFor(t.app, await sessionFor(t.app, 'member01'));
  anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
});
afterAll(() => t.close());

const deposit = (c: Caller, amount: number) =>
  c.post('/api/fund/deposit/create', { amount, currency: 'VND', idempotencyKey: key('dep') });
const stake = (userId: number, amount: number) =>
  t.app.services.wallet.transfer({
    idempotencyKey: key('stake'),
    kind: 'stake',
    reference: 'test slip',
    from: { member: userId },
    to: { house: 'bets' },
    amount,
    currency: 'VND',
  });

describe('deposit limits', () => {
  it('refuses a deposit above the daily limit and says how much is left', async () => {
    const saved = await member.post('/api/member/rg/limit/save', {
      kind: 'deposit',
      period: 'day',
      currency: 'VND',
      amount: 1_000_000,
    });
    expect(saved.data.limits).toEqual([
      { kind: 'deposit', period: 'day', currency: 'VND', amount: 1_000_000, pending: null, used: 0 },
    ]);
    expect((await deposit(member, 600_000)).code).toBe(200);

    // Usage counts paid deposits: pay the first one through the sandbox notice.
    const order = (await member.get('/api/fund/deposit/list')).data.list[0];
    const ref = order.payUrl.match(/SBX[0-9A-F]+/)[0];
    await callerFor(t.app, null).post(
      '/api/fund/payment/callback/sandbox',
      t.app.services.sandbox.sign({
        orderNo: order.orderNo,
        providerRef: ref,
        status: 'paid',
        amount: 600_000,
        currency: 'VND',
        signedAt: Date.now(),
      }),
    );

    const refused = await deposit(member, 500_000);
    expect(refused).toMatchObject({
      status: 403,
      code: apiCodes.responsibleGamblingBlock.code,
      msg: 'This would go over your daily deposit limit. You can use ₫4,000 more in this period.',
    });
    expect(refused.data).toMatchObject({
      kind: 'deposit',
      period: 'day',
      limit: 1_000_000,
      used: 600_000,
      left: 400_000,
    });
    expect((await deposit(member, 400_000)).code).toBe(200);
  });

  it('a raise waits 24 hours, visible as pending', async () => {
    const raised = await member.post('/api/member/rg/limit/save', {
      kind: 'deposit',
      period: 'day',
      currency: 'VND',
      amount: 5_000_000,
    });
    expect(raised.data.limits[0]).toMatchObject({
      amount: 1_000_000,
      pending: { amount: 5_000_000, effectiveAt: expect.any(Number) },
    });
    expect((await deposit(member, 500_000)).code).toBe(apiCodes.responsibleGamblingBlock.code);
  });
});

describe('wager and loss limits', () => {
  it('stop stakes through the wallet every feature uses', async () => {
    const anchorId = (await anchor.get('/api/member/get')).data.id;
    await anchor.post('/api/member/rg/limit/save', { kind: 'wager', period: 'week', currency: 'VND', amount: 1_000 });
    expect((await stake(anchorId, 600)).status).toBe('posted');
    await expect(stake(anchorId, 500)).rejects.toMatchObject({ codeName: 'responsibleGamblingBlock' });
    expect((await stake(anchorId, 400)).status).toBe('posted');
    const view = await anchor.get('/api/member/rg/get');
    expect(view.data.limits[0]).toMatchObject({ kind: 'wager', used: 1_000 });
    const rc = await anchor.get('/api/member/rg/realityCheck');
    expect(rc.data.results).toEqual(expect.arrayContaining([{ currency: 'VND', wagered: 1_000, net: -1_000 }]));
  });
});

describe('breaks and self-exclusion', () => {
  it('a break blocks deposits and stakes at once and cannot be shortened', async () => {
    const me = await member.get('/api/member/get');
    const r = await member.post('/api/member/rg/timeout', { hours: 48 });
    expect(r.data.timeoutUntil).toBeGreaterThan(Date.now() + 47 * 3600_000);
    const d = await deposit(member, 1_000);
    expect(d.code).toBe(apiCodes.responsibleGamblingBlock.code);
    // The site's time zone (Vietnam), written the English way: "24 Nov 2026 18:05".
    expect(d.msg).toMatch(/^You are taking a break until \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d\./);
    await expect(stake(me.data.id, 1)).rejects.toMatchObject({ codeName: 'responsibleGamblingBlock' });
    const shorter = await member.post('/api/member/rg/timeout', { hours: 24 });
    expect(shorter.code).toBe(apiCodes.conflict.code);
    expect(shorter.msg).toMatch(/cannot be shortened/);
  });

  it('self-exclusion needs its confirmation and range, then blocks', async () => {
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    expect((await admin.post('/api/member/rg/selfExclude', { months: 3, confirm: true })).msg).toBe(
      'body.months: Self-exclusion lasts from 6 months to 5 years.',
    );
    expect((await admin.post('/api/member/rg/selfExclude', { months: 6 })).code).toBe(apiCodes.validationFailed.code);
    const r = await admin.post('/api/member/rg/selfExclude', { months: 6, confirm: true });
    expect(r.data.selfExcludedUntil).toBeGreaterThan(Date.now() + 180 * 24 * 3600_000);
    const d = await deposit(admin, 1_000);
    expect(d.msg).toMatch(/^You are self-excluded until/);
  });

  it('the reality check interval is one of the offered choices', async () => {
    expect((await member.post('/api/member/rg/realityCheck/save', { minutes: 30 })).data.realityCheckMinutes).toBe(30);
    expect((await member.post('/api/member/rg/realityCheck/save', { minutes: 31 })).code).toBe(
      apiCodes.validationFailed.code,
    );
  });
});
