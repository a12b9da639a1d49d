import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { addresses, authClient } from '../factories/auth-client.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two nodes sharing Redis (each with its own database, so each registers the same member). */
describe.skipIf(!redisUrl)('#4 lockouts across nodes (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  // Redis outlives a run: names, phones and addresses of this run only.
  const run = Math.floor(Math.random() * 1e6);
  const userName = `n${run.toString(36)}x`;
  const phone = `97${String(run).padStart(7, '0')}`;
  const fresh = addresses(`10.${200 + (run % 50)}`);
  beforeAll(async () => {
    a = await buildTestApp({ redis: true });
    b = await buildTestApp({ redis: true });
    for (const node of [a, b]) await authClient(node.app).memberWithPhone(fresh(), userName, phone);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('#4 a lock set through one node holds on the other, and an SMS unlock on either lifts it everywhere', async () => {
    const [ca, cb] = [authClient(a.app), authClient(b.app)];
    const first = fresh();
    const second = fresh();
    for (let i = 0; i < 5; i++) await ca.login(first, userName, `Wrong${i}pass`);
    for (let i = 0; i < 4; i++) await cb.login(second, userName, `Wrong${i}pass`);
    expect((await ca.login(second, userName, 'Wrong9pass')).code).toBe(apiCodes.accountLocked.code);
    expect((await cb.login(fresh(), userName, 'Secret123')).code).toBe(apiCodes.accountLocked.code);

    const home = fresh();
    expect((await cb.sendCode(home, phone)).code).toBe(200);
    expect((await cb.phoneLogin(home, phone, await cb.codeSentTo(`+84${phone}`))).code).toBe(200);
    expect((await ca.login(home, userName, 'Secret123')).code).toBe(200);
    // The addresses that locked it are stopped on it on both nodes.
    expect((await ca.login(first, userName, 'Secret123')).code).toBe(apiCodes.rateLimited.code);
    expect((await cb.login(second, userName, 'Secret123')).code).toBe(apiCodes.rateLimited.code);
  });

  it('#9 an address’s SMS allowance is shared by the nodes', async () => {
    const [ca, cb] = [authClient(a.app), authClient(b.app)];
    const one = fresh();
    const other = (i: number) => `96${String((run + i) % 1e7).padStart(7, '0')}`;
    for (let i = 0; i < 5; i++) expect((await ca.sendCode(one, other(i))).code).toBe(200);
    for (let i = 5; i < 10; i++) expect((await cb.sendCode(one, other(i))).code).toBe(200);
    expect((await ca.sendCode(one, other(10))).code).toBe(apiCodes.rateLimited.code);
  });
});
