import type { Generated } from 'kysely';

/** Table types of games.db (snake_case columns, camelCase through CamelCasePlugin). */

/** A member's provably fair seed pair; one active at a time, revealed when rotated. */
export interface SeedPairsTable {
  id: Generated<number>;
  memberId: number;
  /** Secret while the pair is active; shown once revealed. */
  serverSeed: string;
  /** sha256(serverSeed) as hex: shown before play. */
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round takes (the first round of a pair plays nonce 0). */
  nonce: number;
  /** 1 for the member's current pair, 0 once rotated. */
  active: number;
  /** When the member's last round started (carried to the next pair): the strict profile's gate. */
  lastRoundAt: number | null;
  createdAt: number;
  revealedAt: number | null;
}

/** `open` while money or play is pending; `refused` rounds charged nothing. */
export type RoundState = 'open' | 'settled' | 'rolledBack' | 'refused';
/** What an open round waits for: the debit's answer, the player (mines), the credit, or the rollback. */
export type RoundPending = 'debit' | 'play' | 'credit' | 'rollback';

/** One round: money in integer minor units, the outcome as JSON. */
export interface RoundsTable {
  id: string;
  memberId: number;
  game: string;
  currency: string;
  /** The play's request key; with memberId unique, so a replay answers the first round. */
  requestKey: string | null;
  stake: number;
  /** Null until the outcome is decided. */
  win: number | null;
  /** Paid multiplier in ten-thousandths; null until decided. */
  multiplier: number | null;
  /** JSON: the player's choices (dice target and direction, limbo target, plinko rows and risk, mines count, slot RTP). */
  params: string;
  seedPairId: number;
  clientSeed: string;
  nonce: number;
  /** JSON outcome as the core computes it (mines: the mine tiles, kept from the player until the game ends). */
  outcome: string;
  state: RoundState;
  pending: RoundPending | null;
  debitTransactionId: string;
  /** Set when a credit (win or 0) was first sent. */
  creditTransactionId: string | null;
  /** Set when a rollback of the debit was first sent. */
  rollbackTransactionId: string | null;
  /** The wallet's code when it refused the debit. */
  refusalCode: number | null;
  /** The member's balance after the round's last accepted move. */
  balance: number | null;
  createdAt: number;
  settledAt: number | null;
}

/** A mines game in play: one per member (unique memberId), removed when it ends. */
export interface MinesBoardsTable {
  roundId: string;
  memberId: number;
  mines: number;
  /** JSON array of the safe tiles revealed, in order. */
  revealed: string;
  /** Revealed safe tiles: the compare-and-set guard of each reveal. */
  safeCount: number;
  updatedAt: number;
}

export interface GamesDatabaseSchema {
  gamesSeedPairs: SeedPairsTable;
  gamesRounds: RoundsTable;
  gamesMinesBoards: MinesBoardsTable;
}
