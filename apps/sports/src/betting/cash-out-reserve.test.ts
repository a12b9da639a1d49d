import { minorToMajor } from '@matchday/core';
import { orderStatus, reserveFailCode, reserveStatus, sportsCodes, matchStatus } from '@matchday/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bettingHarness, MEMBER, picks, single, START_BALANCE, type BettingHarness } from './betting.test-support.js';

const HOUR = 3600_000;

describe('cash-out', () => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());

  it('quotes below the bet’s odds, pays a partial then the rest at the shown price, and refuses a stale quote', async () => {
    h = await bettingHarness();
    const [pick] = await picks(h, 4);
    const placed = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(pick!, 20_000)] });
    const id = placed.data[0].id as string;
    const quote = await h.bet('/v1/order/cashOut/price', { orderIds: [id] });
    expect(quote.data.mxc).toBe(5);
    const amt = quote.data.pr[0].amt as number;
    expect(quote.data.pr[0]).toMatchObject({ oid: id, st: 0, smis: 10_000 });
    // Fair value of an unchanged price is about 1 − margin per unit, less the cash-out margin.
    expect(amt).toBeGreaterThan(0.8);
    expect(amt).toBeLessThan(1);

    expect(
      (await h.bet('/v1/order/cashOut/bet', { orderId: id, cashOutStake: 5_000, unitCashOutPayoutStake: amt })).code,
    ).toBe(sportsCodes.cashOutStakeBelowMinimum);
    expect(
      (await h.bet('/v1/order/cashOut/bet', { orderId: id, cashOutStake: 30_000, unitCashOutPayoutStake: amt })).code,
    ).toBe(sportsCodes.cashOutStakeTooHigh);
    expect(
      (await h.bet('/v1/order/cashOut/bet', { orderId: id, cashOutStake: 10_000, unitCashOutPayoutStake: amt * 1.1 }))
        .code,
    ).toBe(sportsCodes.cashOutQuoteInvalid);

    const half = await h.bet('/v1/order/cashOut/bet', {
      orderId: id,
      cashOutStake: 10_000,
      unitCashOutPayoutStake: amt,
      requestKey: 'cashout-half-1',
    });
    expect(half.data).toMatchObject({ st: 4, cops: minorToMajor(1_000 * Math.round(amt * 1000)) });
    const again = await h.bet('/v1/order/cashOut/bet', {
      orderId: id,
      cashOutStake: 10_000,
      unitCashOutPayoutStake: amt,
      requestKey: 'cashout-half-1',
    });
    expect(again.data.id).toBe(half.data.id);
    const rest = await h.bet('/v1/order/cashOut/bet', {
      orderId: id,
      cashOutStake: 10_000,
      unitCashOutPayoutStake: amt,
    });
    expect(rest.code).toBe(0);
    const paid = 2 * (1_000 * Math.round(amt * 1000));
    expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(START_BALANCE - 2_000_000 + paid);

    const open = await h.bet('/v1/order/new/bet/list', { isSettled: false });
    expect(open.data.records).toHaveLength(0);
    const done = await h.bet('/v1/order/new/bet/list', {
      isSettled: true,
      startTime: h.clock.now - HOUR,
      endTime: h.clock.now,
      isCashout: true,
    });
    expect(done.data.records[0]).toMatchObject({
      id,
      st: orderStatus.settled,
      coc: 2,
      cots: 20_000,
      cops: minorToMajor(paid),
      sa: minorToMajor(paid),
      co: 0,
    });
    expect(done.data.records[0].crl).toHaveLength(2);
    const records = await h.bet('/v1/order/getCashOutsByIds', { ids: [half.data.id] });
    expect(records.data[0]).toMatchObject({ orderId: id, cashOutStake: 10_000, orderStatus: 4 });

    // The match ends later: a fully cashed-out bet pays nothing more.
    h.clock.now = pick!.match.bt + 4 * HOUR;
    await h.platform.recorder.sweep();
    await h.platform.betting!.settleNow();
    expect(h.wallet.moves().filter((m) => m.kind === 'payout')).toHaveLength(0);
  });
});

