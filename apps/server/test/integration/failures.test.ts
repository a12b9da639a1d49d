import { apiCodes } from '@matchday/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('failures never leak internals', () => {
  it('an internal error answers internalError with a generic message', async () => {
    t = await buildTestApp({
      beforeReady: (app) =>
        app.get('/api/test/boom', async () => {
          throw new Error('secret database password in message');
        }),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { language: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: apiCodes.internalError.code,
      msg: 'Something went wrong on our side. Please try again in a moment.',
      data: null,
    });
    expect(res.body).not.toContain('secret');
  });

  it('a body over 1 MB is refused in the envelope', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operation/siteMain/queryDetail',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(apiCodes.validationFailed.code);
  });

  it('hides /api/docs in prod', async () => {
    t = await buildTestApp({ env: { MODE: 'prod' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(apiCodes.notFound.code);
  });
});
