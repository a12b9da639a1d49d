import { orderStatus, type BetWalletBetState, type BetWalletMoveKind, type TransferKind } from '@matchday/contract';
import type { Selectable } from 'kysely';
import type { Party } from '../../wallet/index.js';
import type { BetRecordsTable, BetWalletMovesTable } from '../sports-platform.tables.js';

/** Where bets come from; game rounds will write their records as `games`. */
export type BetSource = 'sports' | 'games';

/** House account that holds stakes until a bet ends, and the one that pays winnings. */
const BETS = { house: 'bets' } as const;
const PAYOUTS = { house: 'payouts' } as const;

/**
 * Each movement as a ledger transfer of the same kind: a stake goes to house `bets` and a refund
 * (rejected or voided bet) comes back from it; payouts and cash-outs come from house `payouts`, and
 * a reversal (a payout taken back after a corrected result) returns there.
 */
export function ledgerMoveOf(
  kind: BetWalletMoveKind,
  userId: number,
): { kind: BetWalletMoveKind & TransferKind; from: Party; to: Party } {
  const member = { member: userId };
  switch (kind) {
    case 'stake':
      return { kind, from: member, to: BETS };
    case 'reversal':
      return { kind, from: member, to: PAYOUTS };
    case 'payout':
    case 'cashout':
      return { kind, from: PAYOUTS, to: member };
    case 'refund':
      return { kind, from: BETS, to: member };
  }
}

/** The ledger transfer's reference: the bet it belongs to. */
export const betReference = (source: BetSource, orderId: string) => `${source}:${orderId}`;

/** The columns of a stored movement the record is derived from. */
export const APPLIED_MOVE_COLUMNS = ['id', 'kind', 'amount', 'betState', 'title', 'placedAt', 'at'] as const;
export type AppliedMove = Pick<Selectable<BetWalletMovesTable>, (typeof APPLIED_MOVE_COLUMNS)[number]>;

/** What a bet's movements decide of its record. */
export type BetRecordFields = Pick<BetRecordsTable, 'title' | 'stake' | 'payout' | 'placedAt' | 'settledAt'> & {
  state: BetWalletBetState;
};

/**
 * A bet as its movements add up, whatever order they were applied in: stakes in, credits out less
 * reversals, and the state the latest credit (by its time, then by arrival) reported.
 */
export function recordOf(orderId: string, moves: readonly AppliedMove[]): BetRecordFields {
  let stake = 0;
  let back = 0;
  let gaveBack = false;
  let title: string | null = null;
  let placedAt = Number.POSITIVE_INFINITY;
  let latest: AppliedMove | null = null;
  for (const m of moves) {
    if (m.kind === 'stake') {
      stake += m.amount;
      title ??= m.title;
      placedAt = Math.min(placedAt, m.placedAt ?? m.at);
      continue;
    }
    gaveBack = true;
    if (m.kind === 'reversal') {
      back -= m.amount;
      continue;
    }
    back += m.amount;
    if (!latest || m.at > latest.at || (m.at === latest.at && m.id > latest.id)) latest = m;
  }
  if (placedAt === Number.POSITIVE_INFINITY) placedAt = Math.min(...moves.map((m) => m.placedAt ?? m.at));
  const state = (latest?.betState ?? 'open') as BetWalletBetState;
  return {
    title: title ?? `#${orderId}`,
    stake,
    payout: gaveBack ? back : null,
    state,
    placedAt,
    settledAt: latest && state !== 'open' ? latest.at : null,
  };
}

/** The bet summary's `status`: the sports platform's order status of the same state. */
export const recordStatus: Readonly<Record<BetWalletBetState, number>> = {
  open: orderStatus.accepted,
  settled: orderStatus.settled,
  rejected: orderStatus.rejected,
  cancelled: orderStatus.cancelled,
};
