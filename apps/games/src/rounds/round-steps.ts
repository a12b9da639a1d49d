import { gameWalletCodes, gameWalletMessages, type GameWalletCodeName } from '@matchday/contract';
import type { RoundRepository, RoundRow } from './round.repository.js';
import { balanceOf, transactionIds, type GameMember, type RoundWallet } from '../wallet/round-wallet.js';

/** How a debit ended: taken (the round goes on), refused by the wallet, or unknown and rolled back (or being). */
export type DebitResult =
  | { taken: true; round: RoundRow }
  | { taken: false; refusal: 'walletRefused'; walletCode: number; message: string }
  | { taken: false; refusal: 'walletUnavailable' };

const codeNames = new Map<number, GameWalletCodeName>(
  Object.entries(gameWalletCodes).map(([name, code]) => [code, name as GameWalletCodeName]),
);

/** The wallet's message for a stored refusal code, in the player's language. */
export function walletMessage(code: number, member: Pick<GameMember, 'language'>): string {
  const name = codeNames.get(code);
  return name ? gameWalletMessages[name][member.language ?? 'en'] : `wallet code ${code}`;
}

/**
 * A round's money steps, each a conditional move of its `pending` step so that a retry, the recovery
 * sweep and the player's own call never apply one twice (the wallet applies each transaction id once).
 */
export function createRoundSteps(rounds: RoundRepository, wallet: RoundWallet, clock: () => number) {
  const reread = async (id: string) => (await rounds.byId(id))!;

  /** Sends (or re-sends) the rollback of an open round's debit; settles it as rolled back once answered. */
  async function rollBack(round: RoundRow): Promise<RoundRow> {
    if (round.pending !== 'debit' && round.pending !== 'rollback') return round;
    if (round.pending === 'debit') {
      await rounds.move(round.id, 'debit', {
        pending: 'rollback',
        rollbackTransactionId: transactionIds(round.id).rollback,
      });
    }
    const answer = await wallet.rollback(round);
    if (answer && answer.code === gameWalletCodes.success) {
      // A mines game whose stake came back was never played: its board goes, so the member may start another.
      if (round.game === 'mines') await rounds.dropBoard(round.id);
      await rounds.move(round.id, 'rollback', {
        pending: null,
        state: 'rolledBack',
        win: null,
        multiplier: null,
        balance: balanceOf(answer),
        settledAt: clock(),
      });
    }
    return reread(round.id);
  }

  /** Sends (or re-sends) the round's credit, its decided win or 0; settles it once the wallet answers 0. */
  async function credit(round: RoundRow): Promise<RoundRow> {
    if (round.pending !== 'credit') return round;
    const answer = await wallet.credit(round);
    if (answer && answer.code === gameWalletCodes.success) {
      await rounds.move(round.id, 'credit', {
        pending: null,
        state: 'settled',
        balance: balanceOf(answer),
        settledAt: clock(),
      });
    }
    return reread(round.id);
  }

  /**
   * Debits a freshly opened round's stake. Taken: the round waits for `next` (credit, or play for
   * mines). Refused: the round is marked refused, nothing charged. Unknown: rolled back (the protocol's rule).
   */
  async function debit(round: RoundRow, member: GameMember, next: 'credit' | 'play'): Promise<DebitResult> {
    const answer = await wallet.debit(round, member);
    if (answer === null) {
      await rollBack(round);
      return { taken: false, refusal: 'walletUnavailable' };
    }
    if (answer.code !== gameWalletCodes.success) {
      await rounds.move(round.id, 'debit', {
        pending: null,
        state: 'refused',
        refusalCode: answer.code,
        win: null,
        multiplier: null,
        balance: balanceOf(answer),
        settledAt: clock(),
      });
      return { taken: false, refusal: 'walletRefused', walletCode: answer.code, message: answer.message };
    }
    const change =
      next === 'credit'
        ? { pending: next, balance: balanceOf(answer), creditTransactionId: transactionIds(round.id).credit }
        : { pending: next, balance: balanceOf(answer) };
    if (await rounds.move(round.id, 'debit', change)) return { taken: true, round: await reread(round.id) };
    // The recovery sweep gave up on this debit meanwhile and rolls it back: the stake comes back.
    await rollBack(await reread(round.id));
    return { taken: false, refusal: 'walletUnavailable' };
  }

  /** Drives an unfinished round one step: the sweep's and a replayed request's job. */
  async function resume(round: RoundRow): Promise<RoundRow> {
    if (round.pending === 'credit') return credit(round);
    if (round.pending === 'rollback' || round.pending === 'debit') return rollBack(round);
    return round;
  }

  return { debit, credit, rollBack, resume };
}

export type RoundSteps = ReturnType<typeof createRoundSteps>;
