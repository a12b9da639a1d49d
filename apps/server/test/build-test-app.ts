import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { testCost } from '../src/modules/account/index.js';
import { prodEnv } from './fixtures/prod-env.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A real app on a fresh SQLite file in a temp dir, or, with `postgres: true`, on
 * TEST_DATABASE_URL in a schema of its own that is dropped afterwards.
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    postgres?: boolean;
    redis?: boolean;
    build?: BuildOptions;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'md-test-'));
  let schema: string | undefined;
  // MODE=prod starts only with strong secrets and a real SMS gateway: a prod test app gets them unless it sets its own.
  const prod = opts.env?.MODE === 'prod' ? prodEnv : {};
  const env: Record<string, string> = { DATA_DIR: dataDir, MODE: 'test', LOG_LEVEL: 'silent', ...prod, ...opts.env };
  if (opts.postgres) {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await withPg(url, (c) => c.query(`create schema ${schema}`));
    env.DATABASE_URL = url;
  }
  if (opts.redis) {
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    env.REDIS_URL = url;
  }
  const config = loadConfig(env);
  const app = await buildApp(config, {
    logger: false,
    passwordCost: testCost,
    webDist: join(dataDir, 'no-web'),
    ...(schema ? { pgSchema: schema } : {}),
    ...opts.build,
  });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      if (schema) await withPg(process.env.TEST_DATABASE_URL!, (c) => c.query(`drop schema ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
