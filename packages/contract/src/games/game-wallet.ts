import { z } from 'zod';
import { messageLanguages } from '../messages/languages.js';
import type { GameWalletEnvelope } from './game-wallet-codes.js';

/**
 * The casino's seamless wallet (issue 19, docs/game-wallet-protocol.md): the calls a game, ours or a
 * third-party provider's, makes to move a player's money, served by the app server. Embedded, our
 * games call the `GameWallet` port directly; a provider POSTs the same bodies, signed, to these
 * paths. Amounts are integer minor units. Each call's `transactionId` is applied at most once per
 * provider: the same id with the same body answers the first answer, with another body 7107.
 */

/** Where a provider POSTs each call, at the app server's root (server to server, not under /api). */
export const gameWalletPaths = {
  debit: '/game-wallet/v1/debit',
  credit: '/game-wallet/v1/credit',
  rollback: '/game-wallet/v1/rollback',
  balance: '/game-wallet/v1/balance',
} as const;

/** Headers of a signed call: the provider's id, an epoch-ms timestamp and the hex HMAC-SHA256 signature. */
export const GAME_PROVIDER_HEADER = 'x-game-provider';
export const GAME_TIMESTAMP_HEADER = 'x-game-timestamp';
export const GAME_SIGNATURE_HEADER = 'x-game-signature';
/** A call whose timestamp is further than this from the operator's clock is refused; a signature is accepted once within it. */
export const GAME_REPLAY_WINDOW_MS = 5 * 60_000;
/** How long a provider waits for an answer before it treats the call as failed (a debit is then rolled back). */
export const GAME_WALLET_TIMEOUT_MS = 10_000;

/** What is signed: `${timestamp}.${raw JSON body}`, with the provider's shared secret as the HMAC-SHA256 key. */
export function gameWalletSigningText(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** The provider id our own games use in process. */
export const inHouseGameProvider = 'matchday';

export const gameProviderId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/);
const id = z.string().regex(/^[\w:.-]{1,64}$/);
const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const playerId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** Fields every move carries: the transaction, its round, the player, the currency and the game. */
const moveFields = {
  /** Unique per provider across debits, credits and rollbacks; applied at most once. */
  transactionId: id,
  /** Groups a round's moves; a round belongs to one player and currency. */
  roundId: id,
  playerId,
  currency,
  gameId: id,
  /** The player's language, for a refusal's `message`. */
  language: z.enum(messageLanguages).optional(),
};

export const gameWalletDebitBody = z.object({
  ...moveFields,
  amount: minor.min(1),
  /** The player's session from the launch: a debit is refused (7102) once it has ended. */
  session: id,
});

export const gameWalletCreditBody = z.object({
  ...moveFields,
  /** 0 records a losing round's end and moves nothing. */
  amount: minor,
});

export const gameWalletRollbackBody = z.object({
  ...moveFields,
  /** The debit to cancel; unknown, it is recorded so that a late debit with that id is refused. */
  originalTransactionId: id,
});

export const gameWalletBalanceBody = z.object({ playerId, currency });

/** A debit's or credit's success: our record of it and the balance right after it. */
export const gameWalletMoveResult = z.object({
  transactionId: id,
  walletTransactionId: z.number().int().positive(),
  balance: minor,
});

/** A rollback's success; `rolledBack` false when the debit was unknown (now refused) or had moved nothing. */
export const gameWalletRollbackResult = gameWalletMoveResult.extend({ rolledBack: z.boolean() });

/** One game wallet call, declared once: its path, body and success data. */
export interface GameWalletCall<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly body: B;
  readonly response: R;
}
const defineGameWalletCall = <B extends z.ZodType, R extends z.ZodType>(call: GameWalletCall<B, R>) =>
  Object.freeze(call);

export const gameWalletDebit = defineGameWalletCall({
  path: gameWalletPaths.debit,
  body: gameWalletDebitBody,
  response: gameWalletMoveResult,
});
export const gameWalletCredit = defineGameWalletCall({
  path: gameWalletPaths.credit,
  body: gameWalletCreditBody,
  response: gameWalletMoveResult,
});
export const gameWalletRollback = defineGameWalletCall({
  path: gameWalletPaths.rollback,
  body: gameWalletRollbackBody,
  response: gameWalletRollbackResult,
});
export const gameWalletBalance = defineGameWalletCall({
  path: gameWalletPaths.balance,
  body: gameWalletBalanceBody,
  response: z.object({ balance: minor }),
});

/** The calls the operator serves for game providers. */
export const gameWalletCalls = [gameWalletDebit, gameWalletCredit, gameWalletRollback, gameWalletBalance] as const;

export type GameWalletDebit = z.infer<typeof gameWalletDebitBody>;
export type GameWalletCredit = z.infer<typeof gameWalletCreditBody>;
export type GameWalletRollback = z.infer<typeof gameWalletRollbackBody>;
export type GameWalletBalanceQuery = z.infer<typeof gameWalletBalanceBody>;
export type GameWalletMoveResult = z.infer<typeof gameWalletMoveResult>;
export type GameWalletRollbackResult = z.infer<typeof gameWalletRollbackResult>;
export type GameWalletRequestOf<C> = C extends GameWalletCall<infer B, z.ZodType> ? z.output<B> : never;
export type GameWalletDataOf<C> = C extends GameWalletCall<z.ZodType, infer R> ? z.output<R> : never;

/**
 * The wallet port of one provider, both ways of reaching the operator implement it (direct call or
 * signed HTTP); every answer is the envelope the HTTP call would carry, refusals included.
 */
export interface GameWallet {
  debit(move: GameWalletDebit): Promise<GameWalletEnvelope<GameWalletMoveResult>>;
  credit(move: GameWalletCredit): Promise<GameWalletEnvelope<GameWalletMoveResult>>;
  rollback(move: GameWalletRollback): Promise<GameWalletEnvelope<GameWalletRollbackResult>>;
  balance(query: GameWalletBalanceQuery): Promise<GameWalletEnvelope<{ balance: number }>>;
}
