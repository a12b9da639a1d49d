import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/database.js';
import { isPostgres, parseJson, pingDatabase } from '@matchday/database';
import { createPasswords, verifyPassword } from '../../src/modules/account/password.js';
import { seedDemo, DEMO_PASSWORD } from '../../src/seed/demo-seed.js';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { createOperationRepository } from '../../src/modules/operation/operation.repository.js';
import { testCost } from '../../src/modules/account/password.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';

/** The same migrations and queries on both engines. */
const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

describe.each(engines)('database on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await buildTestApp({ postgres });
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('migrates, and running the migrations again changes nothing', async () => {
    const { db } = t.app.services;
    expect(isPostgres(db)).toBe(postgres);
    expect(await pingDatabase(db)).toBe(true);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it.skipIf(skip)('round-trips a user with 64-bit epoch-ms timestamps and a unique name', async () => {
    const { db } = t.app.services;
    const repo = createAccountRepository(db);
    const when = 4_102_444_800_000; // 2100-01-01: beyond 32 bits
    const first = await repo.insertIfAbsent(
      {
        userName: 'roundtrip1',
        passwordHash: 'h',
        role: 'member',
        nickName: '测试 Tiếng',
        avatarId: 4,
        vipLevel: 11,
        regCurrency: 'USD',
        mobile: '0912345678',
        mobileArea: '84',
        status: 1,
      },
      when,
    );
    const again = await repo.insertIfAbsent(
      {
        userName: 'roundtrip1',
        passwordHash: 'other',
        role: 'admin',
        nickName: null,
        avatarId: 0,
        vipLevel: 0,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        status: 1,
      },
      when,
    );
    expect(again).toEqual({ id: first.id, created: false });
    const row = await repo.findByUserName('roundtrip1');
    expect(row).toMatchObject({
      id: first.id,
      passwordHash: 'h',
      role: 'member',
      nickName: '测试 Tiếng',
      createdAt: when,
      vipLevel: 11,
    });
    expect(typeof row!.createdAt).toBe('number');
  });

  it.skipIf(skip)('seeds the demo logins once, with argon2id hashes that verify', async () => {
    const { db } = t.app.services;
    const deps = {
      accounts: createAccountRepository(db),
      passwords: createPasswords(testCost),
      operations: t.app.services.operations,
    };
    expect((await seedDemo(deps)).createdUsers).toEqual([]);
    const users = await db
      .selectFrom('users')
      .select(['userName', 'role', 'passwordHash'])
      .where('userName', 'in', ['member01', 'anchor01', 'admin01'])
      .orderBy('userName')
      .execute();
    expect(users.map((u) => [u.userName, u.role])).toEqual([
      ['admin01', 'admin'],
      ['anchor01', 'anchor'],
      ['member01', 'member'],
    ]);
    for (const u of users) {
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(u.passwordHash, 'wrong')).toBe(false);
    }
    expect(await createOperationRepository(db).countWindows()).toBe(1);
  });
});

describe('dialect helpers', () => {
  it('parses JSON text with a fallback', () => {
    expect(parseJson('[1,2]', [])).toEqual([1, 2]);
    expect(parseJson('not json', ['x'])).toEqual(['x']);
    expect(parseJson(null, 0)).toBe(0);
  });
});
