import fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createSportsTokens } from '../auth/sports-tokens.js';
import type { SportsTokens } from '../auth/sports-tokens.js';
import { sportsPlatformPlugin } from './sports-platform-plugin.js';

export const SEED = 42;
/** A fixed Monday afternoon (UTC), on a whole second so feed states match the engine's. */
export const START = Date.UTC(2026, 10, 23, 15, 0, 0);

export interface TestPlatform {
  app: FastifyInstance;
  tokens: SportsTokens;
  clock: { now: number };
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Record<string, unknown> }>;
}

/** The plugin on a bare Fastify under a prefix, on a clock the test moves. */
export async function testPlatform(prefix = '/sports-api'): Promise<TestPlatform> {
  const clock = { now: START };
  const tokens = createSportsTokens({ secret: Buffer.alloc(32, 7), ttlMs: 60_000, now: () => clock.now });
  const app = fastify();
  await app.register(sportsPlatformPlugin, { prefix, seed: SEED, speed: 1, now: () => clock.now, tokens });
  await app.ready();
  return {
    app,
    tokens,
    clock,
    async post(path, body = {}, headers = {}) {
      const res = await app.inject({ method: 'POST', url: prefix + path, payload: body as Record<string, unknown>, headers });
      return { status: res.statusCode, json: res.json() as Record<string, unknown> };
    },
  };
}
