import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { sessionFor } from '../factories/sessions.js';

describe('URLs the router refuses (issue 17 #9)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await sessionFor(t.app, 'member01');
  });
  afterAll(() => t?.close());

  const get = async (url: string, language = 'en') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { language, authorization: token } });
    return { status: res.statusCode, type: res.headers['content-type'], body: res.json() };
  };

  it('#9 a 5,000-character path parameter answers the envelope, never a raw 414', async () => {
    const long = 'x'.repeat(5_000);
    for (const url of [
      `/api/fund/deposit/get/${long}`,
      `/api/user/presenter/getInfo2/${long}`,
      `/sandbox/pay/${long}`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(apiCodes.validationFailed.http);
      expect(res.type).toMatch(/^application\/json/);
      expect(res.body, url).toEqual({
        code: apiCodes.validationFailed.code,
        msg: 'params: This value is too long.',
        data: { issues: [{ path: 'params', message: 'This value is too long.', code: 'too_big' }] },
      });
    }
    expect((await get(`/api/fund/deposit/get/${long}`, 'vi')).body.msg).toMatch(/^params: /);
    expect((await get(`/api/fund/deposit/get/${long}`, 'vi')).body.msg).not.toBe('params: This value is too long.');
  });

  it('#9 a malformed percent-encoding in a path parameter answers the envelope too', async () => {
    const res = await get('/api/fund/deposit/get/%E0%A4%A');
    expect(res.status).toBe(apiCodes.validationFailed.http);
    expect(res.body).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: 'params: This value is not valid.',
      data: { issues: [{ path: 'params', code: 'invalid_format' }] },
    });
  });
});
