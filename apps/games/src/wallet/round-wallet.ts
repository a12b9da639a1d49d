import {
  GAME_WALLET_TIMEOUT_MS,
  gameWalletCodes,
  type GameWallet,
  type GameWalletEnvelope,
  type MessageLanguage,
} from '@matchday/contract';
import type { RoundRow } from '../rounds/round.repository.js';

/** Who plays: the operator's player id, the round's currency, and the session the launch handed the game. */
export interface GameMember {
  id: number;
  currency: string;
  session: string;
  language?: MessageLanguage;
}

/** A round's transaction ids follow from its id, so a retry of any step sends the same id and moves money once. */
export const transactionIds = (roundId: string) => ({
  debit: `${roundId}:debit`,
  credit: `${roundId}:credit`,
  rollback: `${roundId}:rollback`,
});

/** The wallet's answer, or null when the outcome is unknown: no answer in time, a throw, or systemError (6). */
export type WalletAnswer<T> = GameWalletEnvelope<T> | null;

/**
 * The round's moves through the GameWallet port, each with its derived transaction id and the
 * protocol's timeout; an unknown outcome comes back as null for the caller to recover by the
 * protocol's rules (a debit is rolled back, a credit or rollback re-sent with the same id).
 */
export function createRoundWallet(
  wallet: GameWallet,
  opts: { timeoutMs?: number; log?: (message: string, err?: unknown) => void } = {},
) {
  const timeoutMs = opts.timeoutMs ?? GAME_WALLET_TIMEOUT_MS;
  const log = opts.log ?? (() => {});

  async function ask<T>(what: string, call: () => Promise<GameWalletEnvelope<T>>): Promise<WalletAnswer<T>> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    try {
      const answer = await Promise.race([call(), late]);
      if (answer === null) log(`game wallet ${what}: no answer in ${timeoutMs} ms`);
      else if (answer.code === gameWalletCodes.systemError) log(`game wallet ${what}: systemError`);
      return answer === null || answer.code === gameWalletCodes.systemError ? null : answer;
    } catch (err) {
      log(`game wallet ${what} failed`, err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  const move = (round: RoundRow) => ({
    roundId: round.id,
    playerId: round.memberId,
    currency: round.currency,
    gameId: round.game,
  });

  return {
    debit: (round: RoundRow, member: GameMember) =>
      ask(`debit ${round.id}`, () =>
        wallet.debit({
          ...move(round),
          transactionId: round.debitTransactionId,
          amount: round.stake,
          session: member.session,
          ...(member.language ? { language: member.language } : {}),
        }),
      ),
    credit: (round: RoundRow) =>
      ask(`credit ${round.id}`, () =>
        wallet.credit({ ...move(round), transactionId: transactionIds(round.id).credit, amount: round.win ?? 0 }),
      ),
    rollback: (round: RoundRow) =>
      ask(`rollback ${round.id}`, () =>
        wallet.rollback({
          ...move(round),
          transactionId: transactionIds(round.id).rollback,
          originalTransactionId: round.debitTransactionId,
        }),
      ),
  };
}

export type RoundWallet = ReturnType<typeof createRoundWallet>;

/** The balance an accepted answer carries. */
export function balanceOf(answer: GameWalletEnvelope<unknown>): number | null {
  const data = answer.data as { balance?: unknown } | null;
  return typeof data?.balance === 'number' ? data.balance : null;
}
