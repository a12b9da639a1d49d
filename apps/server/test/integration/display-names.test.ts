import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

describe('display names (issue 17 #9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('#9 a member cannot take the nickname "Anchor 01", nor a staff name in any language or disguise', async () => {
    const token = await sessionFor(t.app, 'member01');
    const before = (await callerFor(t.app, token).get('/api/member/get')).data.nickName;
    const refused = await callerFor(t.app, token, 'en').post('/api/member/profile/update', { nickName: 'Anchor 01' });
    expect(refused).toMatchObject({
      status: 400,
      code: apiCodes.validationFailed.code,
      msg: 'body.nickName: This nickname looks like a staff or anchor name. Please choose another.',
      data: { issues: [{ path: 'body.nickName' }] },
    });
    const vi = await callerFor(t.app, token, 'vi').post('/api/member/profile/update', { nickName: 'Quản trị viên' });
    expect(vi.msg).toBe('body.nickName: Biệt danh này giống tên của nhân viên hoặc BLV. Vui lòng chọn tên khác.');
    for (const nickName of ['admin', 'Ａｄｍｉｎ', '客服', 'Anchor\u200b01', 'แอดมิน'])
      expect((await callerFor(t.app, token).post('/api/member/profile/update', { nickName })).code, nickName).toBe(
        apiCodes.validationFailed.code,
      );
    expect((await callerFor(t.app, token).get('/api/member/get')).data.nickName).toBe(before);
  });

  it('#9 a nickname is stored without right-to-left overrides; an anchor keeps an anchor name', async () => {
    const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    const saved = await member.post('/api/member/profile/update', { nickName: 'Lucky\u202e Star\u2066' });
    expect(saved.data.nickName).toBe('Lucky Star');
    const anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    expect((await anchor.post('/api/member/profile/update', { nickName: 'Anchor 01' })).data.nickName).toBe(
      'Anchor 01',
    );
  });
});
