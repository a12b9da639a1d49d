import { minorToMajor, majorToMinor } from '@matchday/core';
import {
  cashOutQuoteStatus,
  orderStatus,
  reservedCashOutEndReason,
  reservedCashOutStatus,
  sportsCodes,
} from '@matchday/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-database.test-support.js';
import { bettingHarness, MEMBER, picks, single, type BettingHarness } from './betting.test-support.js';
import { cashOutUnitPrice } from './cash-out-price.js';

const HOUR = 3600_000;
const STAKE = 20_000;

interface Rising {
  orderId: string;
  kickoff: number;
  /** Minor units: the full stake's cash-out value now, and at `at` when it has risen. */
  now: number;
  later: number;
  at: number;
}

/** Places today's singles and finds one whose cash-out value rises by a tenth once its match is on, reading the feed ahead. */
async function risingOrder(h: BettingHarness): Promise<Rising> {
  const betting = h.platform.betting!;
  const candidates = (await picks(h, 3)).filter((p) => p.match.bt - h.clock.now < 4 * HOUR).slice(0, 6);
  const placed = await h.bet('/v1/order/bet/singlePass', { singleBetList: candidates.map((p) => single(p, STAKE)) });
  const orders = await betting.ctx.store.ofUser(
    MEMBER.userId,
    placed.data.map((o: { id: string }) => o.id),
  );
  for (const order of orders) {
    const value = (t: number) => {
      const unit = cashOutUnitPrice(betting.ctx, h.platform.feed.snapshot(t), order);
      return unit === null ? null : Math.floor((order.totalStake * unit) / 1000);
    };
    const now = value(h.clock.now);
    if (now === null) continue;
    const kickoff = order.legs[0]!.kickoff;
    for (let t = kickoff + 60_000; t < kickoff + 100 * 60_000; t += 60_000) {
      const later = value(t);
      if (later !== null && later > now * 1.1) return { orderId: order.id, kickoff, now, later, at: t };
    }
  }
  throw new Error('no order whose cash-out value rises');
}

const cashOutCredits = (h: BettingHarness) => h.wallet.moves().filter((m) => m.kind === 'cashout');

/** The `reservedCashOut` notices the member's topic is sent from now on. */
function reservedCashOutNotices(h: BettingHarness): unknown[] {
  const ctx = h.platform.betting!.ctx;
  const seen: unknown[] = [];
  const send = ctx.notify.bind(ctx);
  ctx.notify = (userId, notice) => {
    if (notice.event === 'reservedCashOut') seen.push({ userId, ...notice.data });
    send(userId, notice);
  };
  return seen;
}

