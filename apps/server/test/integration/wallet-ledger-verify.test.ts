import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger, type WalletService } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

const script = fileURLToPath(new URL('../../src/scripts/ledger-verify.ts', import.meta.url));

/** `npm run ledger:verify` as the operator runs it, on the test app's database. */
function runVerifyScript(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@matchday/source', script], {
      env: { PATH: process.env.PATH ?? '', MODE: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const TWO_62 = '4611686018427387904';

describe.each(engines)('#3 ledger verify on a ledger corrupted past 2^53 on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let wallet: WalletService;
  let scriptEnv: Record<string, string>;
  const ids = { a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    wallet = t.app.services.wallet;
    const { db } = t.app.services;
    const funded = [
      [29_001, 'VND', 1_000],
      [29_002, 'VND', 1_001],
      [29_001, 'CNY', 7],
    ] as const;
    for (const [user, currency, amount] of funded)
      await wallet.transfer({
        idempotencyKey: `verify:${user}:${currency}`,
        kind: 'deposit',
        reference: 'verify',
        from: { house: 'cash' },
        to: { member: user },
        amount,
        currency,
      });
    const member = async (ownerId: number, currency: string) =>
      (
        await db
          .selectFrom('ledgerAccounts')
          .select('id')
          .where('ownerKind', '=', 'member')
          .where('ownerId', '=', ownerId)
          .where('currency', '=', currency)
          .executeTakeFirstOrThrow()
      ).id;
    ids.a = await member(29_001, 'VND');
    ids.b = await member(29_002, 'VND');
    ids.c = await member(29_001, 'CNY');
    // What 1,030 unchecked deposits did: balances past 2^53 whose sum leaves 64 bits, and (SQLite) a float.
    await sql`update ledger_accounts set balance = ${sql.raw(TWO_62)} where id = ${ids.a}`.execute(db);
    await sql`update ledger_accounts set balance = ${sql.raw(TWO_62)} + 1000000 where id = ${ids.b}`.execute(db);
    if (!postgres) await sql`update ledger_accounts set balance = 1.5e19 where id = ${ids.c}`.execute(db);
    if (postgres) {
      // The script reaches the test's own schema through the connection string's options.
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
      url.searchParams.set('options', `-c search_path=${rows[0]!.s}`);
      scriptEnv = { DATABASE_URL: url.toString() };
    } else scriptEnv = { DATA_DIR: t.config.dataDir };
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('#3 verifyLedger names the corrupted accounts with their exact balances', async () => {
    const report = await verifyLedger(t.app.services.db);
    expect(report.ok).toBe(false);
    const text = report.violations.join('\n');
    expect(text).toContain(`member:29001 VND (account ${ids.a}): balance ${TWO_62} but its entries sum to 1000`);
    expect(text).toContain(
      `member:29002 VND (account ${ids.b}): balance 4611686018428387904 but its entries sum to 1001`,
    );
    // Exactly 2^62 + (2^62 + 10^6) − 2,001: past 64 bits, where SQLite's sum() threw and a float rounded.
    expect(text).toContain(`currency VND: balances sum to ${2n * BigInt(TWO_62) + 1_000_000n - 2_001n}, not 0`);
    if (!postgres) expect(text).toContain(`member:29001 CNY (account ${ids.c}): balance 1.5e+19 is not an integer`);
  });

  it.skipIf(skip)('#3 /api/admin/ledger/verify answers 200 with the violations, not a 500', async () => {
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    const res = await admin.post('/api/admin/ledger/verify');
    expect(res.status).toBe(200);
    expect(res.data.ok).toBe(false);
    expect(res.data.problems.join('\n')).toContain(`(account ${ids.b}): balance 4611686018428387904`);
  });

  it.skipIf(skip)(
    '#3 npm run ledger:verify exits 1 naming the bad accounts instead of throwing',
    async () => {
      const { code, out } = await runVerifyScript(scriptEnv);
      expect(out).toContain('ledger VIOLATED');
      expect(out).toContain(`member:29001 VND (account ${ids.a}): balance ${TWO_62}`);
      expect(out).toContain(`member:29002 VND (account ${ids.b})`);
      expect(out).not.toContain('integer overflow');
      expect(code).toBe(1);
    },
    60_000,
  );
});
