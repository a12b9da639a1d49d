import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoAnchors } from '../../src/seed/demo-seed.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

let t: TestApp;
let admin: Caller;
let memberId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
  memberId = (
    await t.app.services.db
      .selectFrom('users')
      .select('id')
      .where('userName', '=', 'member01')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('super admin centre', () => {
  it('finds users by name prefix or id, phones masked', async () => {
    const byName = await admin.get('/api/admin/user/search?keyword=mem');
    expect(byName.data.list).toEqual([
      expect.objectContaining({ userName: 'member01', role: 'member', mobile: '900**0001' }),
    ]);
    const byId = await admin.get(`/api/admin/user/search?keyword=${memberId}`);
    expect(byId.data.list[0].userName).toBe('member01');
    expect((await admin.get('/api/admin/user/search')).data.total).toBe(demoAccounts.length + demoAnchors.length);
  });

  it('changes a role, never its own', async () => {
    const anchorId = (await admin.get('/api/admin/user/search?keyword=anchor')).data.list[0].id;
    expect((await admin.post('/api/admin/user/role', { userId: anchorId, role: 'member' })).data.role).toBe('member');
    expect((await admin.post('/api/admin/user/role', { userId: anchorId, role: 'anchor' })).data.role).toBe('anchor');
    const adminId = (await admin.get('/api/admin/user/search?keyword=admin')).data.list[0].id;
    expect(await admin.post('/api/admin/user/role', { userId: adminId, role: 'member' })).toMatchObject({
      code: apiCodes.forbidden.code,
      msg: 'You cannot change your own role.',
    });
  });

  it('adjusts a wallet with a reason, once per key, audited, and the ledger stays balanced', async () => {
    const body = {
      userId: memberId,
      currency: 'USD',
      amount: 2_500,
      reason: 'Goodwill for a late payout',
      idempotencyKey: 'adjust-0001',
    };
    const first = await admin.post('/api/admin/ledger/adjust', body);
    expect(first.data).toMatchObject({ status: 'posted', balance: 102_500 });
    expect((await admin.post('/api/admin/ledger/adjust', body)).data.balance).toBe(102_500);
    const debit = await admin.post('/api/admin/ledger/adjust', {
      ...body,
      amount: -500,
      idempotencyKey: 'adjust-0002',
    });
    expect(debit.data.balance).toBe(102_000);
    expect((await admin.post('/api/admin/ledger/adjust', { ...body, reason: 'x' })).msg).toBe(
      'body.reason: Reason: 5–200 characters.',
    );

    const audit = await t.app.services.db
      .selectFrom('adminAudit')
      .selectAll()
      .where('action', '=', 'ledger.adjust')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ amount: 2_500, reason: 'Goodwill for a late payout' });

    const check = await admin.post('/api/admin/ledger/verify');
    expect(check.data).toMatchObject({ ok: true, problems: [] });
    expect(check.data.transfers).toBeGreaterThan(0);
  });

  it('a member sees the adjustment in the wallet history', async () => {
    const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    const history = await member.get('/api/fund/wallet/transactions?currency=USD&pageSize=10');
    expect(history.data.list[0]).toMatchObject({
      kind: 'adjustment',
      amount: -500,
      balanceAfter: 102_000,
      currency: 'USD',
    });
    expect(history.data.list.map((e: { kind: string }) => e.kind)).toEqual(['adjustment', 'adjustment', 'seed']);
    const seedOnly = await member.get('/api/fund/wallet/transactions?kind=seed');
    expect(seedOnly.data.total).toBe(3);
  });
});
