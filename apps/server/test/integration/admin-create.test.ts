import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCodes } from '@matchday/contract';
import { schemaOf } from '@matchday/database';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { prodEnv } from '../fixtures/prod-env.js';
import { adminCreate } from '../factories/processes.js';

/** `npm run admin:create` with a piped password: the first super admin of a prod install. */
const pgUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Kick0ff#Night';

let t: TestApp | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function prodDataDir(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'md-admin-create-'));
  dirs.push(dir);
  return { ...prodEnv, MODE: 'prod', DATA_DIR: dir };
}

let ipSeq = 0;
async function logIn(app: TestApp, userName: string, password: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/user/auth/account-login/v2',
    payload: { userName, password },
    remoteAddress: `10.8.0.${++ipSeq}`,
    headers: { language: 'en' },
  });
  return res.json() as { code: number; data: { accessToken: string } | null };
}

/** A super admin's token opens the admin centre's user search. */
async function reachesAdminCentre(app: TestApp, token: string): Promise<number> {
  const res = await app.app.inject({ method: 'GET', url: '/api/admin/user/search', headers: { authorization: token } });
  return (res.json() as { code: number }).code;
}

describe('npm run admin:create', () => {
  it('#1 creates a super admin from piped input in a fresh prod data dir, who logs in through /api', async () => {
    const env = prodDataDir();
    const run = await adminCreate(env, `opsadmin\n${PASSWORD}\n${PASSWORD}\n`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Created super admin "opsadmin" (user id 1) in ${join(env.DATA_DIR!, 'app.db')}`);
    expect(run.stdout).not.toContain(PASSWORD);

    t = await buildTestApp({ env });
    const { db } = t.app.services;
    const users = await db.selectFrom('users').select(['userName', 'role', 'passwordHash']).execute();
    expect(users).toEqual([
      { userName: 'opsadmin', role: 'admin', passwordHash: expect.stringMatching(/^\$argon2id\$/) },
    ]);
    const session = await logIn(t, 'opsadmin', PASSWORD);
    expect(session.code).toBe(apiCodes.success.code);
    expect(await reachesAdminCentre(t, session.data!.accessToken)).toBe(apiCodes.success.code);
    expect((await logIn(t, 'admin01', 'Demo#2026')).code).toBe(apiCodes.wrongCredentials.code);
  });

  it.skipIf(!pgUrl)('#1 creates a super admin on PostgreSQL (DATABASE_URL) who logs in through /api', async () => {
    t = await buildTestApp({ postgres: true, env: { MODE: 'prod' } });
    // The script reaches the test's own schema through the connection's search_path.
    const url = new URL(pgUrl!);
    url.searchParams.set('options', `-c search_path=${schemaOf(t.app.services.db)}`);
    const run = await adminCreate(
      { ...prodDataDir(), DATABASE_URL: url.toString() },
      `pgadmin01\n${PASSWORD}\n${PASSWORD}\n`,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Created super admin "pgadmin01"');
    expect(run.stdout).toContain('in PostgreSQL (DATABASE_URL)');
    const session = await logIn(t, 'pgadmin01', PASSWORD);
    expect(session.code).toBe(apiCodes.success.code);
    expect(await reachesAdminCentre(t, session.data!.accessToken)).toBe(apiCodes.success.code);
  });

  it("#1 refuses a weak password with registration's rules, and creates nothing", async () => {
    const env = prodDataDir();
    const tooShort = await adminCreate(env, 'opsadmin\nab1\nab1\n');
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toBe('admin:create refused: Password: 8–32 characters. Nothing was created.\n');
    const noDigit = await adminCreate(env, 'opsadmin\nno-digits-here\nno-digits-here\n');
    expect(noDigit.code).toBe(1);
    expect(noDigit.stderr).toContain('Password: use at least one letter and one digit');
    const differ = await adminCreate(env, `opsadmin\n${PASSWORD}\n${PASSWORD}x\n`);
    expect(differ.stderr).toContain('the two passwords differ');
    const badName = await adminCreate(env, `9ops\n${PASSWORD}\n${PASSWORD}\n`);
    expect(badName.stderr).toContain('User name: 4–16 letters or digits, starting with a letter');
    t = await buildTestApp({ env });
    expect(await t.app.services.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('#1 refuses an existing user name and leaves its password alone', async () => {
    const env = prodDataDir();
    expect((await adminCreate(env, `opsadmin\n${PASSWORD}\n${PASSWORD}\n`)).code).toBe(0);
    const again = await adminCreate(env, 'opsadmin\nOther#Pass99\nOther#Pass99\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe('admin:create refused: the user name "opsadmin" is taken. Nothing was created.\n');
    // Outside prod the demo's admin01 exists, and is refused the same way.
    t = await buildTestApp({ env: { DATA_DIR: env.DATA_DIR! } });
    const demo = await adminCreate({ DATA_DIR: env.DATA_DIR!, MODE: 'test' }, 'admin01\nOther#Pass99\nOther#Pass99\n');
    expect(demo.stderr).toContain('the user name "admin01" is taken');
    expect((await logIn(t, 'opsadmin', PASSWORD)).code).toBe(apiCodes.success.code);
    expect((await logIn(t, 'opsadmin', 'Other#Pass99')).code).toBe(apiCodes.wrongCredentials.code);
  });
});
