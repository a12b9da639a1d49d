import { afterAll, describe, expect, it } from 'vitest';
import { slotGame, slotRoundFromSeeds, verifyRound } from '@matchday/core';
import { migrateGamesDatabase, openGamesDatabase } from '../db/database.js';
import type { RoundView } from '../rounds/round-view.js';
import { CURRENCY, memberOf, testDatabases, testGamesPlatform } from './test-platform.test-support.js';

const plays = [
  { game: 'dice', choices: { target: 5000, direction: 'under' } },
  { game: 'dice', choices: { target: 200, direction: 'over' } },
  { game: 'limbo', choices: { target: 150 } },
  { game: 'plinko', choices: { rows: 12, risk: 'high' } },
  { game: 'golden-goal', choices: {} },
  { game: 'dragon-fortune', choices: {} },
] as const;

/** What the browser does with a round once its pair is revealed: recompute it with the core's code. */
function replayed(round: RoundView, serverSeed: string) {
  const seeds = { serverSeed, clientSeed: round.seeds.clientSeed, nonce: round.seeds.nonce };
  const p = round.params;
  if (p.game === 'golden-goal' || p.game === 'dragon-fortune')
    return slotRoundFromSeeds(slotGame(p.game)!, p.rtp, seeds);
  if (p.game === 'plinko') return verifyRound('plinko', { ...seeds, rows: p.rows, risk: p.risk }).outcome;
  if (p.game === 'mines') return verifyRound('mines', { ...seeds, mines: p.mines }).outcome;
  return verifyRound(p.game, seeds).outcome;
}

