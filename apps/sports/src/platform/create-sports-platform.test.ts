import { sportsEnvelopeOf, matchGetList } from '@matchday/contract';
import fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSportsPlatform } from './create-sports-platform.js';

describe('createSportsPlatform', () => {
  it('#5 a member token lives 30 minutes by default: it outlives a session that ended at most that long', () => {
    let now = Date.UTC(2026, 10, 23, 9, 30, 0);
    const platform = createSportsPlatform({ seed: 7, speed: 2, now: () => now, tokenSecret: Buffer.alloc(32, 1) });
    const member = { userId: 7, userName: 'member07', currency: 'VND', lang: 'ENG', session: '31' };
    const { token, expiresAt } = platform.tokens.issue(member);
    expect(expiresAt - now).toBe(30 * 60_000);
    now += 30 * 60_000 - 1;
    expect(platform.tokens.verify(token)).toMatchObject({ userId: 7, session: '31' });
    now += 1;
    expect(platform.tokens.verify(token)).toBe('expired');
  });

  it('mounts under a prefix and trusts the tokens it hands out', async () => {
    let now = Date.UTC(2026, 10, 23, 9, 30, 0);
    const platform = createSportsPlatform({
      seed: 7,
      speed: 2,
      now: () => now,
      tokenSecret: Buffer.alloc(32, 1),
      tokenTtlMs: 1000,
    });
    const app = fastify();
    await app.register(platform.plugin, { prefix: '/sports-api' });
    try {
      const { token } = platform.tokens.issue({ userId: 0, userName: '', currency: 'CNY', lang: 'CMN' });
      const res = await app.inject({
        method: 'POST',
        url: '/sports-api/v1/match/getList',
        headers: { authorization: token, 'content-type': 'application/json;charset=UTF-8' },
        payload: JSON.stringify({ type: 1, languageType: 'CMN', size: 2 }),
      });
      const env = sportsEnvelopeOf(matchGetList.response).parse(res.json());
      expect(env).toMatchObject({ code: 0, success: true, message: '成功' });
      expect(env.data.records.length).toBe(2);
      now += 1000;
      const expired = await app.inject({
        method: 'POST',
        url: '/sports-api/v1/match/getList',
        headers: { authorization: token },
        payload: { type: 1 },
      });
      expect(expired.json()).toMatchObject({ code: 14010, success: false, data: null });
      expect((await app.inject({ method: 'POST', url: '/v1/match/getList', payload: { type: 1 } })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});