// On SQLite always and on PostgreSQL when TEST_DATABASE_URL is set: one set of queries serves both.
describe.each(testDatabases())('reserved cash-outs on $name', (engine) => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());
  afterAll(() => engine.drop());

  it.skipIf(!engine.available)(
    'takes a reserved cash-out once when the value reaches the target, never below it, and a restart pays nothing more',
    async () => {
      const database = await engine.create();
      h = await bettingHarness(database);
      const rising = await risingOrder(h);
      const target = Math.floor((rising.now + rising.later) / 2);
      const reserve = { orderId: rising.orderId, cashOutStake: STAKE, cashOutPayoutStake: minorToMajor(target) };
      expect(
        (await h.bet('/v1/order/cashOutReserve/bet', { ...reserve, cashOutPayoutStake: minorToMajor(rising.now) }))
          .code,
      ).toBe(sportsCodes.reservedCashOutValueChanged);
      // Ten copies of one request at once make one reservation, and each answers it.
      const copies = await Promise.all(
        Array.from({ length: 10 }, () =>
          h.bet('/v1/order/cashOutReserve/bet', { ...reserve, requestKey: 'auto-cash-out-1' }),
        ),
      );
      expect(new Set(copies.map((c) => c.data?.id)).size).toBe(1);
      const made = copies[0]!;
      expect(made.data).toMatchObject({
        oid: rising.orderId,
        cst: STAKE,
        cops: minorToMajor(target),
        st: reservedCashOutStatus.pending,
      });
      expect((await h.bet('/v1/order/cashOutReserve/bet', { ...reserve, requestKey: 'auto-cash-out-1' })).data.id).toBe(
        made.data.id,
      );
      expect((await h.bet('/v1/order/cashOutReserve/bet', reserve)).code).toBe(sportsCodes.reservedCashOutExists);
      const quote = (await h.bet('/v1/order/cashOut/price', { orderIds: [rising.orderId] })).data.pr[0];
      expect(quote).toMatchObject({ st: cashOutQuoteStatus.reservedPending, rcs: minorToMajor(target).toFixed(2) });

      // Below the target nothing is taken.
      await h.platform.betting!.watchReservedCashOuts();
      const [waiting] = (
        await h.bet('/v1/order/reserve/cashOut/statusInfoByIds', { reserveCashOutIds: [made.data.id] })
      ).data;
      expect(waiting.st).toBe(reservedCashOutStatus.pending);
      expect(cashOutCredits(h)).toHaveLength(0);

      const notices = reservedCashOutNotices(h);
      h.clock.now = rising.at;
      await Promise.all([h.platform.betting!.watchReservedCashOuts(), h.platform.betting!.watchReservedCashOuts()]);
      await h.platform.betting!.watchReservedCashOuts();
      const credits = cashOutCredits(h);
      expect(credits).toHaveLength(1);
      expect(credits[0]!.delta).toBeGreaterThanOrEqual(target);
      // The member hears once what it paid, wherever they are in the app.
      expect(notices).toEqual([
        {
          userId: MEMBER.userId,
          id: made.data.id,
          oid: rising.orderId,
          st: reservedCashOutStatus.executed,
          pa: minorToMajor(credits[0]!.delta),
        },
      ]);
      const [done] = (await h.bet('/v1/order/reserve/cashOut/statusInfoByIds', { reserveCashOutIds: [made.data.id] }))
        .data;
      expect(done).toMatchObject({
        st: reservedCashOutStatus.executed,
        cops: minorToMajor(credits[0]!.delta),
        oid: rising.orderId,
      });
      expect(done.ops).toHaveLength(1);
      const settled = await h.bet('/v1/order/new/bet/list', {
        isSettled: true,
        startTime: h.clock.now - 24 * HOUR,
        endTime: h.clock.now,
      });
      const order = settled.data.records.find((o: { id: string }) => o.id === rising.orderId);
      expect(order).toMatchObject({
        st: orderStatus.settled,
        coc: 1,
        crl: [{ id: done.coid }],
        rcool: [{ id: made.data.id, st: reservedCashOutStatus.executed }],
      });

      // A new platform over the same database and wallet: its start-up recovery and loop pay nothing more.
      await h.app.close();
      h = await bettingHarness(database, undefined, h.wallet);
      h.clock.now = rising.at;
      await h.platform.betting!.watchReservedCashOuts();
      await h.platform.betting!.sweep();
      expect(cashOutCredits(h)).toHaveLength(1);
    },
  );

  it.skipIf(!engine.available)(
    'finishes a reserved cash-out a crash left being taken, paying its cash-out once',
    async () => {
      const database = await engine.create();
      h = await bettingHarness(database);
      const rising = await risingOrder(h);
      const target = Math.floor((rising.now + rising.later) / 2);
      const made = await h.bet('/v1/order/cashOutReserve/bet', {
        orderId: rising.orderId,
        cashOutStake: STAKE,
        cashOutPayoutStake: minorToMajor(target),
      });
      h.clock.now = rising.at;
      h.wallet.state.down = true;
      await h.platform.betting!.watchReservedCashOuts();
      expect(cashOutCredits(h)).toHaveLength(0);
      // As if the process died after writing the cash-out, before the reservation was marked taken.
      await h.platform.db
        .updateTable('sportsReservedCashOuts')
        .set({ status: reservedCashOutStatus.processing, cashOutId: null, paidPayout: null })
        .where('id', '=', made.data.id)
        .execute();
      await h.app.close();

      h.wallet.state.down = false;
      h = await bettingHarness(database, undefined, h.wallet);
      h.clock.now = rising.at;
      await h.platform.betting!.watchReservedCashOuts();
      await h.platform.betting!.sweep();
      const credits = cashOutCredits(h);
      expect(credits).toHaveLength(1);
      const [done] = (await h.bet('/v1/order/reserve/cashOut/statusInfoByIds', { reserveCashOutIds: [made.data.id] }))
        .data;
      expect(done).toMatchObject({ st: reservedCashOutStatus.executed, cops: minorToMajor(credits[0]!.delta) });
      const cashOuts = await h.platform.db
        .selectFrom('sportsCashOuts')
        .selectAll()
        .where('orderId', '=', rising.orderId)
        .execute();
      expect(cashOuts.map((c) => c.id)).toEqual([done.coid]);
    },
  );
});

