import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { addresses, authClient } from '../factories/auth-client.js';
import { callerFor } from '../factories/caller.js';

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await buildTestApp();
  c = authClient(t.app);
});
afterAll(() => t.close());

const fresh = addresses('10.90');
const codeWrong = 'The code is wrong or has expired. Please check it or ask for a new one.';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('#9 SMS codes: limits per address and for the site, and no answer that reveals a phone', () => {
  it('#9 one address gets codes for at most 10 phones an hour; other addresses still get theirs', async () => {
    const one = fresh();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await c.sendCode(one, `98100${String(i).padStart(4, '0')}`));
    expect(answers.slice(0, 10).map((a) => a.code)).toEqual(Array(10).fill(200));
    expect(answers[10]).toMatchObject({
      status: 429,
      msg: 'Too many codes were asked for from this network. Please try again in 60 minutes.',
    });
    expect(answers[11]!.code).toBe(apiCodes.rateLimited.code);
    expect((await c.sendCode(fresh(), '981000011')).code).toBe(200);
  });

  it('#9 sending a code answers the same for a phone with an account and one without', async () => {
    await c.memberWithPhone(fresh(), 'known901', '982000001');
    const known = await c.sendCode(fresh(), '982000001');
    const unknown = await c.sendCode(fresh(), '982000002');
    expect(known).toEqual({ status: 200, code: 200, msg: 'ok', data: { resendAfterSeconds: 60 } });
    expect(unknown).toEqual(known);
  });

  it('#9 phone login answers an unknown phone like a wrong code; only the code’s holder learns it has no account', async () => {
    await c.memberWithPhone(fresh(), 'known902', '982000003');
    await c.sendCode(fresh(), '982000003');
    await c.sendCode(fresh(), '982000004');
    const knownCode = await c.codeSentTo('+84982000003');
    const unknownCode = await c.codeSentTo('+84982000004');
    const known = await c.phoneLogin(fresh(), '982000003', wrongFor(knownCode));
    const unknown = await c.phoneLogin(fresh(), '982000004', wrongFor(unknownCode));
    expect(known).toMatchObject({ code: apiCodes.validationFailed.code, msg: codeWrong });
    expect(unknown).toEqual(known);
    const holder = await c.phoneLogin(fresh(), '982000004', unknownCode);
    expect(holder).toMatchObject({
      code: apiCodes.notFound.code,
      msg: 'This phone number is not registered yet. Please register first.',
    });
    // The code was only checked: it still registers the phone.
    expect((await c.phoneRegister(fresh(), '982000004', unknownCode, 'newph902')).code).toBe(200);
  });

  it('#9 phone registration says a phone is taken only to the holder of its code', async () => {
    await c.memberWithPhone(fresh(), 'known903', '982000005');
    await c.sendCode(fresh(), '982000005');
    const code = await c.codeSentTo('+84982000005');
    expect(await c.phoneRegister(fresh(), '982000005', wrongFor(code), 'taker903')).toMatchObject({ msg: codeWrong });
    expect(await c.phoneRegister(fresh(), '982000005', code, 'taker903')).toMatchObject({
      code: apiCodes.conflict.code,
      msg: 'This phone number is already registered. Please log in instead.',
    });
  });
});

describe('#9 attempt limits in the member centre', () => {
  it('#9 a password change stops after 5 wrong current passwords, for 30 minutes, the right one too', async () => {
    const r = await c.register(fresh(), 'pwlimit1');
    const me = callerFor(t.app, r.data.accessToken);
    const change = (currentPassword: string) =>
      me.post('/api/member/security/password', { currentPassword, newPassword: 'Better456' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await change(`Wrong${i}pass`));
    expect(answers.slice(0, 4).map((a) => a.msg)).toEqual(Array(4).fill('The current password is wrong.'));
    expect(answers[4]).toMatchObject({
      code: apiCodes.rateLimited.code,
      msg: 'Too many wrong passwords. Please try again in 30 minutes.',
    });
    expect((await change('Secret123')).code).toBe(apiCodes.rateLimited.code);
    // Logging in is a different door with its own limits.
    expect((await c.login(fresh(), 'pwlimit1', 'Secret123')).code).toBe(200);
  });

  it('#9 phone binding stops after 10 wrong codes an hour', async () => {
    const r = await c.register(fresh(), 'bindlim1');
    const me = callerFor(t.app, r.data.accessToken);
    const bind = (mobile: string, smsCode: string) =>
      me.post('/api/member/security/bindPhone', { countryCode: '84', mobile, smsCode });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const phone = `98300000${i}`;
      await c.sendCode(fresh(), phone);
      const code = await c.codeSentTo(`+84${phone}`);
      for (let k = 0; k < 4; k++) answers.push((await bind(phone, wrongFor(code))).msg);
    }
    expect(answers.slice(0, 9).every((m) => m === codeWrong)).toBe(true);
    expect(answers[9]).toBe('Too many wrong codes. Please try again in 60 minutes.');
    expect(answers.slice(10)).toEqual(['Too many wrong codes. Please try again in 60 minutes.', answers[9]]);
    await c.sendCode(fresh(), '983000009');
    expect((await bind('983000009', await c.codeSentTo('+84983000009'))).code).toBe(apiCodes.rateLimited.code);
  });

  it('#9 phone binding says a phone is taken only to the holder of its code', async () => {
    await c.memberWithPhone(fresh(), 'known904', '982000006');
    const r = await c.register(fresh(), 'bindtak1');
    const me = callerFor(t.app, r.data.accessToken);
    const bind = (smsCode: string) =>
      me.post('/api/member/security/bindPhone', { countryCode: '84', mobile: '982000006', smsCode });
    expect((await bind('123456')).msg).toBe(codeWrong);
    await c.sendCode(fresh(), '982000006');
    expect((await bind(await c.codeSentTo('+84982000006'))).msg).toBe(
      'This phone number is already registered. Please log in instead.',
    );
  });
});

describe('#9 the site-wide SMS ceiling an operator sets (SMS_SENDS_PER_HOUR)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ env: { SMS_SENDS_PER_HOUR: '3' } });
  });
  afterAll(() => small.close());

  it('#9 refuses sends past the ceiling from any address, with its own message', async () => {
    const s = authClient(small.app);
    for (let i = 0; i < 3; i++) expect((await s.sendCode(fresh(), `98400000${i}`)).code).toBe(200);
    expect(await s.sendCode(fresh(), '984000009')).toMatchObject({
      code: apiCodes.rateLimited.code,
      msg: 'We are sending too many codes right now. Please try again in 60 minutes.',
    });
  });
});
