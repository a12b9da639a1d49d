import { apiCodes, messageFor } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

const MIN = 60_000;

/** The anchor centre's profile (presenter getInfo2/update) and statistics from stored data. */
describe.each(engines)('anchor profile and statistics on %s', (_engine, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let anchor: Caller;
  let viewer: Caller;
  let admin: Caller;
  let visitor: Caller;
  let anchorId: number;

  const userIdOf = async (userName: string) =>
    (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).id;
  const playbackName = async (id: number) =>
    (
      await t.app.services.db
        .selectFrom('liveStreams')
        .select('playbackName')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).playbackName;

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    viewer = callerFor(t.app, await sessionFor(t.app, 'member01'));
    admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    visitor = callerFor(t.app, null);
    anchorId = await userIdOf('anchor01');
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('shows an anchor’s public profile with their current stream, and only anchors', async () => {
    const { data } = await visitor.get(`/api/user/presenter/getInfo2/${anchorId}`);
    const demo = (await visitor.post('/api/live/stream/list', { presenterId: anchorId, pageNum: 1, pageSize: 999 }))
      .data.list[0];
    expect(data).toEqual({
      id: anchorId,
      userName: 'anchor01',
      nickName: 'Anchor 01',
      avatarId: 7,
      introduction: '',
      notice: '',
      liveStatus: demo.status,
      currentStreamId: demo.id,
    });
    const memberId = await userIdOf('member01');
    expect(await visitor.get(`/api/user/presenter/getInfo2/${memberId}`)).toMatchObject({
      status: 404,
      msg: messageFor('live.presenter.notFound', 'en'),
    });
    expect(await callerFor(t.app, null, 'zh-cn').get('/api/user/presenter/getInfo2/999999')).toMatchObject({
      status: 404,
      msg: messageFor('live.presenter.notFound', 'zh-cn'),
    });
  });

  it.skipIf(skip)('lets an anchor change their own profile, field by field, checked by the contract', async () => {
    const first = await anchor.put('/api/user/presenter/update', {
      nickName: 'Captain Derby',
      avatarId: 3,
      introduction: 'Ten years of V.League analysis.',
      notice: 'Live every Friday 20:00',
    });
    expect(first.data).toMatchObject({
      nickName: 'Captain Derby',
      avatarId: 3,
      introduction: 'Ten years of V.League analysis.',
      notice: 'Live every Friday 20:00',
    });
    const second = await anchor.put('/api/user/presenter/update', { notice: '' });
    expect(second.data).toMatchObject({
      nickName: 'Captain Derby',
      introduction: 'Ten years of V.League analysis.',
      notice: '',
    });
    expect((await visitor.get(`/api/user/presenter/getInfo2/${anchorId}`)).data.nickName).toBe('Captain Derby');
    // The new name is what rooms show.
    const { data: streams } = await visitor.post('/api/live/stream/list', {
      presenterId: anchorId,
      pageNum: 1,
      pageSize: 1,
    });
    expect(streams.list[0].presenterName).toBe('Captain Derby');

    const bad = await callerFor(t.app, await sessionFor(t.app, 'anchor01'), 'vi').put('/api/user/presenter/update', {
      nickName: 'x'.repeat(25),
      avatarId: 11,
    });
    expect(bad).toMatchObject({ status: 400, code: apiCodes.validationFailed.code });
    expect(bad.data.issues.map((i: { path: string }) => i.path)).toEqual(['body.nickName', 'body.avatarId']);
    expect(bad.data.issues[0].message).toBe(messageFor('validation.nickName.length', 'vi'));
    expect(await viewer.put('/api/user/presenter/update', { nickName: 'Sneaky' })).toMatchObject({ status: 403 });
    expect(await admin.put('/api/user/presenter/update', { nickName: 'Boss' })).toMatchObject({
      status: 404,
      msg: messageFor('live.presenter.notFound', 'en'),
    });
    expect(await visitor.put('/api/user/presenter/update', { nickName: 'Anon' })).toMatchObject({ status: 401 });
  });

  it.skipIf(skip)('sums time on air from each spell, the peak, gifts and paid viewers, over a range', async () => {
    const now = Date.now();
    const { data: s1 } = await anchor.post('/api/live/stream/save', { title: 'Spell one', feeAmount: 100_000 });
    const { hooks } = t.app.services.live;
    // Two spells on air through the media server's hooks: one over, one still on air.
    await hooks.onPublish(await playbackName(s1.id));
    await hooks.onUnpublish(await playbackName(s1.id));
    await hooks.onPublish(await playbackName(s1.id));
    const sessions = await t.app.services.db
      .selectFrom('liveStreamSessions')
      .select(['id', 'endedAt'])
      .where('streamId', '=', s1.id)
      .orderBy('id')
      .execute();
    expect(sessions.map((x) => x.endedAt === null)).toEqual([false, true]);
    await t.app.services.db
      .updateTable('liveStreamSessions')
      .set({ startedAt: now - 90 * MIN, endedAt: now - 30 * MIN })
      .where('id', '=', sessions[0]!.id)
      .execute();
    await t.app.services.db
      .updateTable('liveStreamSessions')
      .set({ startedAt: now - 10 * MIN })
      .where('id', '=', sessions[1]!.id)
      .execute();
    await t.app.services.db.updateTable('liveStreams').set({ peakViewers: 42 }).where('id', '=', s1.id).execute();

    const rose = (
      await t.app.services.db.selectFrom('liveGifts').select('id').where('code', '=', 'rose').executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await viewer.post('/api/live/gift/profit/save', {
          streamId: s1.id,
          giftId: rose,
          count: 4,
          requestKey: `stats-gift-${now}`,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await viewer.post('/api/live/relation/fee', {
          streamId: s1.id,
          idempotencyKey: `stats-fee-${now}`,
          amount: 100_000,
        })
      ).status,
    ).toBe(200);

    const all = (await anchor.post('/api/live/statistics/sum', {})).data;
    expect(all).toEqual({
      streams: 1,
      liveMinutes: expect.any(Number),
      peakViewers: 42,
      giftCount: 4,
      giftSenders: 1,
      paidViewers: 1,
    });
    expect(all.liveMinutes).toBeGreaterThanOrEqual(70);
    expect(all.liveMinutes).toBeLessThanOrEqual(71);
    const lastForty = (await anchor.post('/api/live/statistics/sum', { beginTime: now - 40 * MIN })).data;
    expect(lastForty.liveMinutes).toBeGreaterThanOrEqual(20);
    expect(lastForty.liveMinutes).toBeLessThanOrEqual(21);
    expect(
      (await anchor.post('/api/live/statistics/sum', { beginTime: now - 80 * MIN, endTime: now - 50 * MIN })).data,
    ).toMatchObject({ liveMinutes: 30, giftCount: 0, paidViewers: 0 });

    expect(await anchor.post('/api/live/statistics/sum', { presenterId: anchorId + 1 })).toMatchObject({
      status: 403,
      msg: messageFor('live.statistics.notYours', 'en'),
    });
    expect((await admin.post('/api/live/statistics/sum', { presenterId: anchorId })).data.giftCount).toBe(4);
    expect(await viewer.post('/api/live/statistics/sum', {})).toMatchObject({ status: 403 });

    // Stopping ends the open spell.
    await anchor.post('/api/live/stream/stop', { id: s1.id });
    const open = await t.app.services.db
      .selectFrom('liveStreamSessions')
      .select('id')
      .where('streamId', '=', s1.id)
      .where('endedAt', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });
});
