import { minorToMajor } from '@matchday/core';
import { orderStatus } from '@matchday/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-database.test-support.js';
import {
  bettingHarness,
  MEMBER,
  picks,
  single,
  START_BALANCE,
  type BettingHarness,
  type Pick,
} from './betting.test-support.js';

const HOUR = 3600_000;

/** The final score of a stored soccer result. */
async function finalScore(h: BettingHarness, matchId: number): Promise<[number, number]> {
  const r = await h.platform.betting!.ctx.results.latest(matchId);
  const total = r!.scores.find((s) => s.tyg === 5 && (s.pe === 1000 || s.pe === 1001))!;
  return [total.sc[0], total.sc[1]];
}

/** The 1X2 line of a pre-match soccer match: one pick per outcome (home 1, away 2, draw 3). */
async function threeWay(h: BettingHarness): Promise<Pick[]> {
  const res = await h.post('/v1/match/getList', { type: 4, sportId: 1, size: 50, marketTypes: [1005] });
  const match = (res.json.data as { records: Pick['match'][] }).records.find((m) =>
    m.mg.some((g) => g.mty === 1005 && g.pe === 1001 && g.mks[0]?.ss === 1),
  )!;
  const group = match.mg.find((g) => g.mty === 1005 && g.pe === 1001)!;
  const line = group.mks[0]!;
  return line.op.map((op) => ({ match, group, marketId: line.id, optionType: op.ty, odds: op.od }));
}

async function playOut(h: BettingHarness, kickoff: number): Promise<void> {
  h.clock.now = kickoff + 3 * HOUR;
  await h.platform.recorder.sweep();
  await h.platform.betting!.settleNow();
}

