import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { addresses, authClient, type From } from '../factories/auth-client.js';

const PROXY = '10.0.0.1';
let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: `${PROXY},fd00::/8`, REGISTRATIONS_PER_HOUR: '40' } });
  c = authClient(t.app);
});
afterAll(() => t.close());

const clients = addresses('203.0');
/** A client the trusted proxy forwards. */
const viaProxy = (): From => ({ ip: PROXY, forwardedFor: clients().ip });

describe('#4 behind a reverse proxy (TRUST_PROXY)', () => {
  it('#4 failures count against each client the trusted proxy names, so 25 failures by others leave member01 open', async () => {
    for (let i = 0; i < 25; i++) {
      const r = await c.login(viaProxy(), `guess${i}xx`, 'Wrong1234');
      expect(r.code).toBe(apiCodes.wrongCredentials.code);
    }
    expect((await c.login(viaProxy(), 'member01', 'Demo#2026')).code).toBe(200);
  });

  it('#4 X-Forwarded-For from an address that is not a trusted proxy is ignored: its failures count against it', async () => {
    const forger = '10.0.0.9';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await c.login({ ip: forger, forwardedFor: clients().ip }, `forge${i}xx`, 'Wrong1234')).code);
    expect(codes.slice(0, 19)).toEqual(Array(19).fill(apiCodes.wrongCredentials.code));
    expect(codes.slice(19)).toEqual([apiCodes.rateLimited.code, apiCodes.rateLimited.code]);
    expect((await c.login({ ip: forger, forwardedFor: clients().ip }, 'member01', 'Demo#2026')).code).toBe(
      apiCodes.rateLimited.code,
    );
  });

  it('#4 the client is the nearest untrusted address in the chain, not one the client wrote itself', async () => {
    const real = clients().ip;
    for (let i = 0; i < 5; i++)
      await c.login({ ip: PROXY, forwardedFor: `${clients().ip}, ${real}` }, 'member01', `Wrong${i}pass`);
    const r = await c.login({ ip: PROXY, forwardedFor: `${clients().ip}, ${real}` }, 'member01', 'Demo#2026');
    expect(r.code).toBe(apiCodes.rateLimited.code);
    expect((await c.login(viaProxy(), 'member01', 'Demo#2026')).code).toBe(200);
  });

  it('#4 registration is limited per client address (10 an hour), not for everyone behind the proxy', async () => {
    for (let i = 0; i < 12; i++) expect((await c.register(viaProxy(), `proxy${i}reg`)).code).toBe(200);
    const one = viaProxy();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await c.register(one, `same${i}reg`)).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(apiCodes.rateLimited.code);
  });

  it('#9 SMS codes are limited per client address behind the proxy, not for everyone behind it', async () => {
    const phone = (i: number) => `97100${String(i).padStart(4, '0')}`;
    for (let i = 0; i < 12; i++) expect((await c.sendCode(viaProxy(), phone(i))).code).toBe(200);
    const one = viaProxy();
    const codes: number[] = [];
    for (let i = 20; i < 31; i++) codes.push((await c.sendCode(one, phone(i))).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(apiCodes.rateLimited.code);
  });
});

describe('#4 the site-wide registration ceiling an operator sets (REGISTRATIONS_PER_HOUR)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ env: { REGISTRATIONS_PER_HOUR: '3' } });
  });
  afterAll(() => small.close());

  it('#4 refuses registrations past the ceiling from any address, with its own message', async () => {
    const s = authClient(small.app);
    const fresh = addresses('10.41');
    for (let i = 0; i < 3; i++) expect((await s.register(fresh(), `ceil${i}reg`)).code).toBe(200);
    expect(await s.register(fresh(), 'ceil3reg')).toMatchObject({
      code: apiCodes.rateLimited.code,
      msg: 'Too many new accounts are being opened right now. Please try again in 60 minutes.',
    });
  });
});
