import { apiCodes } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

/** Who may read a ban record (`banInfo`): issue 17 finding 9. */
describe('ban records', () => {
  let t: TestApp;
  let anchor: Caller;
  let otherAnchor: Caller;
  let admin: Caller;
  let anchorId: number;
  let otherAnchorId: number;
  let memberId: number;
  const idOf = async (userName: string) =>
    (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await buildTestApp();
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    otherAnchor = callerFor(t.app, (await t.app.services.sessions.open(await idOf('anchor02'), null)).token);
    admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    anchorId = await idOf('anchor01');
    otherAnchorId = await idOf('anchor02');
    memberId = await idOf('member01');
    const ban = await anchor.post('/api/user/banLog/save', {
      userId: memberId,
      roomId: anchorId,
      banType: 2,
      reason: 'Abuse in chat',
      durationMinutes: 60,
    });
    expect(ban.code).toBe(200);
  });
  afterAll(() => t.close());

  it("#9 an anchor cannot read another user's ban record in another anchor's room, nor every room's", async () => {
    for (const roomId of [anchorId, 0]) {
      const r = await otherAnchor.post('/api/user/banLog/banInfo', { userId: memberId, roomId });
      expect([r.status, r.code, r.data]).toEqual([403, apiCodes.forbidden.code, null]);
    }
  });

  it('#9 an anchor reads ban records of their own room, a super admin of any room, a member their own', async () => {
    expect((await anchor.post('/api/user/banLog/banInfo', { userId: memberId, roomId: anchorId })).data).toMatchObject({
      userId: memberId,
      roomId: anchorId,
      banType: 2,
      reason: 'Abuse in chat',
      active: true,
    });
    expect((await otherAnchor.post('/api/user/banLog/banInfo', { userId: memberId, roomId: otherAnchorId })).data).toBe(
      null,
    );
    expect((await admin.post('/api/user/banLog/banInfo', { userId: memberId, roomId: anchorId })).data).toMatchObject({
      banType: 2,
    });
    const member = callerFor(t.app, await sessionFor(t.app, 'member01'));
    expect((await member.post('/api/user/banLog/banInfo', { roomId: anchorId })).data).toMatchObject({ banType: 2 });
    expect((await otherAnchor.post('/api/user/banLog/banInfo', { roomId: anchorId })).data).toBe(null);
  });
});
