import {
  gameWalletCodes,
  type GameWallet,
  type GameWalletCredit,
  type GameWalletDebit,
  type GameWalletRollback,
} from '@matchday/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../src/modules/game-wallet/game-wallet-rules.js';
import { createGameWalletRepository } from '../../src/modules/game-wallet/game-wallet.repository.js';
import { createGameWalletService } from '../../src/modules/game-wallet/game-wallet.service.js';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { fundedMember } from '../factories/funded-member.js';

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

let nextId = 0;
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++nextId}`;

describe.each(engines)('the casino wallet in process on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let games: GameWallet;
  let memberNo = 0;

  /** A fresh player with `vnd` minor units and an open session, so no test shares a wallet. */
  async function newPlayer(vnd = 1_000_000) {
    const userName = `gamer${++memberNo}${postgres ? 'p' : 's'}`;
    const id = await fundedMember(t.app, userName, vnd);
    const session = await t.app.services.sessions.open(id, null);
    const roundId = fresh('round');
    const debit = (more: Partial<GameWalletDebit> = {}): GameWalletDebit => ({
      transactionId: fresh('bet'),
      roundId,
      playerId: id,
      currency: 'VND',
      gameId: 'dice',
      amount: 10_000,
      session: String(session.sessionId),
      ...more,
    });
    const credit = (more: Partial<GameWalletCredit> = {}): GameWalletCredit => ({
      transactionId: fresh('win'),
      roundId,
      playerId: id,
      currency: 'VND',
      gameId: 'dice',
      amount: 25_000,
      ...more,
    });
    const rollback = (originalTransactionId: string, more: Partial<GameWalletRollback> = {}): GameWalletRollback => ({
      transactionId: fresh('rb'),
      roundId,
      playerId: id,
      currency: 'VND',
      gameId: 'dice',
      originalTransactionId,
      ...more,
    });
    return { id, session, debit, credit, rollback, balance: () => t.app.services.wallet.balance(id, 'VND') };
  }

  const transfersOf = (userId: number) =>
    t.app.services.db
      .selectFrom('ledgerEntries')
      .innerJoin('ledgerTransfers', 'ledgerTransfers.id', 'ledgerEntries.transferId')
      .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'ledgerEntries.accountId')
      .select(['ledgerTransfers.kind', 'ledgerTransfers.idempotencyKey', 'ledgerEntries.amount'])
      .where('ledgerAccounts.ownerKind', '=', 'member')
      .where('ledgerAccounts.ownerId', '=', userId)
      .where('ledgerTransfers.kind', 'like', 'game%')
      .orderBy('ledgerEntries.id')
      .execute();

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    games = t.app.services.gameWallet;
  });
  afterEach(async () => {
    if (!skip) expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('takes a stake and pays a win, each as one keyed ledger transfer', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    const taken = await games.debit(bet);
    expect(taken).toMatchObject({
      code: 0,
      success: true,
      data: { transactionId: bet.transactionId, balance: 990_000 },
    });
    expect(await games.credit(p.credit())).toMatchObject({ code: 0, data: { balance: 1_015_000 } });
    // A losing round's end: a 0 credit, nothing moves.
    expect(await games.credit(p.credit({ amount: 0 }))).toMatchObject({ code: 0, data: { balance: 1_015_000 } });
    const moves = await transfersOf(p.id);
    expect(moves.map((m) => [m.kind, Number(m.amount)])).toEqual([
      ['game_bet', -10_000],
      ['game_win', 25_000],
    ]);
    expect(moves[0]!.idempotencyKey).toBe(`game:matchday:${bet.transactionId}`);
  });

  it.skipIf(skip)('a replayed transaction id answers the first answer and moves money once', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    const first = await games.debit(bet);
    // Replays, one after the other and all at once, in another language: the same answer, nothing moves.
    expect(await games.debit({ ...bet, language: 'vi' })).toEqual(first);
    const storm = await Promise.all(Array.from({ length: 20 }, () => games.debit(bet)));
    for (const answer of storm) expect(answer).toEqual(first);
    const win = p.credit();
    const paid = await games.credit(win);
    expect(await games.credit(win)).toEqual(paid);
    expect(await p.balance()).toBe(1_015_000);
    expect(await transfersOf(p.id)).toHaveLength(2);
    // A refusal is a first answer too: replayed as it was.
    const tooMuch = p.debit({ amount: 5_000_000 });
    const refused = await games.debit(tooMuch);
    expect(refused).toMatchObject({ code: gameWalletCodes.insufficientFunds, data: { balance: 1_015_000 } });
    expect(await games.debit(tooMuch)).toEqual(refused);
  });

  it.skipIf(skip)('the same transaction id with another body is refused with its own code', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    await games.debit(bet);
    for (const other of [{ amount: 20_000 }, { gameId: 'limbo' }, { roundId: fresh('round') }])
      expect(await games.debit({ ...bet, ...other })).toMatchObject({
        code: gameWalletCodes.transactionConflict,
        success: false,
      });
    // The id is the provider's across calls: a credit cannot reuse a debit's.
    expect(await games.credit(p.credit({ transactionId: bet.transactionId }))).toMatchObject({
      code: gameWalletCodes.transactionConflict,
    });
    expect(await p.balance()).toBe(990_000);
  });

  it.skipIf(skip)('a rollback of a debit restores the balance once, however often it is sent', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    await games.debit(bet);
    expect(await p.balance()).toBe(990_000);
    const rb = p.rollback(bet.transactionId);
    const undone = await games.rollback(rb);
    expect(undone).toMatchObject({ code: 0, data: { rolledBack: true, balance: 1_000_000 } });
    expect(await games.rollback(rb)).toEqual(undone);
    // Another rollback id for the same debit, and all at once: still refunded once.
    const again = await Promise.all(Array.from({ length: 10 }, () => games.rollback(p.rollback(bet.transactionId))));
    for (const a of again) expect(a).toMatchObject({ code: 0 });
    expect(await p.balance()).toBe(1_000_000);
    // The debit itself now answers as it first did, and moves nothing.
    expect((await games.debit(bet)).code).toBe(0);
    expect((await transfersOf(p.id)).map((m) => [m.kind, Number(m.amount)])).toEqual([
      ['game_bet', -10_000],
      ['game_refund', 10_000],
    ]);
    // Only a debit can be rolled back.
    const win = p.credit();
    await games.credit(win);
    expect(await games.rollback(p.rollback(win.transactionId))).toMatchObject({
      code: gameWalletCodes.notRollbackable,
    });
  });

  it.skipIf(skip)('a rollback of an unknown transaction is recorded, and the late debit is refused', async () => {
    const p = await newPlayer();
    const late = p.debit();
    expect(await games.rollback(p.rollback(late.transactionId))).toMatchObject({
      code: 0,
      data: { rolledBack: false, balance: 1_000_000 },
    });
    expect(await games.debit(late)).toMatchObject({ code: gameWalletCodes.transactionRolledBack, success: false });
    expect(await p.balance()).toBe(1_000_000);
    expect(await transfersOf(p.id)).toEqual([]);
  });

  it.skipIf(skip)('a debit and its rollback racing: the stake is refunded exactly once either way', async () => {
    const p = await newPlayer();
    const bets = Array.from({ length: 20 }, () => p.debit());
    await Promise.all(bets.flatMap((b) => [games.debit(b), games.rollback(p.rollback(b.transactionId))]));
    expect(await p.balance()).toBe(1_000_000);
    const moves = await transfersOf(p.id);
    const bet = moves.filter((m) => m.kind === 'game_bet').length;
    expect(moves.filter((m) => m.kind === 'game_refund')).toHaveLength(bet);
  });

  it.skipIf(skip)(
    'two nodes racing the same debits and their rollbacks refund each taken stake exactly once',
    async () => {
      const p = await newPlayer();
      // A second node: its own service and write batches on the same database and ledger.
      const accounts = createAccountRepository(t.app.services.db);
      const other = createGameWalletService({
        repo: createGameWalletRepository(t.app.services.db),
        wallet: t.app.services.wallet,
        findPlayer: (id) => accounts.findById(id),
        sessionAllows: (session, id) => t.app.services.sessions.allowsStake(Number(session), id, false),
      }).forProvider('matchday');
      const bets = Array.from({ length: 20 }, () => p.debit());
      const answers = await Promise.all(
        bets.flatMap((b) => [
          games.debit(b),
          other.debit(b),
          other.rollback(p.rollback(b.transactionId)),
          games.debit(b),
        ]),
      );
      for (const a of answers) expect([0, gameWalletCodes.transactionRolledBack]).toContain(a.code);
      expect(await p.balance()).toBe(1_000_000);
      const moves = await transfersOf(p.id);
      expect(moves.filter((m) => m.kind === 'game_refund')).toHaveLength(
        moves.filter((m) => m.kind === 'game_bet').length,
      );
    },
  );

  it.skipIf(skip)('a stake taken while another node answered the debit with a refusal is given back', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    const repo = createGameWalletRepository(t.app.services.db);
    // This node passes the session check just as the other node, finding the session ended, stores its refusal.
    const node = createGameWalletService({
      repo,
      wallet: t.app.services.wallet,
      findPlayer: (id) => createAccountRepository(t.app.services.db).findById(id),
      async sessionAllows() {
        const row = await repo.find('matchday', bet.transactionId);
        await repo.finish(row!.id, { code: gameWalletCodes.sessionEnded, message: 'ended', balance: 1_000_000 });
        return true;
      },
    }).forProvider('matchday');
    expect(await node.debit(bet)).toMatchObject({ code: gameWalletCodes.sessionEnded, data: { balance: 1_000_000 } });
    expect(await p.balance()).toBe(1_000_000);
    expect((await transfersOf(p.id)).map((m) => m.kind)).toEqual(['game_bet', 'game_refund']);
  });

  it.skipIf(skip)('100 concurrent debits against a balance that covers 50 accept exactly 50', async () => {
    const p = await newPlayer(500_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => games.debit(p.debit())));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(50);
    expect(answers.filter((a) => a.code === gameWalletCodes.insufficientFunds)).toHaveLength(50);
    expect(await p.balance()).toBe(0);
    expect(await transfersOf(p.id)).toHaveLength(50);
  });

  it.skipIf(skip)('a self-excluded player’s debit is refused, with the reason in their language', async () => {
    const p = await newPlayer();
    await t.app.services.controls.selfExclude(p.id, 6);
    const refused = await games.debit(p.debit({ language: 'vi' }));
    expect(refused).toMatchObject({
      code: gameWalletCodes.responsibleGamblingBlock,
      success: false,
      data: { balance: 1_000_000 },
    });
    expect(refused.message).toMatch(/ đến \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    // Winnings still reach them.
    expect(await games.credit(p.credit())).toMatchObject({ code: 0, data: { balance: 1_025_000 } });
  });

  it.skipIf(skip)('a wager limit refuses the debit that would pass it', async () => {
    const p = await newPlayer();
    await t.app.services.controls.saveLimit(p.id, { kind: 'wager', period: 'day', currency: 'VND', amount: 15_000 });
    expect((await games.debit(p.debit())).code).toBe(0);
    const refused = await games.debit(p.debit({ language: 'en' }));
    expect(refused.code).toBe(gameWalletCodes.responsibleGamblingBlock);
    expect(refused.message).toMatch(/daily wager limit/);
  });

  it.skipIf(skip)(
    'after logout a debit is refused, and the round’s credit and rollback are still accepted',
    async () => {
      const p = await newPlayer();
      const bet = p.debit();
      await games.debit(bet);
      const other = p.debit();
      await games.debit(other);
      await t.app.services.sessions.revoke(p.session.sessionId, p.id);
      expect(await games.debit(p.debit())).toMatchObject({
        code: gameWalletCodes.sessionEnded,
        data: { balance: 980_000 },
      });
      expect(await games.credit(p.credit())).toMatchObject({ code: 0, data: { balance: 1_005_000 } });
      expect(await games.rollback(p.rollback(other.transactionId))).toMatchObject({
        code: 0,
        data: { rolledBack: true, balance: 1_015_000 },
      });
      // A retry of a debit taken before the logout answers as it first did.
      expect((await games.debit(bet)).code).toBe(0);
    },
  );

  it.skipIf(skip)(
    'a crash after the ledger took the stake: the retry answers it as taken, past a new exclusion and a logout',
    async () => {
      const p = await newPlayer();
      const bet = p.debit();
      // What a crash between the ledger and the stored answer leaves: the claimed id, pending, and the transfer under its key.
      const at = Date.now();
      await createGameWalletRepository(t.app.services.db).claim({
        provider: 'matchday',
        transactionId: bet.transactionId,
        kind: 'debit',
        roundId: bet.roundId,
        gameId: bet.gameId,
        userId: p.id,
        currency: 'VND',
        amount: bet.amount,
        originalTransactionId: null,
        fingerprint: fingerprintOf('debit', bet),
        state: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      await t.app.services.wallet.transfer({
        idempotencyKey: `game:matchday:${bet.transactionId}`,
        kind: 'game_bet',
        reference: `game:matchday:${bet.roundId}`,
        from: { member: p.id },
        to: { house: 'casino' },
        amount: bet.amount,
        currency: 'VND',
      });
      await t.app.services.controls.selfExclude(p.id, 6);
      await t.app.services.sessions.revoke(p.session.sessionId, p.id);
      expect(await games.debit(bet)).toMatchObject({ code: 0, data: { balance: 990_000 } });
      expect(await transfersOf(p.id)).toHaveLength(1);
      // And it can still be rolled back.
      expect(await games.rollback(p.rollback(bet.transactionId))).toMatchObject({
        code: 0,
        data: { rolledBack: true, balance: 1_000_000 },
      });
    },
  );

  it.skipIf(skip)('unknown players, foreign rounds and banned accounts are refused', async () => {
    const p = await newPlayer();
    const q = await newPlayer();
    expect(await games.debit(p.debit({ playerId: 999_999_999 }))).toMatchObject({
      code: gameWalletCodes.playerNotFound,
      data: null,
    });
    const bet = p.debit();
    await games.debit(bet);
    expect(await games.debit(q.debit({ roundId: bet.roundId }))).toMatchObject({ code: gameWalletCodes.roundMismatch });
    await createAccountRepository(t.app.services.db).close(q.id, Date.now());
    expect(await games.debit(q.debit())).toMatchObject({ code: gameWalletCodes.playerBlocked });
    expect(await games.balance({ playerId: q.id, currency: 'VND' })).toMatchObject({
      code: 0,
      data: { balance: 1_000_000 },
    });
  });
});
