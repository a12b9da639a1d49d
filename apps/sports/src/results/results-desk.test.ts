import type { ResultDeskOutcome, ScoreEntry } from '@matchday/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  bettingHarness,
  MEMBER,
  single,
  START_BALANCE,
  type BettingHarness,
  type Pick,
} from '../betting/betting.test-support.js';
import { testDatabases } from '../db/test-database.test-support.js';

const HOUR = 3600_000;
/** A 10,000 VND stake in minor units. */
const STAKE = 1_000_000;

/** The 1X2 line of a pre-match soccer match: its home (type 1), draw (3) and away (2) picks. */
async function threeWay(h: BettingHarness): Promise<Pick[]> {
  const res = await h.post('/v1/match/getList', {
    type: 4,
    sportId: 1,
    size: 50,
    marketTypes: [1005],
    languageType: 'ENG',
  });
  const match = (res.json.data as { records: Pick['match'][] }).records.find((m) =>
    m.mg.some((g) => g.mty === 1005 && g.pe === 1001 && g.mks[0]?.ss === 1),
  )!;
  const group = match.mg.find((g) => g.mty === 1005 && g.pe === 1001)!;
  const line = group.mks[0]!;
  return line.op.map((op) => ({ match, group, marketId: line.id, optionType: op.ty, odds: op.od }));
}

/** The same entries with the soccer match total (real time and full time) set to `sc`. */
const withTotal = (scores: readonly ScoreEntry[], sc: [number, number]): ScoreEntry[] =>
  scores.map((s) => (s.tyg === 5 && (s.pe === 1000 || s.pe === 1001) ? { ...s, sc } : s));