describe('reserve bets', () => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());

  it('places the real order when a live price reaches the target, and lists and cancels reservations', async () => {
    h = await bettingHarness();
    const feed = h.platform.feed;
    // A live 1X2 price that will rise within the next 20 minutes, found by reading the feed ahead.
    let found: { matchId: number; marketId: number; ty: number; target: number; at: number } | null = null;
    for (const fixture of feed.snapshot(h.clock.now).fixtures.filter((f) => f.sid === 1)) {
      const now = feed.snapshot(h.clock.now);
      if (now.statusOf(fixture) !== matchStatus.live) continue;
      const line = feed
        .marketsOf(fixture, now.stateOf(fixture), 'en', h.clock.now)
        .find((g) => g.mty === 1005 && g.pe === 1001)?.mks[0];
      if (!line || line.ss !== 1) continue;
      for (let t = h.clock.now + 20_000; t < h.clock.now + 20 * 60_000 && !found; t += 20_000) {
        const later = feed.snapshot(t);
        const op = feed
          .marketsOf(fixture, later.stateOf(fixture), 'en', t)
          .find((g) => g.mty === 1005 && g.pe === 1001)
          ?.mks.find((l) => l.id === line.id)
          ?.op.find((o) => o.ty === 2);
        const before = line.op.find((o) => o.ty === 2)!.od;
        if (op && op.od >= before + 0.05 && op.od < before * 2)
          found = { matchId: fixture.id, marketId: line.id, ty: 2, target: op.od, at: t };
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    const params = await h.bet('/v1/order/reserve/getBetParameter', {
      matchId: found!.matchId,
      marketId: found!.marketId,
      optionType: found!.ty,
    });
    expect(params.data).toMatchObject({ mid: found!.marketId, mis: 10_000, scl: 2, msf: 1 });
    expect(params.data.mod).toBeGreaterThan(found!.target);

    const option = {
      marketId: found!.marketId,
      optionType: found!.ty,
      odds: found!.target,
      oddsFormat: 1,
      matchId: found!.matchId,
    };
    expect(
      (await h.bet('/v1/order/reserve/bet', { unitStake: 10_000, betOptionList: [{ ...option, odds: 1.01 }] })).code,
    ).toBe(sportsCodes.reserveOddsChanged);
    const reserved = await h.bet('/v1/order/reserve/bet', {
      unitStake: 10_000,
      betOptionList: [option],
      requestKey: 'reserve-key-0001',
    });
    expect(reserved.data.st).toBe(reserveStatus.pending);
    const other = await h.bet('/v1/order/reserve/bet', {
      unitStake: 10_000,
      betOptionList: [{ ...option, odds: found!.target + 0.5 }],
    });
    const pending = await h.bet('/v1/order/reserve/betList', { isFailed: false });
    expect(pending.data.ods.map((r: { id: string }) => r.id).sort()).toEqual([reserved.data.id, other.data.id].sort());
    expect(await h.bet('/v1/order/reserve/cancel', { reserveId: other.data.id })).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await h.bet('/v1/order/reserve/cancel', { reserveId: other.data.id })).code).toBe(
      sportsCodes.reserveCancelFailed,
    );
    expect(h.wallet.moves()).toHaveLength(0);

    // A new target and stake are held to the same rules against the price now; the member doubles the stake.
    const update = (odds: number, unitStake = 20_000) =>
      h.bet('/v1/order/reserve/update', { reserveId: reserved.data.id, unitStake, odds });
    expect((await update(1.01)).code).toBe(sportsCodes.reserveOddsChanged);
    expect((await update(params.data.mod + 1)).code).toBe(sportsCodes.reserveOddsTooHigh);
    expect((await update(found!.target, 1)).code).toBe(sportsCodes.reserveStakeBelowMinimum);
    expect(await update(found!.target)).toMatchObject({ code: 0, data: true });
    expect(
      (await h.bet('/v1/order/reserve/update', { reserveId: other.data.id, unitStake: 20_000, odds: found!.target }))
        .code,
    ).toBe(sportsCodes.reserveCancelFailed);

    for (let t = h.clock.now; t <= found!.at; t += 20_000) {
      h.clock.now = t;
      await h.platform.betting!.watchReserves();
    }
    const [fired] = (await h.bet('/v1/order/reserve/statusInfoByIds', { reserveIds: [reserved.data.id] })).data;
    expect(fired).toMatchObject({ rst: reserveStatus.success, p: 1 });
    const orders = await h.bet('/v1/order/new/bet/list', { isSettled: false });
    const order = orders.data.records.find((o: { id: string }) => o.id === fired.oid);
    expect(order).toMatchObject({ ab: true, sat: 20_000 });
    expect(order.ops[0].od).toBeGreaterThanOrEqual(found!.target);
    expect(h.wallet.moves().filter((m) => m.kind === 'stake')).toHaveLength(1);
    // #5: the stake names the session the reserve bet was set up in, as set up earlier (deferred).
    expect(h.wallet.debits.find((d) => d.orderId === fired.oid)).toMatchObject({ session: '31', deferred: true });

    const failedRange = { startTime: '2026-01-01 00:00:00', endTime: '2027-01-01 00:00:00' };
    const failed = await h.bet('/v1/order/reserve/betList', { isFailed: true, ...failedRange });
    expect(failed.data.ods).toMatchObject([
      { id: other.data.id, rst: reserveStatus.cancelled, fr: reserveFailCode.cancelledByUser },
    ]);
  });
});
