import { orderStatus, sportsCodes } from '@matchday/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bettingHarness, MEMBER, picks, single, START_BALANCE, type BettingHarness } from './betting.test-support.js';

describe('placing bets on the platform', () => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());

  it('refreshes a slip, places a pre-match single, takes the stake once and reports it accepted', async () => {
    h = await bettingHarness();
    const [pick] = await picks(h, 4);
    expect(pick).toBeDefined();
    const slip = await h.bet('/v1/order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: [{ matchId: pick!.match.id, marketId: pick!.marketId, type: pick!.optionType }],
      isSelectSeries: false,
    });
    expect(slip.code).toBe(0);
    expect(slip.data.bms[0]).toMatchObject({
      mid: pick!.marketId,
      ss: 1,
      smin: 10_000,
      ip: 0,
      op: { od: pick!.odds, ty: pick!.optionType },
    });
    expect(slip.data.bms[0].smax).toBeGreaterThan(10_000);

    const placed = await h.bet('/v1/order/bet/singlePass', {
      singleBetList: [single(pick!, 25_000)],
      requestKey: 'slip-0001-pre',
    });
    expect(placed.code).toBe(0);
    expect(placed.data).toHaveLength(1);
    expect(placed.data[0]).toMatchObject({
      st: orderStatus.accepted,
      ops: [{ mid: String(pick!.marketId), od: String(pick!.odds), of: 1 }],
    });
    expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(START_BALANCE - 2_500_000);

    const status = await h.bet('/v1/order/getStakeOrderStatus', { orderIds: [placed.data[0].id, '999'] });
    expect(status.data).toEqual([{ oid: placed.data[0].id, st: orderStatus.accepted }]);
  });

  it('answers a live single with its in-play delay (dl), so the slip can count it down; a pre-match one has none', async () => {
    h = await bettingHarness();
    const [live] = await picks(h, 1);
    expect(live).toBeDefined();
    const placed = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(live!, 25_000)] });
    expect(placed.data[0]).toMatchObject({ st: orderStatus.confirming, dl: live!.match.sid === 1 ? 5_000 : 4_000 });
    const [early] = await picks(h, 4);
    const pre = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(early!, 25_000)] });
    expect(pre.data[0].dl).toBeUndefined();
  });

  it('places once when the same request is sent 100 times at once', async () => {
    h = await bettingHarness();
    const [pick] = await picks(h, 4);
    const body = { singleBetList: [single(pick!, 10_000)], requestKey: 'slip-storm-0001' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => h.bet('/v1/order/bet/singlePass', body)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data[0].id)).size).toBe(1);
    expect(h.wallet.moves().filter((m) => m.kind === 'stake')).toHaveLength(1);
    expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(START_BALANCE - 1_000_000);
    // A later retry with the key answers the same order, without a second debit.
    const retry = await h.bet('/v1/order/bet/singlePass', body);
    expect(retry.data[0].id).toBe(answers[0]!.data[0].id);
    expect(h.wallet.moves()).toHaveLength(1);
    // Even when a new placement would be refused now (the wallet is unreachable), the key answers its order.
    h.wallet.state.down = true;
    const whileDown = await h.bet('/v1/order/bet/singlePass', body);
    expect(whileDown.code).toBe(0);
    expect(whileDown.data[0].id).toBe(answers[0]!.data[0].id);
    const fresh = await h.bet('/v1/order/bet/singlePass', { ...body, requestKey: 'slip-storm-0002' });
    expect(fresh.code).toBe(sportsCodes.functionUnavailable);
  });

  it('places a double and a full system over three matches, with stakes per sub-bet', async () => {
    h = await bettingHarness();
    const three = (await picks(h, 4))
      .filter((p, i, all) => all.findIndex((q) => q.match.id === p.match.id) === i)
      .slice(0, 3);
    expect(three).toHaveLength(3);
    const legs = three.map((p) => ({
      marketId: p.marketId,
      optionType: p.optionType,
      odds: p.odds,
      oddsFormat: 1,
      matchId: p.match.id,
    }));
    const slip = await h.bet('/v1/order/batchBetMatchMarketOfJumpLine', {
      betMatchMarketList: three.map((p) => ({ matchId: p.match.id, marketId: p.marketId, type: p.optionType })),
      isSelectSeries: true,
    });
    expect(slip.data.sos.map((s: { sn: number; in: number }) => [s.sn, s.in])).toEqual([
      [2, 3],
      [3, 1],
      [0, 4],
    ]);
    const placed = await h.bet('/v1/order/betMultiple', {
      betOptionList: legs,
      betMultipleData: [
        { seriesValue: 2, unitStake: 10_000 },
        { seriesValue: 0, unitStake: 10_000 },
      ],
    });
    expect(placed.code).toBe(0);
    expect(placed.data.map((o: { st: number }) => o.st)).toEqual([orderStatus.accepted, orderStatus.accepted]);
    // Three doubles and a Trixie (four sub-bets) at 10,000 VND each.
    expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(START_BALANCE - 7 * 1_000_000);
  });

  it('refuses with the contract codes: odds changed, closed market, small stake, same match, guests, currency, balance', async () => {
    h = await bettingHarness();
    const [a, b] = (await picks(h, 4)).filter((p, i, all) => all.findIndex((q) => q.match.id === p.match.id) === i);
    const worse = { ...a!, odds: a!.odds + 0.5 };
    expect(
      (await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(worse, 10_000, { oddsChange: 0 })] })).code,
    ).toBe(sportsCodes.oddsChanged);
    expect(
      (await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(worse, 10_000, { oddsChange: 2 })] })).data[0]
        .ops[0].od,
    ).toBe(String(a!.odds));
    expect(
      (await h.bet('/v1/order/bet/singlePass', { singleBetList: [single({ ...a!, marketId: 123 }, 10_000)] })).code,
    ).toBe(sportsCodes.marketClosed);
    const small = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(b!, 5_000)] });
    expect(small).toMatchObject({ code: sportsCodes.stakeBelowMinimum, info: 'singleBetList[0].unitStake' });
    const leg = (p: typeof a) => ({
      marketId: p!.marketId,
      optionType: p!.optionType,
      odds: p!.odds,
      oddsFormat: 1,
      matchId: p!.match.id,
    });
    const sameMatch = await h.bet('/v1/order/betMultiple', {
      betOptionList: [leg(a), { ...leg(a), optionType: a!.group.mks[0]!.op[1]!.ty, odds: a!.group.mks[0]!.op[1]!.od }],
      betMultipleData: [{ seriesValue: 2, unitStake: 10_000 }],
    });
    expect([sportsCodes.sameMatchInParlay, sportsCodes.notAllowedInParlay, sportsCodes.oddsChanged]).toContain(
      sameMatch.code,
    );
    expect((await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(b!, 10_000)], currencyId: 1 })).code).toBe(
      sportsCodes.currencyNotSupported,
    );
    expect(
      (
        await h.bet('/v1/order/bet/singlePass', {
          singleBetList: [
            single(b!, 10_000, { betOptionList: [{ ...single(b!, 1).betOptionList[0], oddsFormat: 3 }] }),
          ],
        })
      ).code,
    ).toBe(sportsCodes.wrongOddsType);
    expect((await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(b!, 2_000_000)] })).code).toBe(
      sportsCodes.insufficientBalance,
    );
    const guest = h.tokens.issue({ userId: 0, userName: 'guest', currency: 'VND', lang: 'ENG' }).token;
    expect(
      (await h.post('/v1/order/bet/singlePass', { singleBetList: [single(b!, 10_000)] }, { authorization: guest })).json
        .code,
    ).toBe(sportsCodes.notLoggedIn);
    expect((await h.post('/v1/order/bet/singlePass', { singleBetList: [single(b!, 10_000)] })).json.code).toBe(
      sportsCodes.notLoggedIn,
    );
    expect(h.wallet.moves()).toHaveLength(1);
  });

  it('#5 names the member’s session in every stake’s debit, the retry of an unreachable wallet’s too', async () => {
    h = await bettingHarness();
    const [a, b] = await picks(h, 4);
    h.wallet.state.refuse = { reason: 'sessionEnded', message: 'Your login has ended. Please log in again.' };
    const refused = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(a!, 10_000)] });
    expect(refused.data[0]).toMatchObject({ st: orderStatus.rejected });
    const state = await h.bet('/v1/order/getStakeOrderStatus', { orderIds: [refused.data[0].id] });
    expect(state.data[0]).toMatchObject({ rj: 6, rjs: 'Your login has ended. Please log in again.' });
    h.wallet.state.refuse = null;

    const originalDebit = h.wallet.wallet.debit;
    h.wallet.wallet.debit = async (m) => {
      h.wallet.debits.push(m);
      throw new Error('timeout');
    };
    const pending = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(b!, 10_000)] });
    h.wallet.wallet.debit = originalDebit;
    await h.platform.betting!.sweep();
    const debits = h.wallet.debits.filter((d) => d.orderId === pending.data[0].id);
    expect(debits.length).toBe(2);
    for (const d of [...debits, h.wallet.debits[0]!]) expect(d).toMatchObject({ kind: 'stake', session: '31' });
    expect(debits[0]!.deferred).toBeUndefined();
  });

  it('rejects an order the operator refuses (a break) with the operator’s words, and retries an unreachable wallet', async () => {
    h = await bettingHarness();
    const [a, b] = await picks(h, 4);
    h.wallet.state.refuse = { reason: 'gamblingBreak', message: 'Bạn đang tạm nghỉ đến 12:00' };
    const refused = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(a!, 10_000)] });
    expect(refused.data[0].st).toBe(orderStatus.rejected);
    const state = await h.bet('/v1/order/getStakeOrderStatus', { orderIds: [refused.data[0].id] });
    expect(state.data[0]).toMatchObject({ st: orderStatus.rejected, rj: 6, rjs: 'Bạn đang tạm nghỉ đến 12:00' });
    h.wallet.state.refuse = null;

    const balance = await h.wallet.wallet.balance(MEMBER.userId, 'VND');
    const originalDebit = h.wallet.wallet.debit;
    h.wallet.wallet.debit = async () => {
      throw new Error('timeout');
    };
    const pending = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(b!, 10_000)] });
    expect(pending.data[0].st).toBe(orderStatus.created);
    h.wallet.wallet.debit = originalDebit;
    await h.platform.betting!.sweep();
    const after = await h.bet('/v1/order/getStakeOrderStatus', { orderIds: [pending.data[0].id] });
    expect(after.data[0].st).toBe(orderStatus.accepted);
    expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(balance - 1_000_000);
  });
});
