import { createHash } from 'node:crypto';
import {
  gameWalletAnswer,
  gameWalletCodes,
  type GameWalletCodeName,
  type GameWalletCredit,
  type GameWalletDebit,
  type GameWalletEnvelope,
  type GameWalletRollback,
  type MessageLanguage,
} from '@matchday/contract';
import type { TransferRequest } from '../wallet/index.js';

export type GameWalletKind = 'debit' | 'credit' | 'rollback';
export type GameWalletMove = GameWalletDebit | GameWalletCredit | GameWalletRollback;

/** The house account casino stakes go to and wins and refunds come from. */
const CASINO = { house: 'casino' } as const;

/**
 * What a call asks, hashed: its kind and every field that decides a movement. The session and the
 * language do not (a retry from a new session or in another language is the same movement).
 */
export function fingerprintOf(kind: GameWalletKind, m: GameWalletMove): string {
  const fields = [
    kind,
    m.playerId,
    m.currency,
    'amount' in m ? m.amount : null,
    m.roundId,
    m.gameId,
    'originalTransactionId' in m ? m.originalTransactionId : null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The ledger's idempotency key of a debit or credit: the provider's transaction id, as is. */
export const moveKey = (provider: string, transactionId: string) => `game:${provider}:${transactionId}`;
/** A rolled-back debit's refund is keyed on the debit, so however many rollbacks name it, it is refunded once. */
export const refundKey = (provider: string, debitId: string) => `game:${provider}:${debitId}:rollback`;
/** The ledger transfer's reference: the round it belongs to. */
export const roundReference = (provider: string, roundId: string) => `game:${provider}:${roundId}`;

interface StoredMove {
  provider: string;
  transactionId: string;
  roundId: string;
  userId: number;
  currency: string;
  amount: number;
}

/** A debit as a ledger transfer: player → house `casino`, kind `game_bet` (the guarded wallet judges it as a game round). */
export const debitTransfer = (m: StoredMove): TransferRequest => ({
  idempotencyKey: moveKey(m.provider, m.transactionId),
  kind: 'game_bet',
  reference: roundReference(m.provider, m.roundId),
  from: { member: m.userId },
  to: CASINO,
  amount: m.amount,
  currency: m.currency,
});

/** A win: house `casino` → player, kind `game_win`. */
export const creditTransfer = (m: StoredMove): TransferRequest => ({
  ...debitTransfer(m),
  kind: 'game_win',
  from: CASINO,
  to: { member: m.userId },
});

/** A rolled-back debit given back: house `casino` → player, kind `game_refund`, keyed on the debit. */
export const refundTransfer = (debit: StoredMove): TransferRequest => ({
  ...creditTransfer(debit),
  idempotencyKey: refundKey(debit.provider, debit.transactionId),
  kind: 'game_refund',
});

const codeNames = new Map<number, GameWalletCodeName>(
  Object.entries(gameWalletCodes).map(([name, code]) => [code, name as GameWalletCodeName]),
);

/** A call's first answer as stored: the code, the message it carried and the balance. */
export interface StoredAnswer {
  id: number;
  transactionId: string;
  kind: string;
  amount: number;
  answerCode: number | null;
  answerMessage: string | null;
  balance: number | null;
}

/** The envelope of a stored answer, as the call first answered it. */
export function envelopeOf<T>(row: StoredAnswer, lang: MessageLanguage): GameWalletEnvelope<T> {
  const name = codeNames.get(row.answerCode ?? -1) ?? 'systemError';
  if (name !== 'success') {
    const data = row.balance === null ? null : { balance: row.balance };
    return gameWalletAnswer<T>(name, lang, data, { message: row.answerMessage ?? undefined });
  }
  const result = { transactionId: row.transactionId, walletTransactionId: row.id, balance: row.balance ?? 0 };
  const data = row.kind === 'rollback' ? { ...result, rolledBack: row.amount > 0 } : result;
  return gameWalletAnswer<T>(name, lang, data as T, { message: row.answerMessage ?? undefined });
}
