import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCodes } from '@matchday/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { PROD_DEMO_WARNING } from '../../src/start.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { prodEnv } from '../fixtures/prod-env.js';
import { startAndStop } from '../factories/processes.js';

const pgSkip = !process.env.TEST_DATABASE_URL;
const DEMO_LOGINS = ['member01', 'anchor01', 'admin01', 'anchor02', 'anchor03'];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let ipSeq = 0;
const login = (app: TestApp, userName: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/user/auth/account-login/v2',
    payload: { userName, password },
    remoteAddress: `10.7.0.${++ipSeq}`,
    headers: { language: 'en' },
  });

/** How many rows each seeded table holds. */
async function rowCounts(app: TestApp) {
  const { db } = app.app.services;
  const tables = ['users', 'ledgerTransfers', 'liveStreams', 'maintenanceWindows', 'bulletins', 'liveGifts'] as const;
  const counts = {} as Record<(typeof tables)[number], number>;
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each([
  { engine: 'SQLite', postgres: false, skip: false },
  { engine: 'PostgreSQL', postgres: true, skip: pgSkip },
])('MODE=prod on $engine', ({ postgres, skip }) => {
  it.skipIf(skip)('#1 prod seeds no demo accounts, balances, streams or notices, whatever else is set', async () => {
    // Settings that used to bring demo content along: the site, live video, a full restart.
    t = await buildTestApp({ postgres, env: { MODE: 'prod', SITE: 'cn', MEDIA_SERVER: 'nms', LOG_LEVEL: 'silent' } });
    expect(await rowCounts(t)).toMatchObject({
      users: 0,
      ledgerTransfers: 0,
      liveStreams: 0,
      maintenanceWindows: 0,
      bulletins: 0,
    });
    // The gift catalogue is product data: the web draws each gift by its code and no call edits it.
    expect((await rowCounts(t)).liveGifts).toBeGreaterThan(0);
  });

  it.skipIf(skip)('#1 prod refuses the published demo login admin01 / Demo#2026', async () => {
    t = await buildTestApp({ postgres, env: { MODE: 'prod' } });
    for (const userName of DEMO_LOGINS) {
      const res = await login(t, userName, 'Demo#2026');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(apiCodes.wrongCredentials.code);
    }
  });

  it.skipIf(skip)('#1 prod with DEMO=on seeds the demo, on purpose', async () => {
    t = await buildTestApp({ postgres, env: { MODE: 'prod', DEMO: 'on' } });
    expect(await rowCounts(t)).toMatchObject({ users: DEMO_LOGINS.length, liveStreams: 4, bulletins: 1 });
    expect((await rowCounts(t)).ledgerTransfers).toBeGreaterThan(0);
    expect((await login(t, 'admin01', 'Demo#2026')).json().code).toBe(apiCodes.success.code);
  });
});

describe('dev and test modes', () => {
  it('keep seeding the demo logins, balances, rooms and notices', async () => {
    t = await buildTestApp();
    expect(await rowCounts(t)).toMatchObject({ users: DEMO_LOGINS.length, liveStreams: 4, bulletins: 1 });
    for (const userName of ['member01', 'anchor01', 'admin01'])
      expect((await login(t, userName, 'Demo#2026')).json().code).toBe(apiCodes.success.code);
  });
});

describe('starting in prod', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const serverEnv = (extra: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'md-prod-start-'));
    dirs.push(dir);
    return {
      ...prodEnv,
      MODE: 'prod',
      HOST: '127.0.0.1',
      RTMP_PORT: '0',
      DATA_DIR: dir,
      WEB_DIST: join(dir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...extra,
    };
  };

  it('#1 prod with DEMO=on warns on every start, to stderr and the log', async () => {
    const env = serverEnv({ DEMO: 'on' });
    for (let start = 0; start < 2; start++) {
      const run = await startAndStop(env);
      expect(run.stdout, run.stderr).toContain('Matchday is running');
      expect(run.stderr).toContain(PROD_DEMO_WARNING);
      const logged = run.stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged).toContainEqual(expect.objectContaining({ level: 40, msg: PROD_DEMO_WARNING }));
    }
  }, 90_000);

  it('#1 prod without DEMO prints no demo logins and points to admin:create', async () => {
    const run = await startAndStop(serverEnv({}));
    expect(run.stdout, run.stderr).toContain('Matchday is running');
    expect(run.stdout).toContain('npm run admin:create');
    expect(run.stdout + run.stderr).not.toContain('Demo#2026');
    expect(run.stderr).not.toContain(PROD_DEMO_WARNING);
  }, 60_000);

  it('#9 prod refuses to start without secrets or an SMS gateway, naming each', async () => {
    const env = serverEnv({});
    const run = await startAndStop({ ...env, APP_SECRET: 'a', SMS_GATEWAY: 'outbox' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('APP_SECRET must be at least 32 bytes');
    expect(run.stderr).toContain('MODE=prod needs SMS_GATEWAY=http');
    expect(run.stdout).not.toContain('Matchday is running');
  }, 60_000);
});
