import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const visitor = () => callerFor(t.app, null);
async function register(userName: string) {
  const r = await visitor().post('/api/user/auth/account-register', {
    userName,
    password: 'Secret123',
    ageConfirmed: true,
  });
  return { token: r.data.accessToken as string, me: callerFor(t.app, r.data.accessToken) };
}
const idOf = async (userName: string) =>
  (await t.app.services.db.selectFrom('users').select('id').where('userName', '=', userName).executeTakeFirstOrThrow())
    .id;

describe('profile and security', () => {
  it('changes nickname and avatar', async () => {
    const { me } = await register('profile01');
    const r = await me.post('/api/member/profile/update', { nickName: 'Lucky Star', avatarId: 7 });
    expect(r.data).toMatchObject({ nickName: 'Lucky Star', avatarId: 7 });
    expect((await me.post('/api/member/profile/update', { avatarId: 11 })).code).toBe(apiCodes.validationFailed.code);
  });

  it('a password change needs the current one and logs out every other session', async () => {
    const { me } = await register('passwd01');
    const other = callerFor(
      t.app,
      (await visitor().post('/api/user/auth/account-login/v2', { userName: 'passwd01', password: 'Secret123' })).data
        .accessToken,
    );
    expect(
      (await me.post('/api/member/security/password', { currentPassword: 'Wrong1234', newPassword: 'Better456' })).msg,
    ).toBe('The current password is wrong.');
    const r = await me.post('/api/member/security/password', {
      currentPassword: 'Secret123',
      newPassword: 'Better456',
    });
    expect(r.data).toEqual({ otherSessionsEnded: 1 });
    expect((await other.get('/api/member/get')).code).toBe(apiCodes.sessionExpired.code);
    expect((await me.get('/api/member/get')).code).toBe(200);
    expect(
      (await visitor().post('/api/user/auth/account-login/v2', { userName: 'passwd01', password: 'Better456' })).code,
    ).toBe(200);
  });

  it('binds a phone with a texted code; a phone of another account is refused to the holder of its code', async () => {
    const { me } = await register('phoneb01');
    await visitor().get('/api/user/auth/mobile-registerCheckByMobile/955555555/84');
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?format=json' });
    const code = (outbox.json().messages as { to: string; text: string }[])
      .find((m) => m.to === '+84955555555')!
      .text.match(/\d{6}/)![0];
    const r = await me.post('/api/member/security/bindPhone', {
      countryCode: '84',
      mobile: '955555555',
      smsCode: code,
    });
    expect(r.data).toMatchObject({ mobileArea: '84', mobile: '955**5555' });
    const anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    const bindMember01sPhone = (smsCode: string) =>
      anchor.post('/api/member/security/bindPhone', { countryCode: '84', mobile: '900000001', smsCode });
    expect((await bindMember01sPhone('123456')).msg).toBe(
      'The code is wrong or has expired. Please check it or ask for a new one.',
    );
    await visitor().get('/api/user/auth/mobile-registerCheckByMobile/900000001/84');
    const again = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?format=json' });
    const member01Code = (again.json().messages as { to: string; text: string }[])
      .find((m) => m.to === '+84900000001')!
      .text.match(/\d{6}/)![0];
    expect((await bindMember01sPhone(member01Code)).msg).toBe(
      'This phone number is already registered. Please log in instead.',
    );
  });
});

describe('bans (banLog)', () => {
  it('a super admin bans an account everywhere: its sessions end, login is refused, lifting restores it', async () => {
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    const { me } = await register('banme001');
    const userId = await idOf('banme001');
    const ban = await admin.post('/api/user/banLog/save', {
      userId,
      roomId: 0,
      banType: 2,
      reason: 'Chargeback fraud',
    });
    expect(ban.data).toMatchObject({
      userName: 'banme001',
      roomId: 0,
      banType: 2,
      active: true,
      operatorName: 'admin01',
    });
    expect((await me.get('/api/member/get')).code).toBe(apiCodes.sessionExpired.code);
    const refused = await visitor().post('/api/user/auth/account-login/v2', {
      userName: 'banme001',
      password: 'Secret123',
    });
    expect(refused.msg).toBe('This account is disabled. Please contact customer service.');

    const list = await admin.post('/api/user/banLog/list', { roomId: 0, active: true });
    expect(list.data.list.map((b: { id: number }) => b.id)).toContain(ban.data.id);
    expect((await admin.post('/api/user/banLog/batchUntie', { ids: [ban.data.id] })).data).toEqual({ lifted: 1 });
    expect(
      (await visitor().post('/api/user/auth/account-login/v2', { userName: 'banme001', password: 'Secret123' })).code,
    ).toBe(200);
  });

  it('a timed ban ends by itself', async () => {
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    await register('timed001');
    const userId = await idOf('timed001');
    const ban = await admin.post('/api/user/banLog/save', {
      userId,
      roomId: 0,
      banType: 2,
      reason: 'Cooling off',
      durationMinutes: 5,
    });
    await t.app.services.db
      .updateTable('banLogs')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', ban.data.id)
      .execute();
    expect(
      (await visitor().post('/api/user/auth/account-login/v2', { userName: 'timed001', password: 'Secret123' })).code,
    ).toBe(200);
  });

  it('an anchor moderates only their own room and never bans a super admin', async () => {
    const anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    const anchorId = await idOf('anchor01');
    const memberId = await idOf('member01');
    const mute = await anchor.post('/api/user/banLog/save', {
      userId: memberId,
      roomId: anchorId,
      banType: 1,
      reason: 'Spam in chat',
      durationMinutes: 10,
    });
    expect(mute.data).toMatchObject({ roomId: anchorId, banType: 1, active: true });
    expect(
      (await anchor.post('/api/user/banLog/save', { userId: memberId, roomId: 0, banType: 2, reason: 'x' })).code,
    ).toBe(apiCodes.forbidden.code);
    expect(
      (
        await anchor.post('/api/user/banLog/save', {
          userId: await idOf('admin01'),
          roomId: anchorId,
          banType: 1,
          reason: 'x',
        })
      ).code,
    ).toBe(apiCodes.forbidden.code);

    const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    expect((await member.post('/api/user/banLog/banInfo', { roomId: anchorId })).data).toMatchObject({
      banType: 1,
      reason: 'Spam in chat',
    });
    expect((await member.post('/api/user/banLog/banInfo', { roomId: anchorId, userId: anchorId })).code).toBe(
      apiCodes.forbidden.code,
    );
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/user/banLog/update',
      headers: { authorization: await sessionFor(t.app, 'anchor01') },
      payload: { id: mute.data.id, reason: 'Repeated spam' },
    });
    expect(updated.json().data.reason).toBe('Repeated spam');
  });
});
