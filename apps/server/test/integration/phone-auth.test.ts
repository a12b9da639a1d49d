import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
// Each call from its own address: one address may have codes sent to 10 phones an hour.
const freshIp = () => `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const get = (url: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { language: lang }, remoteAddress: freshIp() });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { language: 'en' }, remoteAddress: freshIp() });
const sendCode = (phone: string, cc = '84') => get(`/api/user/auth/mobile-registerCheckByMobile/${phone}/${cc}`);

/** The last code the outbox delivered to a phone, read from the dev outbox as a tester would. */
async function codeSentTo(e164: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?format=json' });
  const msg = (res.json().messages as { to: string; text: string }[]).find((m) => m.to === e164);
  const code = msg?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${e164}`);
  return code;
}

async function advance(ms: number) {
  await t.app.services.db
    .updateTable('smsCodes')
    .set((eb) => ({ createdAt: eb('createdAt', '-', ms), expiresAt: eb('expiresAt', '-', ms) }))
    .execute();
}

describe('phone registration and login', () => {
  it('registers by phone with the sent code, then logs in by phone with a new one', async () => {
    const first = await sendCode('0912345678');
    expect(first.json()).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } });
    const code = await codeSentTo('+84912345678');
    expect((await get(`/api/user/auth/mobile-registerCheckByCode/912345678/${code}`)).json().data).toEqual({
      valid: true,
    });

    const name = (await get('/api/user/auth/mobile-registerCreatName')).json().data.userName;
    expect(name).toMatch(/^[a-z]\d{7}$/);
    const reg = await post('/api/user/auth/mobile-register', {
      mobile: '912345678',
      countryCode: '84',
      smsCode: code,
      userName: name,
      ageConfirmed: true,
    });
    expect(reg.json()).toMatchObject({ code: 200, data: { loginState: 0 } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/member/get',
      headers: { authorization: reg.json().data.accessToken },
    });
    expect(me.json().data).toMatchObject({ userName: name, mobileArea: '84', mobile: expect.stringContaining('*') });

    // The code is used up; a second registration with it fails (the code is checked before the phone).
    const again = await post('/api/user/auth/mobile-register', {
      mobile: '912345678',
      countryCode: '84',
      smsCode: code,
      userName: 'other123',
      ageConfirmed: true,
    });
    expect(again.json()).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: 'The code is wrong or has expired. Please check it or ask for a new one.',
    });

    await advance(61_000);
    expect((await sendCode('912345678')).json().data).toEqual({ resendAfterSeconds: 60 });
    const loginCode = await codeSentTo('+84912345678');
    const login = await post('/api/user/auth/mobile-login', {
      mobile: '0912345678',
      countryCode: '84',
      smsCode: loginCode,
    });
    expect(login.json()).toMatchObject({ code: 200, data: { loginState: 0 } });
  });

  it('a phone with no account cannot log in', async () => {
    await sendCode('987654321');
    const code = await codeSentTo('+84987654321');
    const res = await post('/api/user/auth/mobile-login', { mobile: '987654321', countryCode: '84', smsCode: code });
    expect(res.json()).toMatchObject({
      code: apiCodes.notFound.code,
      msg: 'This phone number is not registered yet. Please register first.',
    });
  });

  it('checks the number against its country rule', async () => {
    const res = await sendCode('12345', '84');
    expect(res.statusCode).toBe(400);
    const cn = await sendCode('23800138000', '86');
    expect(cn.json()).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: 'params.phone: Enter a valid phone number.',
    });
    expect((await sendCode('13800138000', '86')).json().code).toBe(200);
  });
});

describe('code rules', () => {
  it('waits 60 s between codes and says how long is left', async () => {
    await sendCode('911111111');
    const res = await sendCode('911111111');
    expect(res.json()).toMatchObject({ code: apiCodes.rateLimited.code, data: { resendAfterSeconds: 60 } });
    expect(res.json().msg).toMatch(/^Please wait (59|60) seconds/);
  });

  it('sends at most 5 codes per phone an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await sendCode('922222222')).json().code);
      await advance(61_000);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, apiCodes.rateLimited.code]);
  });

  it('a code works for 5 minutes only', async () => {
    await sendCode('933333333');
    const code = await codeSentTo('+84933333333');
    await advance(5 * 60_000 + 1);
    const res = await post('/api/user/auth/mobile-register', {
      mobile: '933333333',
      countryCode: '84',
      smsCode: code,
      userName: 'late1234',
      ageConfirmed: true,
    });
    expect(res.json()).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: 'The code is wrong or has expired. Please check it or ask for a new one.',
    });
  });

  it('allows 5 tries, then the code is dead even when right', async () => {
    await sendCode('944444444');
    const code = await codeSentTo('+84944444444');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (smsCode: string) => ({
      mobile: '944444444',
      countryCode: '84',
      smsCode,
      userName: 'tries123',
      ageConfirmed: true,
    });
    const results: number[] = [];
    for (let i = 0; i < 5; i++) results.push((await post('/api/user/auth/mobile-register', body(wrong))).json().code);
    expect(results.slice(0, 4)).toEqual(Array(4).fill(apiCodes.validationFailed.code));
    expect(results[4]).toBe(apiCodes.rateLimited.code);
    expect((await post('/api/user/auth/mobile-register', body(code))).json().msg).toBe(
      'Too many wrong codes. Please ask for a new one.',
    );
  });

  it('the outbox page lists the codes outside prod', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('+84912345678');
  });
});

describe('the outbox in prod', () => {
  it('does not exist', async () => {
    const prod = await buildTestApp({ env: { MODE: 'prod' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/sms-outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
