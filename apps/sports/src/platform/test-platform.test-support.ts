import { sportsCodes, sportsErrorEnvelope } from '@matchday/contract';
import fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { SportsTokens } from '../auth/sports-tokens.js';
import type { SportsDatabaseConfig } from '../db/database.js';
import { expect } from 'vitest';
import { createSportsPlatform } from './create-sports-platform.js';
import type { SportsPlatform, SportsPlatformConfig } from './create-sports-platform.js';

export const SEED = 42;
/** A fixed Monday afternoon (UTC), on a whole second so feed states match the engine's. */
export const START = Date.UTC(2026, 10, 23, 15, 0, 0);

export interface TestPlatform {
  app: FastifyInstance;
  platform: SportsPlatform;
  tokens: SportsTokens;
  clock: { now: number };
  post(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  /** Posts a raw or JSON body that must be refused with HTTP 200 and the invalid-parameter envelope; answers the envelope. */
  rejects(
    path: string,
    payload: string | Record<string, unknown>,
  ): Promise<ReturnType<typeof sportsErrorEnvelope.parse>>;
}

/**
 * The platform on a bare Fastify under a prefix, on a clock the test moves, with sports.db in
 * memory (or `database`) and results recorded only when the test sweeps.
 */
export async function testPlatform(
  prefix = '/sports-api',
  database: SportsDatabaseConfig = { memory: true },
  betting: Pick<SportsPlatformConfig, 'wallet' | 'bettingTimings' | 'settleEveryMs'> = {},
  start = START,
): Promise<TestPlatform> {
  const clock = { now: start };
  const platform = createSportsPlatform({
    seed: SEED,
    speed: 1,
    now: () => clock.now,
    tokenSecret: Buffer.alloc(32, 7),
    tokenTtlMs: 60_000,
    database,
    recordResults: false,
    settleEveryMs: 0,
    ...betting,
  });
  const app = fastify();
  await app.register(platform.plugin, { prefix });
  await app.ready();
  return {
    app,
    platform,
    tokens: platform.tokens,
    clock,
    async post(path, body = {}, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: prefix + path,
        payload: body as Record<string, unknown>,
        headers,
      });
      return { status: res.statusCode, json: res.json() as Record<string, unknown> };
    },
    async rejects(path, payload) {
      const res = await app.inject({
        method: 'POST',
        url: prefix + path,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      const env = sportsErrorEnvelope.parse(res.json());
      expect(env).toMatchObject({ code: sportsCodes.invalidParameter, success: false, data: null });
      return env;
    },
  };
}
