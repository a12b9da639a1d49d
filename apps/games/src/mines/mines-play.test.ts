import { afterAll, describe, expect, it } from 'vitest';
import { minesMultiplier, payoutFor, verifyRound } from '@matchday/core';
import { memberOf, testDatabases, testGamesPlatform } from '../platform/test-platform.test-support.js';

describe.each(testDatabases())('mines on $name', (engine) => {
  afterAll(() => engine.drop());

  /** The mines of the member's game in play, read as only the server can (the player sees them once it ends). */
  async function boardOf(p: Awaited<ReturnType<typeof testGamesPlatform>>, roundId: string) {
    const row = await p.platform.db
      .selectFrom('gamesRounds')
      .select('outcome')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.outcome) as { mines: number[] }).mines;
  }

  it.skipIf(!engine.available)(
    'starts with a debit, grows the multiplier on safe tiles, and cashes out once',
    async () => {
      const p = await testGamesPlatform(await engine.create(), { 21: 100_000 });
      const me = memberOf(21);
      try {
        const started = await p.platform.mines.start(me, 10_000, { mines: 3 }, { requestKey: 'm1' });
        if (!started.ok) throw new Error(started.message);
        expect(started.round).toMatchObject({
          game: 'mines',
          state: 'open',
          pending: 'play',
          outcome: null,
          win: null,
          revealed: [],
        });
        expect(p.balance(21)).toBe(90_000);
        expect(await p.platform.mines.start(me, 10_000, { mines: 3 })).toMatchObject({
          ok: false,
          code: 'minesGameOpen',
        });
        expect(await p.platform.rotateSeeds(21)).toEqual({ ok: false, code: 'minesGameOpen' });
        expect(await p.platform.mines.cashOut(me)).toMatchObject({ ok: false, code: 'nothingToCashOut' });

        const mines = await boardOf(p, started.round.id);
        const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !mines.includes(t));
        for (const [i, tile] of safe.slice(0, 2).entries()) {
          const step = await p.platform.mines.reveal(me, tile);
          expect(step.ok && step.round).toMatchObject({
            pending: 'play',
            revealed: safe.slice(0, i + 1),
            outcome: null,
          });
        }
        expect(await p.platform.mines.reveal(me, safe[0]!)).toMatchObject({ ok: false, code: 'tileAlreadyRevealed' });
        expect(await p.platform.mines.reveal(me, 25)).toMatchObject({ ok: false, code: 'invalidParameter' });

        const cashed = await p.platform.mines.cashOut(me);
        if (!cashed.ok) throw new Error(cashed.message);
        const win = payoutFor(10_000, minesMultiplier(3, 2));
        expect(cashed.round).toMatchObject({
          state: 'settled',
          win,
          multiplier: minesMultiplier(3, 2),
          revealed: safe.slice(0, 2),
        });
        expect(cashed.round.outcome).toEqual({ mines, revealed: safe.slice(0, 2) });
        expect(p.balance(21)).toBe(90_000 + win);
        expect(await p.platform.mines.cashOut(me)).toMatchObject({ ok: false, code: 'noMinesGame' });
        expect(await p.platform.mines.reveal(me, safe[3]!)).toMatchObject({ ok: false, code: 'noMinesGame' });

        const rotated = await p.platform.rotateSeeds(21);
        if (!rotated.ok) throw new Error(rotated.code);
        const { serverSeed, clientSeed } = rotated.seeds.revealed!;
        const verified = verifyRound('mines', { serverSeed, clientSeed, nonce: cashed.round.seeds.nonce, mines: 3 });
        expect(verified.outcome).toEqual({ mines });
      } finally {
        await p.platform.close();
      }
    },
  );

  it.skipIf(!engine.available)(
    'loses on a mine (a credit of 0 closes the round) and frees the member for a new game',
    async () => {
      const p = await testGamesPlatform(await engine.create(), { 22: 50_000 });
      const me = memberOf(22);
      try {
        const started = await p.platform.mines.start(me, 10_000, { mines: 24 });
        if (!started.ok) throw new Error(started.message);
        const mines = await boardOf(p, started.round.id);
        const lost = await p.platform.mines.reveal(me, mines[5]!);
        expect(lost.ok && lost.round).toMatchObject({ state: 'settled', win: 0, multiplier: 0, revealed: [mines[5]] });
        expect(p.wallet.calls.filter((c) => c.kind === 'credit')).toEqual([
          { kind: 'credit', transactionId: `${started.round.id}:credit`, amount: 0 },
        ]);
        expect(p.balance(22)).toBe(40_000);

        const again = await p.platform.mines.start(me, 10_000, { mines: 24 });
        if (!again.ok) throw new Error(again.message);
        const board = await boardOf(p, again.round.id);
        const only = Array.from({ length: 25 }, (_, t) => t).find((t) => !board.includes(t))!;
        const all = await p.platform.mines.reveal(me, only);
        expect(all.ok && all.round).toMatchObject({
          state: 'settled',
          multiplier: minesMultiplier(24, 1),
          win: payoutFor(10_000, minesMultiplier(24, 1)),
        });
        expect(p.balance(22)).toBe(30_000 + payoutFor(10_000, minesMultiplier(24, 1)));
      } finally {
        await p.platform.close();
      }
    },
  );

  it.skipIf(!engine.available)(
    'a start whose debit answer was lost in a crash is rolled back by the sweep, and the member may play again',
    async () => {
      const p = await testGamesPlatform(await engine.create(), { 24: 20_000 });
      const me = memberOf(24);
      try {
        const started = await p.platform.mines.start(me, 10_000, { mines: 5 });
        if (!started.ok) throw new Error(started.message);
        // As if the process died after sending the debit: the round still waits for its answer, long since.
        await p.platform.db
          .updateTable('gamesRounds')
          .set({ pending: 'debit', createdAt: 0 })
          .where('id', '=', started.round.id)
          .execute();
        expect(await p.platform.recover()).toBe(1);
        expect(p.balance(24)).toBe(20_000);
        const [round] = (await p.platform.history(24)).records;
        expect(round).toMatchObject({ id: started.round.id, state: 'rolledBack', win: null });
        expect(await p.platform.mines.reveal(me, 0)).toMatchObject({ ok: false, code: 'noMinesGame' });
        expect((await p.platform.mines.start(me, 10_000, { mines: 5 })).ok).toBe(true);
        expect(p.balance(24)).toBe(10_000);
      } finally {
        await p.platform.close();
      }
    },
  );

  it.skipIf(!engine.available)('a refused start leaves no game in play, and bad choices are refused', async () => {
    const p = await testGamesPlatform(await engine.create(), { 23: 5_000 });
    const me = memberOf(23);
    try {
      expect(await p.platform.mines.start(me, 10_000, { mines: 3 })).toMatchObject({ ok: false, walletCode: 7105 });
      expect(await p.platform.mines.reveal(me, 0)).toMatchObject({ ok: false, code: 'noMinesGame' });
      expect(await p.platform.mines.start(me, 1000, { mines: 25 })).toMatchObject({
        ok: false,
        code: 'invalidParameter',
      });
      expect(await p.platform.play(me, 'mines', 1000, { mines: 3 })).toMatchObject({
        ok: false,
        code: 'invalidParameter',
      });
      const racing = await Promise.all([1, 2, 3].map(() => p.platform.mines.start(me, 1000, { mines: 1 })));
      expect(racing.filter((a) => a.ok)).toHaveLength(1);
      expect(racing.filter((a) => !a.ok && a.code === 'minesGameOpen')).toHaveLength(2);
      expect(p.balance(23)).toBe(4_000);
    } finally {
      await p.platform.close();
    }
  });
});
