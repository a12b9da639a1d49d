import {
  apiCodes,
  MAX_PUSH_ORDERS_PER_STREAM,
  messageFor,
  matchStatus,
  streamStatusCodes as S,
  type MessageKey,
} from '@matchday/contract';
import type { BusMessage } from '@matchday/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';
import { fakeSportsFeed, feedFixtures } from '../factories/sports-feed.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

const m = feedFixtures();

/** Recommended bets, match scores, the matches-with-video list and keyword search, over a fake sports feed. */
describe.each(engines)('live push orders and match data on %s', (_engine, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let anchor: Caller;
  let otherAnchor: Caller;
  let viewer: Caller;
  let admin: Caller;
  let visitor: Caller;
  let liveStream: number;
  const roomEvents: BusMessage[] = [];

  const userIdOf = async (userName: string) =>
    (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', userName)
        .executeTakeFirstOrThrow()
    ).id;
  const goLive = (id: number) =>
    t.app.services.db
      .updateTable('liveStreams')
      .set({ status: S.live, startedAt: Date.now() })
      .where('id', '=', id)
      .execute();
  async function stream(as: Caller, title: string, body: object, live: boolean): Promise<number> {
    const { data } = await as.post('/api/live/stream/save', { title, ...body });
    if (live) await goLive(data.id);
    return data.id as number;
  }
  const push = (as: Caller, body: object) =>
    as.post('/api/live/push/order/save', {
      streamId: liveStream,
      matchId: m.derby.id,
      marketId: 77,
      optionType: 1,
      odds: 2.5,
      note: 'Home side looks sharp',
      ...body,
    });

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({
      postgres,
      build: { sportsFeed: fakeSportsFeed([m.derby, m.upcoming, m.ended, m.quietLive]) },
    });
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    otherAnchor = callerFor(t.app, (await t.app.services.sessions.open(await userIdOf('anchor02'), null)).token);
    viewer = callerFor(t.app, await sessionFor(t.app, 'member01'));
    admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    visitor = callerFor(t.app, null);
    // Rooms the live list links to matches: live with video, in play without, booked ahead, ended.
    liveStream = await stream(anchor, 'Derby live', { sportId: 1, matchId: m.derby.id }, true);
    await stream(otherAnchor, 'Quiet game, off air', { sportId: 1, matchId: m.quietLive.id }, false);
    await stream(
      otherAnchor,
      'Preview',
      { sportId: 1, matchId: m.upcoming.id, scheduledAt: Date.now() + 3600_000 },
      false,
    );
    await stream(anchor, 'Replay talk', { sportId: 1, matchId: m.ended.id }, false);
    await t.app.services.bus.subscribe(`room:${liveStream}`, (msg) => roomEvents.push(msg));
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('stores a recommendation at the platform’s price with its names, and tells the room', async () => {
    const res = await push(anchor, {});
    expect(res.status).toBe(200);
    const anchorId = await userIdOf('anchor01');
    expect(res.data).toEqual({
      id: expect.any(Number),
      streamId: liveStream,
      presenterId: anchorId,
      sportId: 1,
      matchId: m.derby.id,
      marketId: 77,
      optionType: 1,
      odds: 1.95,
      matchName: 'Hanoi FC – Saigon FC',
      marketName: 'Handicap',
      optionName: 'Hanoi FC -0.5',
      note: 'Home side looks sharp',
      createdAt: expect.any(Number),
      followers: 0,
    });
    await eventually(() => expect(roomEvents.find((e) => e.event === 'pushOrder')?.data).toEqual(res.data));

    const second = await push(anchor, { optionType: 2, note: '' });
    expect(second.data).toMatchObject({ optionName: 'Saigon FC +0.5', odds: 1.87, note: '' });
    const { data: room } = await visitor.post('/api/live/push/order/list2', { streamId: liveStream });
    expect(room.total).toBe(2);
    expect(room.list.map((o: { id: number }) => o.id)).toEqual([second.data.id, res.data.id]);
    expect((await anchor.post('/api/live/push/order/list', {})).data.total).toBe(2);
    expect((await anchor.post('/api/live/push/order/list', { streamId: 999_999 })).data.total).toBe(0);
    expect((await otherAnchor.post('/api/live/push/order/list', {})).data.total).toBe(0);
    expect((await admin.post('/api/live/push/order/list', {})).data.total).toBe(2);
  });

  it.skipIf(skip)(
    'refuses other anchors’ rooms, rooms off air, unknown matches, closed lines and unpriced options',
    async () => {
      const ready = await stream(anchor, 'Not yet on air', {}, false);
      const cases: [Caller, object, number, MessageKey][] = [
        [otherAnchor, {}, 403, 'live.pushOrder.notYourStream'],
        [anchor, { streamId: ready }, 409, 'live.pushOrder.notLive'],
        [anchor, { matchId: 424242 }, 404, 'live.pushOrder.matchUnknown'],
        [anchor, { marketId: 78, optionType: 3 }, 409, 'live.pushOrder.marketClosed'],
        [anchor, { marketId: 79 }, 409, 'live.pushOrder.marketClosed'],
        [anchor, { marketId: 12 }, 409, 'live.pushOrder.marketClosed'],
        [anchor, { optionType: 9 }, 400, 'live.pushOrder.optionUnknown'],
      ];
      for (const [who, body, status, key] of cases)
        expect(await push(who, body), key).toMatchObject({ status, msg: messageFor(key, 'en') });
      expect(await push(viewer, {})).toMatchObject({ status: 403, code: apiCodes.forbidden.code });
      expect(await push(anchor, { note: 'x'.repeat(201) })).toMatchObject({
        status: 400,
        data: { issues: [{ path: 'body.note' }] },
      });
      expect(await push(anchor, {})).toMatchObject({ status: 200 });
      expect(
        await anchor.post('/api/live/push/order/save', {
          streamId: liveStream,
          matchId: m.derby.id,
          marketId: 77,
          optionType: 1,
          odds: 0,
        }),
      ).toMatchObject({ status: 400 });
    },
  );

  it.skipIf(skip)('stops a stream at its cap of recommendations', async () => {
    const capped = await stream(anchor, 'Tipster marathon', {}, true);
    const anchorId = await userIdOf('anchor01');
    const row = {
      streamId: capped,
      presenterId: anchorId,
      sportId: 1,
      matchId: m.derby.id,
      marketId: 77,
      optionType: 1,
      oddsE4: 19_500,
      matchName: 'a',
      marketName: 'b',
      optionName: 'c',
      note: '',
      createdAt: Date.now(),
    };
    await t.app.services.db
      .insertInto('livePushOrders')
      .values(Array.from({ length: MAX_PUSH_ORDERS_PER_STREAM }, () => row))
      .execute();
    expect(await push(anchor, { streamId: capped })).toMatchObject({
      status: 409,
      msg: messageFor('live.pushOrder.tooMany', 'en', { max: MAX_PUSH_ORDERS_PER_STREAM }),
    });
  });

  it.skipIf(skip)('answers scores as "home:away" strings, the match first, unknown ids left out', async () => {
    const { data } = await visitor.post('/api/live/match/score', { gameIds: [m.derby.id, m.upcoming.id, 777_777] });
    expect(data).toEqual([
      { gameId: m.derby.id, scores: ['2:1', '1:1', '1:0'] },
      { gameId: m.upcoming.id, scores: [] },
    ]);
    expect(await visitor.post('/api/live/match/score', { gameIds: [] })).toMatchObject({ status: 400 });
  });

  it.skipIf(skip)(
    'lists matches with a live anchor or video: ended and in-play ones only with video, video first',
    async () => {
      const { data } = await visitor.post('/api/live/video/matchListFront', {});
      expect(data.map((x: { matchId: number }) => x.matchId)).toEqual([m.derby.id, m.upcoming.id]);
      expect(data[0]).toEqual({
        matchId: m.derby.id,
        fbId: m.derby.id,
        sportId: 1,
        leagueName: 'V.League 1',
        homeName: 'Hanoi FC',
        awayName: 'Saigon FC',
        ms: matchStatus.live,
        bt: m.derby.bt,
        hasVideo: true,
        streamId: liveStream,
        scores: ['2:1', '1:1', '1:0'],
      });
      expect(data[1]).toMatchObject({ hasVideo: false });
      expect((await visitor.post('/api/live/video/matchListFront', { sportId: 3 })).data).toEqual([]);
      expect((await visitor.get('/api/live/video/videoList')).data).toContainEqual(
        expect.objectContaining({ fbId: m.derby.id, streamId: liveStream }),
      );
    },
  );

  it.skipIf(skip)(
    'searches open streams by title, anchor and team, ignoring case and accents, live first',
    async () => {
      const search = async (keyWord: string) =>
        (await visitor.get(`/api/live/video/queryKeyWordByName?keyWord=${encodeURIComponent(keyWord)}`)).data.map(
          (s: { title: string }) => s.title,
        );
      expect(await search('saigon')).toEqual(['Derby live']);
      expect(await search('HAI PHÒNG')).toEqual(['Preview']);
      expect(await search('replay')).toEqual(['Replay talk']);
      const byAnchor = await search('coach minh');
      expect(byAnchor).toEqual(expect.arrayContaining(['Quiet game, off air', 'Preview']));
      expect(byAnchor).not.toContain('Derby live');
      expect(await search('no such thing')).toEqual([]);
      expect(await visitor.get('/api/live/video/queryKeyWordByName')).toMatchObject({
        status: 400,
        data: { issues: [{ path: 'query.keyWord' }] },
      });
      expect((await visitor.get('/api/live/video/queryCustomerLineSwitch')).data).toEqual({ line: 'flv' });
    },
  );
});

describe('live match data without a sports platform', () => {
  it('answers featureUnavailable instead of guessing, and the operator’s line from configuration', async () => {
    const t = await buildTestApp({ env: { LIVE_PREFERRED_LINE: 'hls' } });
    try {
      const visitor = callerFor(t.app, null, 'vi');
      expect(await visitor.post('/api/live/match/score', { gameIds: [1] })).toMatchObject({
        status: 501,
        code: apiCodes.featureUnavailable.code,
        msg: messageFor('live.sportsUnavailable', 'vi'),
      });
      expect((await visitor.post('/api/live/video/matchListFront', {})).data).toEqual([]);
      expect(
        (await visitor.get('/api/live/video/queryKeyWordByName?keyWord=football')).data.map(
          (s: { title: string }) => s.title,
        ),
      ).toContain('Matchday warm-up: football talk');
      expect((await visitor.get('/api/live/video/queryCustomerLineSwitch')).data).toEqual({ line: 'hls' });
    } finally {
      await t.close();
    }
  });
});
