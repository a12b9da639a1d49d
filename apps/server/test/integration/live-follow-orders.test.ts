import {
  apiCodes,
  messageFor,
  streamStatusCodes as S,
  type BetWalletDebit,
  type MessageKey,
  type MessageLanguage,
} from '@matchday/contract';
import type { BusMessage } from '@matchday/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';
import { fakeSportsFeed, feedFixtures } from '../factories/sports-feed.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

const m = feedFixtures();
let nextOrder = 7_000_000;

interface Member {
  id: number;
  as: (lang?: string) => Caller;
}

/** Viewers following an anchor's recommended bet with sports bets of their own (bet records written by the bet wallet). */
describe.each(engines)('live follow orders on %s', (_engine, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let anchor: Caller;
  let pickId: number;
  let otherPickId: number;
  let streamId: number;
  let memberNo = 0;
  /** Each member's app session, which their platform token names and their stakes carry (issue 17 #5). */
  const sessionOf = new Map<number, string>();
  const roomEvents: BusMessage[] = [];

  const fund = (userId: number) =>
    t.app.services.wallet.transfer({
      idempotencyKey: `test-deposit:${userId}`,
      kind: 'deposit',
      reference: 'test',
      from: { house: 'cash' },
      to: { member: userId },
      amount: 10_000_000,
      currency: 'VND',
    });

  /** A fresh member with money to bet, signed in. */
  async function member(): Promise<Member> {
    const userName = `follower${++memberNo}${postgres ? 'p' : 's'}`;
    const { id } = await createAccountRepository(t.app.services.db).insertIfAbsent(
      {
        userName,
        passwordHash: 'x',
        role: 'member',
        nickName: null,
        avatarId: 1,
        vipLevel: 0,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        status: 1,
      },
      Date.now(),
    );
    await fund(id);
    const { token, sessionId } = await t.app.services.sessions.open(id, null);
    sessionOf.set(id, String(sessionId));
    return { id, as: (lang = 'en') => callerFor(t.app, token, lang) };
  }

  /** A sports bet the platform took from the member: its stake debited, so its bet record exists. */
  async function bet(userId: number, more: Partial<BetWalletDebit> = {}): Promise<string> {
    const orderId = String(++nextOrder);
    const outcome = await t.app.services.betWallet.debit({
      key: `sports:${orderId}:stake`,
      userId,
      currency: 'VND',
      amount: 50_000,
      orderId,
      kind: 'stake',
      title: 'Hanoi FC vs Saigon FC · Handicap -0.5 @ 1.95',
      placedAt: Date.now(),
      session: sessionOf.get(userId) ?? String((await t.app.services.sessions.open(userId, null)).sessionId),
      ...more,
    });
    expect(outcome.status).toBe('posted');
    return orderId;
  }

  const follow = (as: Caller, body: object) =>
    as.post('/api/live/follow/order/save', { pushOrderId: pickId, stake: 50_000, ...body });
  /** A pick's follower count as the room reads it. */
  const followers = async (id: number) =>
    (
      (await callerFor(t.app, null).post('/api/live/push/order/list2', { streamId })).data.list as {
        id: number;
        followers: number;
      }[]
    ).find((o) => o.id === id)?.followers;

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres, build: { sportsFeed: fakeSportsFeed([m.derby]) } });
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    streamId = (await anchor.post('/api/live/stream/save', { title: 'Derby tips', sportId: 1, matchId: m.derby.id }))
      .data.id;
    await t.app.services.db
      .updateTable('liveStreams')
      .set({ status: S.live, startedAt: Date.now() })
      .where('id', '=', streamId)
      .execute();
    await t.app.services.bus.subscribe(`room:${streamId}`, (msg) => roomEvents.push(msg));
    pickId = (
      await anchor.post('/api/live/push/order/save', {
        streamId,
        matchId: m.derby.id,
        marketId: 77,
        optionType: 1,
        odds: 1.95,
      })
    ).data.id;
    otherPickId = (
      await anchor.post('/api/live/push/order/save', {
        streamId,
        matchId: m.derby.id,
        marketId: 77,
        optionType: 2,
        odds: 1.87,
      })
    ).data.id;
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('records a follow at the bet’s stake, counts distinct members, and tells the room', async () => {
    const a = await member();
    const b = await member();
    const first = await bet(a.id);
    const res = await follow(a.as(), { orderId: first });
    expect(res).toMatchObject({
      status: 200,
      data: {
        id: expect.any(Number),
        pushOrderId: pickId,
        orderId: first,
        stake: 50_000,
        createdAt: expect.any(Number),
      },
    });
    await eventually(() =>
      expect(roomEvents.filter((e) => e.event === 'pushOrder').at(-1)?.data).toMatchObject({
        id: pickId,
        followers: 1,
      }),
    );

    // A second bet of the same member still counts them once; another member makes two.
    expect((await follow(a.as(), { orderId: await bet(a.id) })).status).toBe(200);
    expect(await followers(pickId)).toBe(1);
    expect((await follow(b.as(), { orderId: await bet(b.id, { amount: 120_000 }), stake: 120_000 })).status).toBe(200);
    expect(await followers(pickId)).toBe(2);
    await eventually(() =>
      expect(roomEvents.filter((e) => e.event === 'pushOrder').at(-1)?.data).toMatchObject({
        id: pickId,
        followers: 2,
      }),
    );
    expect(await followers(otherPickId)).toBe(0);
    const own = (await anchor.post('/api/live/push/order/list', {})).data.list as { id: number; followers: number }[];
    expect(own.find((o) => o.id === pickId)?.followers).toBe(2);
  });

  it.skipIf(skip)('answers a repeat with the first follow, once even when sent at the same time', async () => {
    const a = await member();
    const orderId = await bet(a.id);
    const before = roomEvents.length;
    const all = await Promise.all(Array.from({ length: 5 }, () => follow(a.as(), { orderId })));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.data.id)).size).toBe(1);
    const again = await follow(a.as(), { orderId });
    expect(again.data).toEqual(all[0]!.data);
    expect(
      await t.app.services.db.selectFrom('liveFollowOrders').select('id').where('orderId', '=', orderId).execute(),
    ).toHaveLength(1);
    await eventually(() => expect(roomEvents.length).toBe(before + 1));
    // The same bet cannot follow another pick, nor claim another stake.
    expect(await follow(a.as(), { orderId, pushOrderId: otherPickId })).toMatchObject({
      status: 409,
      msg: messageFor('live.followOrder.otherPick', 'en'),
    });
    expect(await follow(a.as(), { orderId, stake: 1 })).toMatchObject({
      status: 409,
      msg: messageFor('live.followOrder.stakeMismatch', 'en'),
    });
  });

  it.skipIf(skip)('refuses what is not a real bet of the caller’s on this pick, in the caller’s language', async () => {
    const a = await member();
    const b = await member();
    const mine = await bet(a.id);
    const refunded = await bet(a.id);
    await t.app.services.betWallet.credit({
      key: `sports:${refunded}:refund`,
      userId: a.id,
      currency: 'VND',
      amount: 50_000,
      orderId: refunded,
      kind: 'refund',
      betState: 'rejected',
      at: Date.now(),
    });
    const pick = await t.app.services.db
      .selectFrom('livePushOrders')
      .select('createdAt')
      .where('id', '=', pickId)
      .executeTakeFirstOrThrow();
    const earlier = await bet(a.id, { placedAt: pick.createdAt - 10 * 60_000 });
    const cases: [Member, MessageLanguage, object, number, MessageKey][] = [
      [b, 'en', { orderId: mine }, 404, 'live.followOrder.betUnknown'],
      [a, 'vi', { orderId: '999999999' }, 404, 'live.followOrder.betUnknown'],
      [a, 'zh-cn', { orderId: null }, 400, 'live.followOrder.orderRequired'],
      [a, 'th', { orderId: mine, stake: 49_999 }, 409, 'live.followOrder.stakeMismatch'],
      [a, 'vi', { orderId: refunded }, 409, 'live.followOrder.betNotPlaced'],
      [a, 'zh-cn', { orderId: earlier }, 409, 'live.followOrder.placedBefore'],
      [a, 'th', { orderId: mine, pushOrderId: 987_654 }, 404, 'live.followOrder.pickUnknown'],
    ];
    for (const [who, lang, body, status, key] of cases)
      expect(await follow(who.as(lang), body), key).toMatchObject({ status, msg: messageFor(key, lang) });
    expect(await follow(a.as(), {})).toMatchObject({
      status: 400,
      msg: messageFor('live.followOrder.orderRequired', 'en'),
    });
    expect(
      await t.app.services.db.selectFrom('liveFollowOrders').select('id').where('userId', '=', a.id).execute(),
    ).toEqual([]);
  });

  it.skipIf(skip)('lets members and other anchors follow, never the pick’s own anchor or a visitor', async () => {
    const anchorId = (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'anchor01')
        .executeTakeFirstOrThrow()
    ).id;
    await fund(anchorId);
    const own = await bet(anchorId);
    expect(await follow(anchor, { orderId: own })).toMatchObject({
      status: 409,
      msg: messageFor('live.followOrder.ownPick', 'en'),
    });
    const visitor = callerFor(t.app, null);
    expect(await follow(visitor, { orderId: own })).toMatchObject({ status: 401, code: apiCodes.unauthenticated.code });
    expect(await visitor.post('/api/live/follow/order/list', {})).toMatchObject({
      status: 401,
      code: apiCodes.unauthenticated.code,
    });
    const admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
    expect((await admin.post('/api/live/follow/order/list', {})).data).toEqual({ list: [], total: 0 });
  });

  it.skipIf(skip)('pages the caller’s own follows, newest first', async () => {
    const a = await member();
    const b = await member();
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) {
      const orderId = await bet(a.id);
      orders.push(orderId);
      expect((await follow(a.as(), { orderId, pushOrderId: i % 2 === 0 ? pickId : otherPickId })).status).toBe(200);
    }
    expect((await follow(b.as(), { orderId: await bet(b.id) })).status).toBe(200);
    const page1 = (await a.as().post('/api/live/follow/order/list', { pageNum: 1, pageSize: 2 })).data;
    const page3 = (await a.as().post('/api/live/follow/order/list', { pageNum: 3, pageSize: 2 })).data;
    expect(page1.total).toBe(5);
    expect(page1.list.map((f: { orderId: string }) => f.orderId)).toEqual([orders[4], orders[3]]);
    expect(page3.list).toEqual([
      { id: expect.any(Number), pushOrderId: pickId, orderId: orders[0], stake: 50_000, createdAt: expect.any(Number) },
    ]);
    expect((await b.as().post('/api/live/follow/order/list', {})).data.total).toBe(1);
  });
});