// On SQLite always and on PostgreSQL when TEST_DATABASE_URL is set: one set of queries serves both.
describe.each(testDatabases())('settlement from recorded results on $name', (engine) => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());
  afterAll(() => engine.drop());

  it.skipIf(!engine.available)(
    '#3 a payout the wallet refuses (a wallet at its cap) is left to the operator, not marked paid nor retried',
    async () => {
      h = await bettingHarness(await engine.create());
      const outcomes = await threeWay(h);
      await h.bet('/v1/order/bet/singlePass', { singleBetList: outcomes.map((p) => single(p, 10_000)) });
      const credit = h.wallet.wallet.credit;
      let asked = 0;
      h.wallet.wallet.credit = async (m) => {
        if (m.kind !== 'payout' || m.amount === 0) return credit(m);
        asked += 1;
        return { status: 'rejected', reason: 'balanceLimitExceeded', balance: 0 };
      };
      await playOut(h, outcomes[0]!.match.bt);
      expect(asked).toBe(1);
      expect(h.wallet.moves().filter((m) => m.kind === 'payout' && m.delta > 0)).toHaveLength(0);
      const rows = await h.platform.betting!.ctx.store.batched.run((trx) =>
        trx.selectFrom('sportsOrderSettlements').select(['payout', 'paid']).where('payout', '>', 0).execute(),
      );
      expect(rows.map((r) => Number(r.paid))).toEqual([2]);
      await h.platform.betting!.settleNow();
      expect(asked).toBe(1);
    },
  );

  it.skipIf(!engine.available)(
    'pays exactly the winning outcome of a 1X2 market, once, and re-settles a corrected result with new transfers',
    async () => {
      h = await bettingHarness(await engine.create());
      const outcomes = await threeWay(h);
      const placed = await h.bet('/v1/order/bet/singlePass', { singleBetList: outcomes.map((p) => single(p, 10_000)) });
      expect(placed.data.map((o: { st: number }) => o.st)).toEqual([4, 4, 4]);
      await playOut(h, outcomes[0]!.match.bt);

      const [home, away] = await finalScore(h, outcomes[0]!.match.id);
      const winner = home > away ? 1 : home < away ? 2 : 3;
      const won = outcomes.find((p) => p.optionType === winner)!;
      const payouts = h.wallet.moves().filter((m) => m.kind === 'payout' && m.delta > 0);
      expect(payouts).toHaveLength(1);
      expect(payouts[0]!.delta).toBe(1_000 * Math.round(won.odds * 1000));
      expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(
        START_BALANCE - 3_000_000 + 1_000 * Math.round(won.odds * 1000),
      );
      const states = await h.bet('/v1/order/getStakeOrderStatus', {
        orderIds: placed.data.map((o: { id: string }) => o.id),
      });
      expect(states.data.every((s: { st: number }) => s.st === orderStatus.settled)).toBe(true);

      // Settlement run twice pays once.
      await h.platform.betting!.settleNow();
      expect(h.wallet.moves().filter((m) => m.kind === 'payout' && m.delta > 0)).toHaveLength(1);

      // The result is corrected to a home win by ten: the old winner's payout is taken back, the home backer paid.
      const result = (await h.platform.betting!.ctx.results.latest(won.match.id))!;
      const corrected = result.scores.map((s) =>
        s.tyg === 5 && (s.pe === 1000 || s.pe === 1001) ? { ...s, sc: [10, 0] as [number, number] } : s,
      );
      await h.platform.betting!.ctx.results.correct(
        won.match.id,
        corrected,
        'score corrected by the league',
        h.clock.now,
      );
      await h.platform.betting!.settleNow();
      const homePick = outcomes.find((p) => p.optionType === 1)!;
      const moves = h.wallet.moves();
      if (winner === 1) {
        expect(moves.filter((m) => m.kind === 'reversal')).toHaveLength(0);
      } else {
        expect(moves.filter((m) => m.kind === 'reversal').map((m) => m.delta)).toEqual([
          -(1_000 * Math.round(won.odds * 1000)),
        ]);
        expect(moves.filter((m) => m.kind === 'payout' && m.delta > 0).map((m) => m.delta)).toContain(
          1_000 * Math.round(homePick.odds * 1000),
        );
      }
      expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(
        START_BALANCE - 3_000_000 + 1_000 * Math.round(homePick.odds * 1000),
      );
      const history = await h.bet('/v1/order/new/bet/list', {
        isSettled: true,
        startTime: h.clock.now - 24 * HOUR,
        endTime: h.clock.now,
      });
      expect(history.data.total).toBe(3);
      const homeOrder = history.data.records.find((o: { ops: { ty: number }[] }) => o.ops[0]!.ty === 1);
      expect(homeOrder).toMatchObject({
        st: orderStatus.settled,
        sa: (1_000 * Math.round(homePick.odds * 1000)) / 100,
        ops: [{ sr: 4, rs: '10-0' }],
      });
      // Option names are filled in: "Hanoi FC", not "{H}".
      expect(JSON.stringify(history.data.records)).not.toMatch(/\{[HAL]\}/);
      expect(history.data.sts[0]).toMatchObject({
        ct: 3,
        sa: 30_000,
        pa: (1_000 * Math.round(homePick.odds * 1000)) / 100,
      });
    },
  );

  it.skipIf(!engine.available)(
    'voids bets on a cancelled match and pays a double with a void leg as the single that is left',
    async () => {
      h = await bettingHarness(await engine.create());
      const distinct = (await picks(h, 4)).filter((p, i, all) => all.findIndex((q) => q.match.id === p.match.id) === i);
      const [a, b] = distinct;
      const leg = (p: Pick) => ({
        marketId: p.marketId,
        optionType: p.optionType,
        odds: p.odds,
        oddsFormat: 1,
        matchId: p.match.id,
      });
      const singleOnA = await h.bet('/v1/order/bet/singlePass', { singleBetList: [single(a!, 10_000)] });
      const double = await h.bet('/v1/order/betMultiple', {
        betOptionList: [leg(a!), leg(b!)],
        betMultipleData: [{ seriesValue: 2, unitStake: 10_000 }],
      });
      expect(double.data[0].st).toBe(orderStatus.accepted);
      await h.platform.betting!.ctx.results.callOff(
        { matchId: a!.match.id, sportId: a!.match.sid, leagueId: a!.match.lg.id, kickoff: a!.match.bt },
        'cancelled',
        'waterlogged pitch',
        h.clock.now,
      );
      h.clock.now = Math.max(a!.match.bt, b!.match.bt) + 4 * HOUR;
      await h.platform.recorder.sweep();
      await h.platform.betting!.settleNow();

      const list = await h.bet('/v1/order/new/bet/list', {
        isSettled: true,
        startTime: h.clock.now - 48 * HOUR,
        endTime: h.clock.now,
      });
      expect(list).toMatchObject({ code: 0 });
      const voided = list.data.records.find((o: { id: string }) => o.id === singleOnA.data[0].id);
      expect(voided).toMatchObject({ st: orderStatus.settled, sa: 10_000, ops: [{ sr: 7 }] });
      const parlay = list.data.records.find((o: { id: string }) => o.id === double.data[0].id);
      const bLeg = parlay.ops.find((l: { mid: number }) => l.mid === b!.match.id);
      const expected =
        bLeg.sr === 4
          ? 1_000 * Math.round(b!.odds * 1000)
          : bLeg.sr === 3
            ? 0
            : bLeg.sr === 2 || bLeg.sr === 7
              ? 1_000_000
              : bLeg.sr === 5
                ? 500 * (1000 + Math.round(b!.odds * 1000))
                : 500_000;
      expect(parlay.sa).toBe(minorToMajor(expected));
    },
  );

  it.skipIf(!engine.available)(
    "settles a season's outright when it closes: the champion's backer is paid, every other team loses, once",
    async () => {
      h = await bettingHarness(await engine.create());
      const list = await h.post('/v1/match/getList', { type: 7, sportId: 1, size: 50, languageType: 'ENG' });
      const event = (list.json.data as { records: Pick['match'][] }).records[0]!;
      const group = event.mg[0]!;
      // One single on every team of the league, so exactly one of them backs the champion.
      const teams = group.mks.map((line) => ({ marketId: line.id, teamId: line.op[0]!.tid!, odds: line.op[0]!.od }));
      const orders: { id: string; st: number }[] = [];
      for (let i = 0; i < teams.length; i += 10) {
        const placed = await h.bet('/v1/order/bet/singlePass', {
          singleBetList: teams.slice(i, i + 10).map((t) => ({
            unitStake: 10_000,
            oddsChange: 1,
            betOptionList: [{ marketId: t.marketId, optionType: 15, odds: t.odds, oddsFormat: 1, matchId: event.id }],
          })),
        });
        expect(placed, JSON.stringify(placed)).toMatchObject({ code: 0 });
        orders.push(...placed.data);
      }
      expect(orders.map((o) => o.st)).toEqual(teams.map(() => orderStatus.accepted));

      // Before the season closes nothing is recorded or paid.
      await h.platform.recorder.sweep();
      await h.platform.betting!.settleNow();
      expect(await h.platform.betting!.ctx.results.latest(event.id)).toBeNull();

      h.clock.now = event.bt + 60_000;
      await h.platform.recorder.sweep();
      await h.platform.betting!.settleNow();
      await h.platform.betting!.settleNow();
      const result = (await h.platform.betting!.ctx.results.latest(event.id))!;
      const champion = teams.find((t) => t.teamId === result.winnerTeamId)!;
      expect(champion).toBeDefined();
      const payouts = h.wallet.moves().filter((m) => m.kind === 'payout' && m.delta > 0);
      // A 10,000 VND stake is 1,000,000 minor units.
      expect(payouts.map((m) => m.delta)).toEqual([1_000 * Math.round(champion.odds * 1000)]);
      expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(
        START_BALANCE - teams.length * 1_000_000 + 1_000 * Math.round(champion.odds * 1000),
      );
      const states = await h.bet('/v1/order/getStakeOrderStatus', { orderIds: orders.map((o) => o.id) });
      expect(states.data.every((o: { st: number }) => o.st === orderStatus.settled)).toBe(true);

      // The new season is a new event: last season's is no longer on sale.
      const next = await h.post('/v1/match/getList', { type: 7, sportId: 1, size: 50, languageType: 'ENG' });
      expect((next.json.data as { records: Pick['match'][] }).records.map((m) => m.id)).not.toContain(event.id);
    },
  );
});
