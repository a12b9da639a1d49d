import { apiCodes } from '@matchday/contract';
import { createDeviceId } from '@matchday/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const seq = (start: number) => {
  let i = start;
  return () => ((i++ * 7) % 36) / 36;
};
const deviceA = createDeviceId('PC-LIN', 1_700_000_000_000, seq(1));
const deviceB = createDeviceId('PC-LIN', 1_700_000_100_000, seq(5));

function post(url: string, payload: object, device: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { language: 'en', deviceno: device, ...(token ? { authorization: token } : {}) },
  });
}
const login = (device: string) =>
  post('/api/user/auth/account-login/v2', { userName: 'member01', password: 'Demo#2026' }, device);

async function lastCode(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?format=json' });
  return (res.json().messages as { to: string; text: string }[])
    .find((m) => m.to === '+84900000001')!
    .text.match(/\d{6}/)![0];
}

describe('new-device verification (loginState 1)', () => {
  it('trusts the first device, then asks another device for the SMS code sent to the bound phone', async () => {
    const first = await login(deviceA);
    expect(first.json().data).toMatchObject({ loginState: 0 });

    const second = await login(deviceB);
    expect(second.json().data).toMatchObject({ loginState: 1, accessToken: '', mobileArea: '84', mobile: '900**0001' });

    const wrong = await post(
      '/api/user/auth/loginCheck',
      { mobile: '900**0001', smsCode: '000000', actionType: 1, userName: 'member01' },
      deviceB,
    );
    const code = await lastCode();
    if (code !== '000000') expect(wrong.json().code).toBe(apiCodes.validationFailed.code);

    const ok = await post(
      '/api/user/auth/loginCheck',
      { mobile: '900**0001', smsCode: code, actionType: 1, userName: 'member01' },
      deviceB,
    );
    expect(ok.json()).toMatchObject({ code: 200, data: { loginState: 0 } });
    const token = ok.json().data.accessToken as string;
    expect(token.length).toBeGreaterThan(20);

    // Both devices are now trusted, and the list marks the one in use.
    expect((await login(deviceB)).json().data.loginState).toBe(0);
    const devices = await post('/api/member/device/get', {}, deviceB, token);
    expect(devices.json().data).toEqual(
      expect.arrayContaining([
        { deviceId: deviceB, lastSeenAt: expect.any(Number), current: true },
        { deviceId: deviceA, lastSeenAt: expect.any(Number), current: false },
      ]),
    );
  });

  it('refuses loginCheck for a device that never passed the password', async () => {
    const stranger = createDeviceId('PC-LIN', 1_700_000_200_000, seq(9));
    const res = await post(
      '/api/user/auth/loginCheck',
      { mobile: 'x', smsCode: '123456', actionType: 1, userName: 'member01' },
      stranger,
    );
    expect(res.json()).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: 'The code is wrong or has expired. Please check it or ask for a new one.',
    });
  });

  it('never asks a member without a phone', async () => {
    const a = await post('/api/user/auth/account-login/v2', { userName: 'anchor01', password: 'Demo#2026' }, deviceA);
    const b = await post('/api/user/auth/account-login/v2', { userName: 'anchor01', password: 'Demo#2026' }, deviceB);
    expect([a.json().data.loginState, b.json().data.loginState]).toEqual([0, 0]);
  });
});

describe('member and site lists', () => {
  it('issues an identity code that changes with time', async () => {
    const token = (await login(deviceA)).json().data.accessToken;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/member/refreshIdentityCode',
      headers: { authorization: token },
    });
    expect(res.json().data).toMatchObject({
      identityCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      expiresAt: expect.any(Number),
    });
    expect(res.json().data.expiresAt).toBeGreaterThan(Date.now());
  });

  it('lists country codes with names in the caller language, the site country first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/countrycode/list', headers: { language: 'vi' } });
    const list = res.json().data;
    expect(list[0]).toEqual({ countryCode: '84', iso: 'VN', name: 'Việt Nam' });
    expect(list.find((c: { iso: string }) => c.iso === 'CN').countryCode).toBe('86');
  });

  it('lists the home bar in the site menu order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/home/bar/list' });
    expect(res.json().data.map((b: { key: string }) => b.key)).toEqual([
      'home',
      'sports',
      'live',
      'casino',
      'promotions',
    ]);
    expect(res.json().data[1]).toEqual({ key: 'sports', route: '/sports', sort: 1, hot: true });
  });

  it('says no human check is used', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/get/verification/domainType?domain=example.com',
    });
    expect(res.json().data).toEqual({ domainType: 0 });
  });
});
