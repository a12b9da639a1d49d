import { apiCodes, appEndpoints, buildPath, type Access, type Endpoint } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expiredSessionFor, sessionFor } from '../factories/sessions.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of ['member01', 'anchor01', 'admin01'] as const) tokens[u] = await sessionFor(t.app, u);
});
afterAll(() => t.close());

const shapeKeys = (schema: z.ZodType | undefined) =>
  Object.keys((schema as unknown as { shape?: Record<string, unknown> })?.shape ?? {});
const validParams = (e: Endpoint) =>
  Object.fromEntries(
    shapeKeys(e.params).map((k) => [
      k,
      k === 'phoneCode'
        ? '84'
        : k === 'provider'
          ? 'sandbox'
          : k === 'orderNo'
            ? 'D0000000000'
            : k === 'code'
              ? '123456'
              : k === 'phone'
                ? '912345678'
                : '1',
    ]),
  );

function call(
  e: Endpoint,
  opts: { token?: string; body?: unknown; rawBody?: string; params?: Record<string, string> } = {},
) {
  const hasBody = e.method !== 'GET';
  return t.app.inject({
    method: e.method,
    url: buildPath(e.path, opts.params ?? validParams(e)),
    headers: {
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      // The session refresh reads the cookie only with the CSRF header (issue 17 #9); harmless elsewhere.
      'x-md-csrf': '1',
      language: 'en',
    },
    ...(hasBody ? { payload: opts.rawBody ?? JSON.stringify(opts.body ?? {}) } : {}),
  });
}

const noStack = (text: string) => expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/);

describe('every declared endpoint', () => {
  const withBody = appEndpoints.filter((e) => e.method !== 'GET');

  it.each(withBody.map((e) => [e.id, e] as const))(
    '%s answers malformed JSON with 400 in the envelope',
    async (_id, e) => {
      const res = await call(e, { token: tokens.admin01, rawBody: '{"broken": ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: apiCodes.validationFailed.code, data: { issues: [{ path: 'body' }] } });
      noStack(res.body);
    },
  );

  it.each(withBody.map((e) => [e.id, e] as const))('%s names the field of a wrong type', async (_id, e) => {
    const keys = shapeKeys(e.body).filter((k) => k !== 'token');
    const res = await call(e, {
      token: tokens.admin01,
      body: Object.fromEntries(keys.map((k) => [k, { wrong: [1] }])),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(apiCodes.validationFailed.code);
    expect(body.msg).toMatch(/^body\.\w+: /);
    expect(body.data.issues.map((i: { path: string }) => i.path)).toContain(`body.${keys[0]}`);
  });

  const withParams = appEndpoints.filter((e) => e.params);
  it.each(withParams.map((e) => [e.id, e] as const))('%s rejects bad path parameters', async (_id, e) => {
    const bad = Object.fromEntries(shapeKeys(e.params).map((k) => [k, 'not-valid!']));
    const res = await call(e, { token: tokens.admin01, params: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues[0].path).toMatch(/^params\./);
  });

  it('rejects a missing required query field', async () => {
    const e = appEndpoints.find((x) => x.id === 'live.video.queryKeyWordByName')!;
    const res = await call(e, { token: tokens.admin01 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues[0]).toMatchObject({ path: 'query.keyWord', message: 'This field is required.' });
  });

  it('tells a field of the wrong type from a missing one', async () => {
    const e = appEndpoints.find((x) => x.id === 'admin.ledger.adjust')!;
    const res = await call(e, {
      token: tokens.admin01,
      body: {
        userId: 'seven',
        currency: 'VND',
        amount: 100,
        reason: 'wrong type check',
        idempotencyKey: 'wrong-type-1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues).toEqual([
      expect.objectContaining({ path: 'body.userId', message: 'This value has the wrong type.' }),
    ]);
  });
});

describe('roles on every declared endpoint', () => {
  const rank: Record<Access, number> = { visitor: 0, member: 1, anchor: 2, admin: 3 };
  const callers = [
    ['visitor', 0, undefined],
    ['member', 1, 'member01'],
    ['anchor', 2, 'anchor01'],
    ['admin', 3, 'admin01'],
  ] as const;
  const cases = appEndpoints.flatMap((e) =>
    callers.map(([name, r, user]) => [`${e.id} as ${name}`, e, r, user] as const),
  );

  it.each(cases)('%s', async (_label, e, callerRank, user) => {
    // Logout revokes the token it is called with, so it gets a session of its own.
    const token = user && e.id === 'auth.logout' ? await sessionFor(t.app, user) : user ? tokens[user] : undefined;
    const res = await call(e, { ...(token ? { token } : {}) });
    const { code } = res.json();
    if (callerRank < rank[e.access]) {
      expect(code).toBe(user ? apiCodes.forbidden.code : apiCodes.unauthenticated.code);
      expect(res.statusCode).toBe(user ? 403 : 401);
    } else {
      expect([apiCodes.forbidden.code, apiCodes.unauthenticated.code]).not.toContain(code);
      expect(res.statusCode).toBeLessThan(500 + (code === apiCodes.featureUnavailable.code ? 2 : 0));
    }
  });
});

describe('sessions', () => {
  it('an expired session answers the expired-session code', async () => {
    const token = await expiredSessionFor(t.app, 'member01');
    const res = await t.app.inject({ method: 'GET', url: '/api/member/get', headers: { authorization: token } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(apiCodes.sessionExpired.code);
  });

  it('a revoked or unknown token is an expired session, a bearer prefix is accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/member/get',
      headers: { authorization: 'Bearer no-such-token' },
    });
    expect(res.json().code).toBe(apiCodes.sessionExpired.code);
  });

  it('a token in the body overrides the header, except on the device list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fund/wallet/member/local',
      headers: { authorization: 'stale', 'content-type': 'application/json' },
      payload: { token: tokens.member01 },
    });
    expect([apiCodes.sessionExpired.code, apiCodes.unauthenticated.code]).not.toContain(res.json().code);
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/member/device/get',
      headers: { authorization: tokens.member01, 'content-type': 'application/json' },
      payload: { token: 'not-a-session' },
    });
    expect([apiCodes.sessionExpired.code, apiCodes.unauthenticated.code]).not.toContain(device.json().code);
  });

  it('member/get answers the caller with a masked phone, the role and the menu order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/member/get',
      headers: { authorization: tokens.anchor01 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        userName: 'anchor01',
        role: 'anchor',
        currencyId: 1000,
        regCurrency: 'VND',
        menuOrder: expect.arrayContaining(['sports']),
      },
    });
  });
});

describe('answers', () => {
  it('unknown /api paths get 404 in the envelope, in the caller language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/thing', headers: { language: 'zh-cn' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: apiCodes.notFound.code, msg: '未找到您要的内容。', data: null });
  });

  it('site maintenance info is real data: the demo sports window is scheduled at point 1', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operation/siteMain/queryDetail',
      payload: { point: 1 },
      headers: { language: 'en' },
    });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { status: 0, point: [1], title: 'Scheduled sports maintenance' },
    });
  });

  it('health says the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ status: 'ok', db: true });
  });

  it('serves the OpenAPI document at /api/docs outside prod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/member/get');
  });
});