function changeOf(outcome: ResultDeskOutcome) {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal} ${outcome.detail}`);
  return outcome.change;
}

// On SQLite always and on PostgreSQL when TEST_DATABASE_URL is set: one set of queries serves both.
describe.each(testDatabases())('the results desk on $name', (engine) => {
  let h: BettingHarness;
  afterEach(async () => h?.app.close());
  afterAll(() => engine.drop());

  /** Net wallet movement of one order (stake, payouts, reversals), minor units. */
  const net = (orderId: string) =>
    h.wallet
      .moves()
      .filter((m) => m.orderId === orderId)
      .reduce((sum, m) => sum + m.delta, 0);

  it.skipIf(!engine.available)(
    'lists recorded results newest first with names and standing bet legs, and a correction or a void re-settles the bets with new transfers',
    async () => {
      h = await bettingHarness(await engine.create());
      const desk = h.platform.resultsDesk;
      const picks = await threeWay(h);
      const [home, away] = [picks.find((p) => p.optionType === 1), picks.find((p) => p.optionType === 2)];
      const placed = await h.bet('/v1/order/bet/singlePass', {
        singleBetList: [single(home!, 10_000), single(away!, 10_000)],
      });
      const [homeOrder, awayOrder] = placed.data.map((o: { id: string }) => o.id) as [string, string];
      const match = home!.match;
      h.clock.now = match.bt + 3 * HOUR;
      await h.platform.recorder.sweep();
      await h.platform.betting!.settleNow();

      const page = await desk.list({ pageNum: 1, pageSize: 20 }, 'en');
      expect(page.total).toBeGreaterThan(20);
      expect(page.list).toHaveLength(20);
      expect(page.sports).toEqual(expect.arrayContaining([1, 3, 5, 177]));
      for (let i = 1; i < page.list.length; i++)
        expect(page.list[i - 1]!.kickoff).toBeGreaterThanOrEqual(page.list[i]!.kickoff);
      expect(
        page.list.every(
          (r) => r.version === 1 && r.end === 'finished' && r.note === null && r.homeName && r.leagueName,
        ),
      ).toBe(true);
      const second = await desk.list({ pageNum: 2, pageSize: 10 }, 'en');
      expect(second.list.map((r) => r.matchId)).toEqual(page.list.slice(10, 20).map((r) => r.matchId));
      const basketball = await desk.list({ sportId: 3, pageNum: 1, pageSize: 100 }, 'en');
      expect(basketball.total).toBeGreaterThan(0);
      expect(basketball.list.every((r) => r.sportId === 3)).toBe(true);

      const ours = await desk.list({ matchId: match.id, pageNum: 1, pageSize: 20 }, 'en');
      const stored = (await h.platform.betting!.ctx.results.latest(match.id))!;
      expect(ours).toMatchObject({
        total: 1,
        list: [
          {
            matchId: match.id,
            sportId: 1,
            leagueName: match.lg.na,
            homeName: match.ts[0]!.na,
            awayName: match.ts[1]!.na,
            kickoff: match.bt,
            version: 1,
            end: 'finished',
            betLegs: 2,
            scores: stored.scores,
          },
        ],
      });
      const inChinese = (await desk.list({ matchId: match.id, pageNum: 1, pageSize: 20 }, 'zh')).list[0]!;
      expect(inChinese.homeName).not.toBe(match.ts[0]!.na);

      // Home wins 9-0: the home single is (or stays) the winner, paid once; the away single loses. The desk starts the run itself.
      const homeWin = changeOf(
        await desk.correct(
          {
            matchId: match.id,
            version: 1,
            scores: withTotal(stored.scores, [9, 0]),
            note: 'Away goals disallowed by the league',
          },
          'en',
        ),
      );
      expect(homeWin.before).toMatchObject({ version: 1, end: 'finished' });
      expect(homeWin.after).toMatchObject({
        version: 2,
        end: 'finished',
        note: 'Away goals disallowed by the league',
        betLegs: 2,
      });
      await desk.idle();
      const homePays = 1_000 * Math.round(home!.odds * 1000);
      const awayPays = 1_000 * Math.round(away!.odds * 1000);
      expect([net(homeOrder), net(awayOrder)]).toEqual([homePays - STAKE, -STAKE]);

      // Corrected again to an away win: the home payout is taken back by a new reversal, the away single paid.
      changeOf(
        await desk.correct(
          {
            matchId: match.id,
            version: 2,
            scores: withTotal(stored.scores, [0, 9]),
            note: 'Awarded to the away side on appeal',
          },
          'en',
        ),
      );
      await desk.idle();
      expect(
        h.wallet
          .moves()
          .filter((m) => m.orderId === homeOrder && m.kind === 'reversal')
          .map((m) => m.delta),
      ).toEqual([-homePays]);
      expect([net(homeOrder), net(awayOrder)]).toEqual([-STAKE, awayPays - STAKE]);
      expect((await desk.list({ matchId: match.id, pageNum: 1, pageSize: 1 }, 'en')).list[0]).toMatchObject({
        version: 3,
        note: 'Awarded to the away side on appeal',
      });

      // Voided: both stakes come back, the away payout is reversed.
      const voided = changeOf(
        await desk.void(
          { matchId: match.id, version: 3, end: 'cancelled', note: 'Match fixed; voided by the league' },
          'en',
        ),
      );
      expect(voided.after).toMatchObject({
        version: 4,
        end: 'cancelled',
        note: 'Match fixed; voided by the league',
        scores: [],
        scoresBeforeVoid: withTotal(stored.scores, [0, 9]),
      });
      expect(voided.before.scoresBeforeVoid).toBeNull();
      await desk.idle();
      expect([net(homeOrder), net(awayOrder)]).toEqual([0, 0]);
      expect(h.wallet.balanceOf(MEMBER.userId, 'VND')).toBe(START_BALANCE);
      const history = await h.bet('/v1/order/new/bet/list', {
        isSettled: true,
        startTime: h.clock.now - 24 * HOUR,
        endTime: h.clock.now,
      });
      expect(history.data.records.map((o: { ops: { sr: number }[] }) => o.ops[0]!.sr)).toEqual([7, 7]);
    },
  );

  it.skipIf(!engine.available)(
    'refuses a change made on a version that is no longer the latest, also when two changes race',
    async () => {
      h = await bettingHarness(await engine.create());
      const desk = h.platform.resultsDesk;
      await h.platform.recorder.sweep();
      const recorded = (await desk.list({ sportId: 1, pageNum: 1, pageSize: 1 }, 'en')).list[0]!;
      const id = recorded.matchId;
      const refusalOf = (outcome: ResultDeskOutcome) => (outcome.ok ? 'done' : outcome.refusal);

      // Two operators open v1 and save at once: one change is stored, the other is told to reload.
      const [a, b] = await Promise.all([
        desk.correct(
          { matchId: id, version: 1, scores: withTotal(recorded.scores, [7, 0]), note: 'First operator' },
          'en',
        ),
        desk.void({ matchId: id, version: 1, end: 'cancelled', note: 'Second operator' }, 'en'),
      ]);
      expect([refusalOf(a), refusalOf(b)].sort()).toEqual(['done', 'resultChangedMeanwhile']);
      expect((await h.platform.betting!.ctx.results.latest(id))!.version).toBe(2);
      // Saving again on the stale v1 is refused and stores nothing.
      expect(
        refusalOf(
          await desk.correct(
            { matchId: id, version: 1, scores: withTotal(recorded.scores, [5, 5]), note: 'Stale screen' },
            'en',
          ),
        ),
      ).toBe('resultChangedMeanwhile');
      expect(
        refusalOf(await desk.void({ matchId: id, version: 1, end: 'abandoned', note: 'Stale screen' }, 'en')),
      ).toBe('resultChangedMeanwhile');
      expect((await h.platform.betting!.ctx.results.latest(id))!.version).toBe(2);
    },
  );

  it.skipIf(!engine.available)(
    'refuses an unknown match, one with no result yet, bad scores, an empty note and a change that changes nothing, storing nothing',
    async () => {
      h = await bettingHarness(await engine.create());
      const desk = h.platform.resultsDesk;
      await h.platform.recorder.sweep();
      const recorded = (await desk.list({ sportId: 1, pageNum: 1, pageSize: 1 }, 'en')).list[0]!;
      const [upcoming] = await threeWay(h);
      const note = 'Checked against the official report';
      const refusalOf = (outcome: ResultDeskOutcome) => (outcome.ok ? 'done' : outcome.refusal);

      expect(refusalOf(await desk.correct({ matchId: 123, version: 1, scores: recorded.scores, note }, 'en'))).toBe(
        'resultMatchUnknown',
      );
      expect(refusalOf(await desk.void({ matchId: 900_000_001, version: 1, end: 'cancelled', note }, 'en'))).toBe(
        'resultMatchUnknown',
      );
      expect(
        refusalOf(await desk.correct({ matchId: upcoming!.match.id, version: 1, scores: recorded.scores, note }, 'en')),
      ).toBe('resultNotRecorded');
      expect(
        refusalOf(await desk.void({ matchId: upcoming!.match.id, version: 1, end: 'abandoned', note }, 'en')),
      ).toBe('resultNotRecorded');

      const id = recorded.matchId;
      const badScores: ScoreEntry[][] = [
        [...recorded.scores, { pe: 3001, tyg: 5, sc: [1, 0] }],
        recorded.scores.filter((s) => s.tyg !== 5 || (s.pe !== 1000 && s.pe !== 1001)),
        recorded.scores.map((s) => (s.tyg === 5 && s.pe === 1001 ? { ...s, sc: [s.sc[0] + 1, s.sc[1]] } : s)),
      ];
      for (const scores of badScores)
        expect(
          refusalOf(await desk.correct({ matchId: id, version: 1, scores, note }, 'en')),
          JSON.stringify(scores),
        ).toBe('resultScoresInvalid');
      expect(
        refusalOf(
          await desk.correct(
            { matchId: id, version: 1, scores: [...recorded.scores, recorded.scores[0]!], note },
            'en',
          ),
        ),
      ).toBe('invalidParameter');
      expect(
        refusalOf(
          await desk.correct({ matchId: id, version: 1, scores: withTotal(recorded.scores, [-1, 0]), note }, 'en'),
        ),
      ).toBe('invalidParameter');
      expect(
        refusalOf(
          await desk.correct(
            { matchId: id, version: 1, scores: withTotal(recorded.scores, [4, 4]), note: '   ' },
            'en',
          ),
        ),
      ).toBe('invalidParameter');
      expect(
        refusalOf(await desk.correct({ matchId: id, version: 1, scores: [...recorded.scores].reverse(), note }, 'en')),
      ).toBe('resultUnchanged');
      expect((await h.platform.betting!.ctx.results.latest(id))!.version).toBe(1);

      expect(
        changeOf(await desk.void({ matchId: id, version: 1, end: 'abandoned', note: 'Floodlights failed' }, 'en'))
          .after,
      ).toMatchObject({ version: 2, end: 'abandoned', note: 'Floodlights failed' });
      // The list offers what the void replaced, for reinstating it.
      expect((await desk.list({ matchId: id, pageNum: 1, pageSize: 1 }, 'en')).list[0]).toMatchObject({
        version: 2,
        scores: [],
        scoresBeforeVoid: recorded.scores,
      });
      expect(refusalOf(await desk.void({ matchId: id, version: 2, end: 'abandoned', note }, 'en'))).toBe(
        'resultUnchanged',
      );
      // A voided match can be reinstated by a correction: its scores are a change.
      const reinstated = changeOf(
        await desk.correct(
          { matchId: id, version: 2, scores: withTotal(recorded.scores, [4, 4]), note: 'Played to the end after all' },
          'en',
        ),
      );
      expect(reinstated.after).toMatchObject({
        version: 3,
        end: 'finished',
        scores: withTotal(recorded.scores, [4, 4]),
        scoresBeforeVoid: null,
      });
      // What the void replaced, not the scores that just reinstated it.
      expect(reinstated.before).toMatchObject({ version: 2, end: 'abandoned', scoresBeforeVoid: recorded.scores });
    },
  );
});