describe('reserved cash-outs: refusals, cancel and the order settling', () => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());

  it('refuses what cannot be reserved, cancels only the member’s own, and ends unpaid when the order settles', async () => {
    h = await bettingHarness();
    const [pick] = await picks(h, 3);
    const id = (await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(pick!, STAKE)] })).data[0]
      .id as string;
    const maxReturn = minorToMajor(majorToMinor(STAKE * pick!.odds));
    const reserve = (over: Record<string, unknown>) =>
      h.bet('/v1/order/cashOutReserve/bet', {
        orderId: id,
        cashOutStake: STAKE,
        cashOutPayoutStake: maxReturn,
        ...over,
      });

    expect((await reserve({ cashOutStake: 5_000, cashOutPayoutStake: 6_000 })).code).toBe(
      sportsCodes.reservedCashOutStakeBelowMinimum,
    );
    expect((await reserve({ cashOutStake: 30_000 })).code).toBe(sportsCodes.cashOutStakeTooHigh);
    expect((await reserve({ cashOutPayoutStake: maxReturn + 1 })).code).toBe(sportsCodes.reservedCashOutAboveMaxReturn);
    expect((await reserve({ orderId: '999' })).code).toBe(sportsCodes.orderNotFound);

    // No value reaches the whole return (the cash-out margin is kept), so this one waits until the order settles.
    const first = await reserve({
      cashOutStake: 10_000,
      cashOutPayoutStake: minorToMajor(majorToMinor(10_000 * pick!.odds)),
    });
    expect(first.code).toBe(0);
    const other = h.tokens.issue({ userId: 8, userName: 'member08', currency: 'VND', lang: 'ENG' }).token;
    expect(
      (await h.post('/v1/order/cashOutReserve/cancel', { reserveCashOutId: first.data.id }, { authorization: other }))
        .json.code,
    ).toBe(sportsCodes.reservedCashOutNotFound);
    expect(
      (
        await h.post(
          '/v1/order/reserve/cashOut/statusInfoByIds',
          { reserveCashOutIds: [first.data.id] },
          { authorization: other },
        )
      ).json.data,
    ).toEqual([]);
    expect(await h.bet('/v1/order/cashOutReserve/cancel', { reserveCashOutId: first.data.id })).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await h.bet('/v1/order/cashOutReserve/cancel', { reserveCashOutId: first.data.id })).code).toBe(
      sportsCodes.reservedCashOutNotFound,
    );

    const second = await reserve({});
    expect(second.data.st).toBe(reservedCashOutStatus.pending);
    const notices = reservedCashOutNotices(h);
    h.clock.now = pick!.match.bt + 3 * HOUR;
    await h.platform.recorder.sweep();
    await h.platform.betting!.settleNow();
    await h.platform.betting!.watchReservedCashOuts();
    await h.platform.betting!.watchReservedCashOuts();
    expect(notices).toEqual([
      {
        userId: MEMBER.userId,
        id: second.data.id,
        oid: second.data.oid,
        st: reservedCashOutStatus.rejected,
        fr: reservedCashOutEndReason.orderSettled,
      },
    ]);
    const list = (
      await h.bet('/v1/order/reserve/cashOut/statusInfoByIds', { reserveCashOutIds: [first.data.id, second.data.id] })
    ).data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.data.id,
          st: reservedCashOutStatus.cancelled,
          fr: reservedCashOutEndReason.cancelledByMember,
        }),
        expect.objectContaining({
          id: second.data.id,
          st: reservedCashOutStatus.rejected,
          fr: reservedCashOutEndReason.orderSettled,
        }),
      ]),
    );
    expect(h.wallet.moves().filter((m) => m.kind === 'cashout')).toHaveLength(0);
    expect((await reserve({})).code).toBe(sportsCodes.cashOutNotSupported);
  });
});
