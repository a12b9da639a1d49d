import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
const KEY_A = '5e0a8c3f1b7d2e9a4c6f0b3d8e1a5c7f9b2d4e6a8c0f1e3b5d7a9c2e4f6b8d0a';
const KEY_B = 'Bz3vR9xQ2mW7kL1nP5tY8cF4hJ6sD0gA3eU7iO9rT2w=';
const NUMBER = '0123456789012';
let keySeq = 0;
const key = (s: string) => `${s}-${Date.now().toString(36)}-${++keySeq}`;

/** What the database holds for member01's payout account and withdrawals, read past the app. */
async function stored(t: TestApp) {
  const accounts = await sql<{ accountNumber: string; accountLast4: string }>`
    select account_number, account_last4 from withdraw_accounts`.execute(t.app.services.db);
  const withdrawals = await sql<{ accountNumber: string }>`select account_number from withdrawals`.execute(
    t.app.services.db,
  );
  return { accounts: accounts.rows, withdrawals: withdrawals.rows.map((r) => r.accountNumber) };
}

describe.skipIf(process.platform === 'win32')('data at rest: file modes', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("#9 a fresh data dir's database files and secret file have mode 0600", async () => {
    t = await buildTestApp();
    const dir = t.config.dataDir;
    const files = readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile());
    expect(files).toEqual(expect.arrayContaining(['app.db', 'app.db-wal', 'app.db-shm', 'app-secret']));
    for (const f of files) expect(modeOf(join(dir, f)), f).toBe('600');
  });
});

function sealedNumbers(name: string, postgres: boolean) {
  describe(name, () => {
    let t: TestApp | undefined;
    afterEach(() => t?.close());

    it("#9 a withdrawal account's number is stored encrypted and answered masked", async () => {
      t = await buildTestApp({ postgres, env: { DATA_KEY: KEY_A } });
      const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
      const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
      const saved = await member.post('/api/fund/withdrawInfo/save', {
        holder: 'Nguyen Van A',
        bankName: 'Vietcombank',
        accountNumber: NUMBER,
      });
      expect(saved.data).toEqual({ holder: 'Nguyen Van A', bankName: 'Vietcombank', accountMasked: '*******9012' });
      const w = await member.post('/api/fund/withdraw/request', {
        amount: 1_000_000,
        currency: 'VND',
        idempotencyKey: key('wd'),
      });
      expect(w.data.accountMasked).toBe('*******9012');

      const rows = await stored(t);
      expect(rows.accounts).toEqual([
        { accountNumber: expect.stringMatching(/^s1\.[0-9a-f]{8}\./), accountLast4: '9012' },
      ]);
      expect(rows.withdrawals).toEqual([expect.stringMatching(/^s1\.[0-9a-f]{8}\./)]);
      for (const n of [...rows.accounts.map((r) => r.accountNumber), ...rows.withdrawals]) {
        expect(n).not.toContain(NUMBER);
        expect(Buffer.from(n.split('.')[2]!, 'base64url').toString('latin1')).not.toContain(NUMBER);
      }

      // Every answer is masked: the member's account and list, the admin's queue.
      const everything = JSON.stringify([
        await member.get('/api/fund/withdrawInfo/get'),
        await member.get('/api/fund/withdraw/list'),
        await admin.get('/api/admin/withdraw/list'),
      ]);
      expect(everything).not.toContain(NUMBER);
      expect(everything).toContain('*******9012');

      // Only the approval, the payout step, opens it for the operator who sends the money.
      const approved = await admin.post('/api/admin/withdraw/review', { id: w.data.id, approve: true });
      expect(approved.data).toMatchObject({
        status: 'paid',
        accountMasked: '*******9012',
        payTo: { holder: 'Nguyen Van A', bankName: 'Vietcombank', accountNumber: NUMBER },
      });
      const other = await member.post('/api/fund/withdraw/request', {
        amount: 1_000_000,
        currency: 'VND',
        idempotencyKey: key('wd'),
      });
      const rejected = await admin.post('/api/admin/withdraw/review', { id: other.data.id, approve: false });
      expect(rejected.data.status).toBe('rejected');
      expect(rejected.data.payTo).toBeUndefined();
    });
  });
}

sealedNumbers('account numbers on SQLite', false);
describe.skipIf(!pgUrl)('on PostgreSQL', () => sealedNumbers('account numbers on PostgreSQL', true));

describe('account numbers stored before sealing, and a new DATA_KEY', () => {
  const apps: TestApp[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'md-rotate-'));
  afterEach(async () => {
    for (const a of apps.splice(0)) await a.close();
  });

  it('#9 a start seals plain numbers, and after DATA_KEY changes seals them again under the new key', async () => {
    const first = await buildTestApp({ env: { DATA_DIR: dataDir, DATA_KEY: KEY_A } });
    apps.push(first);
    const member = callerFor(first.app, await sessionFor(first.app, 'member01'));
    await member.post('/api/fund/withdrawInfo/save', { holder: 'Tran B', bankName: 'ACB', accountNumber: '556677889' });
    const w = await member.post('/api/fund/withdraw/request', {
      amount: 2_000_000,
      currency: 'VND',
      idempotencyKey: key('wd'),
    });
    // As a database from before sealing holds it: the withdrawal's copy in plain text.
    await sql`update withdrawals set account_number = '556677889' where id = ${w.data.id}`.execute(
      first.app.services.db,
    );
    const underA = (await stored(first)).accounts[0]!.accountNumber;
    await first.close();
    apps.splice(0);

    const second = await buildTestApp({ env: { DATA_DIR: dataDir, DATA_KEY: KEY_B, DATA_KEY_PREVIOUS: KEY_A } });
    apps.push(second);
    const rows = await stored(second);
    const prefixB = rows.accounts[0]!.accountNumber.slice(0, 12);
    expect(prefixB).not.toBe(underA.slice(0, 12));
    expect(rows.withdrawals).toEqual([expect.stringMatching(new RegExp(`^${prefixB.replace(/\./g, '\\.')}`))]);
    const admin = callerFor(second.app, await sessionFor(second.app, 'admin01'));
    const approved = await admin.post('/api/admin/withdraw/review', { id: w.data.id, approve: true });
    expect(approved.data.payTo).toEqual({ holder: 'Tran B', bankName: 'ACB', accountNumber: '556677889' });
    rmSync(dataDir, { recursive: true, force: true });
  });
});