describe.each(testDatabases())('the games platform on $name', (engine) => {
  afterAll(() => engine.drop());

  it.skipIf(!engine.available)('migrates once and keeps rounds and seeds across restarts', async () => {
    const config = await engine.create();
    const first = await testGamesPlatform(config, { 1: 100_000 });
    const answer = await first.platform.play(memberOf(1), 'dice', 1000, { target: 5000, direction: 'under' });
    expect(answer.ok).toBe(true);
    const seeds = await first.platform.currentSeeds(1);
    await first.platform.close();
    const db = openGamesDatabase(config);
    try {
      expect(await migrateGamesDatabase(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
    const again = await testGamesPlatform(config);
    try {
      expect(await again.platform.currentSeeds(1)).toEqual(seeds);
      expect((await again.platform.history(1)).total).toBe(1);
    } finally {
      await again.platform.close();
    }
  });

  it.skipIf(!engine.available)('moves each round’s stake and win, and nothing else', async () => {
    const { platform, balance } = await testGamesPlatform(await engine.create(), { 7: 10_000_000 });
    try {
      let expected = 10_000_000;
      for (let i = 0; i < 30; i++) {
        const { game, choices } = plays[i % plays.length]!;
        const answer = await platform.play(memberOf(7), game, 2000, choices);
        if (!answer.ok) throw new Error(answer.message);
        const r = answer.round;
        expect(r).toMatchObject({ state: 'settled', pending: null, stake: 2000, currency: CURRENCY });
        expected += r.win! - r.stake;
        expect(balance(7)).toBe(expected);
        expect(r.balance).toBe(expected);
        expect(r.seeds.serverSeed).toBeNull();
      }
      const page = await platform.history(7, { page: 1, size: 10 });
      expect(page.total).toBe(30);
      expect(page.records).toHaveLength(10);
      expect(page.records.map((r) => r.seeds.nonce)).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
      const last = await platform.history(7, { page: 3, size: 10 });
      expect(last.records.at(-1)!.seeds.nonce).toBe(0);
    } finally {
      await platform.close();
    }
  });

  it.skipIf(!engine.available)(
    'rotating seeds reveals the old server seed, and the core re-plays every stored round',
    async () => {
      const { platform } = await testGamesPlatform(await engine.create(), { 3: 10_000_000 });
      try {
        const before = await platform.currentSeeds(3);
        const set = await platform.setClientSeed(3, 'my-lucky-seed');
        expect(set).toMatchObject({
          ok: true,
          seeds: { clientSeed: 'my-lucky-seed', serverSeedHash: before.serverSeedHash },
        });
        expect(await platform.setClientSeed(3, 'has space')).toEqual({ ok: false, code: 'invalidParameter' });
        for (const { game, choices } of plays)
          expect((await platform.play(memberOf(3), game, 5000, choices)).ok).toBe(true);

        const rotated = await platform.rotateSeeds(3, 'next-seed');
        if (!rotated.ok) throw new Error(rotated.code);
        const { revealed, current } = rotated.seeds;
        expect(revealed).toMatchObject({
          seedPairId: before.seedPairId,
          serverSeedHash: before.serverSeedHash,
          rounds: plays.length,
        });
        expect(
          verifyRound('dice', { serverSeed: revealed!.serverSeed, clientSeed: 'x', nonce: 0 }).serverSeedHash,
        ).toBe(before.serverSeedHash);
        expect(current).toMatchObject({ clientSeed: 'next-seed', nonce: 0 });
        expect(current.serverSeedHash).not.toBe(before.serverSeedHash);

        const { records } = await platform.history(3, { size: 50 });
        expect(records).toHaveLength(plays.length);
        for (const round of records) {
          expect(round.seeds).toMatchObject({ serverSeed: revealed!.serverSeed, clientSeed: 'my-lucky-seed' });
          expect(round.outcome).toEqual(replayed(round, round.seeds.serverSeed!));
        }
        const next = await platform.play(memberOf(3), 'limbo', 5000, { target: 200 });
        expect(next.ok && next.round.seeds).toMatchObject({
          seedPairId: current.seedPairId,
          nonce: 0,
          serverSeed: null,
        });
      } finally {
        await platform.close();
      }
    },
  );

  it.skipIf(!engine.available)('a replayed request key answers the first round and moves money once', async () => {
    const { platform, wallet, balance } = await testGamesPlatform(await engine.create(), { 4: 1_000_000 });
    try {
      const choices = { target: 9000, direction: 'under' };
      const first = await platform.play(memberOf(4), 'dice', 10_000, choices, { requestKey: 'tap-1' });
      const after = balance(4);
      const again = await platform.play(memberOf(4), 'dice', 10_000, choices, { requestKey: 'tap-1' });
      expect(again).toEqual(first);
      expect(balance(4)).toBe(after);
      expect(wallet.calls.filter((c) => c.kind === 'debit')).toHaveLength(1);
      const other = await platform.play(memberOf(4), 'dice', 20_000, choices, { requestKey: 'tap-1' });
      expect(other).toMatchObject({ ok: false, code: 'requestConflict' });
      const racing = await Promise.all(
        Array.from({ length: 5 }, () =>
          platform.play(memberOf(4), 'limbo', 1000, { target: 300 }, { requestKey: 'tap-2' }),
        ),
      );
      expect(new Set(racing.map((a) => a.ok && a.round.id)).size).toBe(1);
      expect(wallet.calls.filter((c) => c.kind === 'debit')).toHaveLength(2);
      expect((await platform.history(4)).total).toBe(2);
    } finally {
      await platform.close();
    }
  });

  it.skipIf(!engine.available)('100 concurrent rounds against a balance that covers 50 accept exactly 50', async () => {
    const { platform, balance } = await testGamesPlatform(await engine.create(), { 5: 50_000 });
    try {
      // 1,000,000x: a round almost surely loses, and whatever wins is counted below.
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => platform.play(memberOf(5), 'limbo', 1000, { target: 100_000_000 })),
      );
      const accepted = answers.filter((a) => a.ok);
      expect(accepted).toHaveLength(50);
      expect(
        answers.filter((a) => !a.ok).every((a) => !a.ok && a.code === 'walletRefused' && a.walletCode === 7105),
      ).toBe(true);
      const won = accepted.reduce((sum, a) => sum + (a.ok ? a.round.win! : 0), 0);
      expect(balance(5)).toBe(won);
      expect((await platform.history(5, { size: 100 })).total).toBe(50);
      const nonces = accepted.map((a) => a.ok && a.round.seeds.nonce);
      expect(new Set(nonces).size).toBe(50);
    } finally {
      await platform.close();
    }
  });

  it.skipIf(!engine.available)('a refused debit charges nothing and answers the wallet’s code', async () => {
    const { platform, wallet, balance } = await testGamesPlatform(await engine.create(), { 6: 500 });
    try {
      const poor = await platform.play(
        memberOf(6),
        'dice',
        1000,
        { target: 5000, direction: 'under' },
        { requestKey: 'k1' },
      );
      expect(poor).toMatchObject({ ok: false, code: 'walletRefused', walletCode: 7105 });
      wallet.endSession('gone');
      const ended = await platform.play(memberOf(6, 'gone'), 'plinko', 100, { rows: 8, risk: 'low' });
      expect(ended).toMatchObject({ ok: false, code: 'walletRefused', walletCode: 7102 });
      expect(balance(6)).toBe(500);
      expect(wallet.calls.filter((c) => c.kind !== 'debit')).toEqual([]);
      expect((await platform.history(6)).total).toBe(0);
      expect(
        await platform.play(memberOf(6), 'dice', 1000, { target: 5000, direction: 'under' }, { requestKey: 'k1' }),
      ).toEqual(poor);
      expect(await platform.play(memberOf(6), 'dice', 0, { target: 5000, direction: 'under' })).toMatchObject({
        ok: false,
        code: 'invalidParameter',
      });
      expect(await platform.play(memberOf(6), 'dice', 100, { target: 9900, direction: 'under' })).toMatchObject({
        ok: false,
        code: 'invalidParameter',
        info: expect.stringContaining('98%'),
      });
    } finally {
      await platform.close();
    }
  });

  it.skipIf(!engine.available)(
    'a credit the wallet did not confirm is re-sent by the sweep with the same id, once paid',
    async () => {
      const { platform, wallet, balance } = await testGamesPlatform(await engine.create(), { 8: 100_000 });
      try {
        wallet.fail('credit', 'throw', 'lost');
        // A 98% chance: the credit almost surely carries a win (a loss sends 0, re-sent just the same).
        const answer = await platform.play(memberOf(8), 'dice', 10_000, { target: 9800, direction: 'under' });
        if (!answer.ok) throw new Error(answer.message);
        expect(answer.round).toMatchObject({ state: 'open', pending: 'credit' });
        expect(balance(8)).toBe(90_000);
        expect(await platform.recover()).toBe(0);
        expect(balance(8)).toBe(90_000 + answer.round.win!);
        expect(await platform.recover()).toBe(1);
        expect(await platform.recover()).toBe(0);
        expect(balance(8)).toBe(90_000 + answer.round.win!);
        const credits = wallet.calls.filter((c) => c.kind === 'credit');
        expect(credits).toHaveLength(3);
        expect(new Set(credits.map((c) => c.transactionId))).toEqual(new Set([`${answer.round.id}:credit`]));
        const [stored] = (await platform.history(8)).records;
        expect(stored).toMatchObject({ state: 'settled', pending: null, win: answer.round.win });
      } finally {
        await platform.close();
      }
    },
  );

  it.skipIf(!engine.available)('a debit without an answer is rolled back: the stake comes back once', async () => {
    const { platform, wallet, balance } = await testGamesPlatform(await engine.create(), { 9: 100_000 });
    try {
      wallet.fail('debit', 'hang');
      const timedOut = await platform.play(memberOf(9), 'limbo', 10_000, { target: 200 });
      expect(timedOut).toMatchObject({ ok: false, code: 'walletUnavailable' });
      expect(balance(9)).toBe(100_000);
      wallet.fail('debit', 'throw');
      wallet.fail('rollback', 'systemError');
      const unreachable = await platform.play(memberOf(9), 'limbo', 10_000, { target: 200 });
      expect(unreachable).toMatchObject({ ok: false, code: 'walletUnavailable' });
      expect(await platform.recover()).toBe(1);
      expect(balance(9)).toBe(100_000);
      const rounds = (await platform.history(9)).records;
      expect(rounds.map((r) => r.state)).toEqual(['rolledBack', 'rolledBack']);
      expect(wallet.calls.filter((c) => c.kind === 'credit')).toEqual([]);
    } finally {
      await platform.close();
    }
  });

  it.skipIf(!engine.available)('the strict profile refuses a round started within 2.5 s of the last', async () => {
    let now = 1_800_000_000_000;
    const { platform, balance } = await testGamesPlatform(
      await engine.create(),
      { 11: 100_000 },
      {
        profile: 'strict',
        now: () => now,
      },
    );
    try {
      expect(platform.profile).toMatchObject({ minRoundMs: 2500, autoplay: false, turbo: false });
      const play = () => platform.play(memberOf(11), 'dice', 1000, { target: 5000, direction: 'over' });
      expect((await play()).ok).toBe(true);
      const left = balance(11);
      now += 2499;
      expect(await play()).toMatchObject({ ok: false, code: 'roundTooSoon' });
      expect(balance(11)).toBe(left);
      await platform.rotateSeeds(11);
      expect(await play()).toMatchObject({ ok: false, code: 'roundTooSoon' });
      now += 1;
      const third = await play();
      expect(third.ok && third.round.seeds.nonce).toBe(0);
      const racing = await Promise.all([play(), play(), play()]);
      expect(racing.filter((a) => a.ok)).toHaveLength(0);
      now += 2500;
      const burst = await Promise.all([play(), play(), play()]);
      expect(burst.filter((a) => a.ok)).toHaveLength(1);
    } finally {
      await platform.close();
    }
  });
});
