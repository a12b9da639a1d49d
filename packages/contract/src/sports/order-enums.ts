/** Enumerations and limits of betting (spec §5.10, §6–§9), free of zod so the browser can import them. */

/** Order status `st` (§5.10): 0 created, 1 confirming (in-play delay), 2 rejected, 3 cancelled, 4 accepted, 5 settled. */
export const orderStatus = { created: 0, confirming: 1, rejected: 2, cancelled: 3, accepted: 4, settled: 5 } as const;

/** Reject reason `rj` (§5.10). */
export const orderRejectReason = {
  systemError: 1,
  badParameters: 2,
  riskLimit: 3,
  marketSuspended: 4,
  trader: 5,
  paymentFailed: 6,
  unconfirmedAtSettlement: 7,
  oddsChanged: 8,
} as const;

/** `oddsChange` (§6.5): 0 reject any change, 1 accept a better price only (client default), 2 accept any. */
export const oddsChangeSetting = { rejectAny: 0, acceptBetter: 1, acceptAny: 2 } as const;

/** Most selections in a slip and legs in a parlay (§6.1: up to 10); singles per placement call (`mon`). */
export const MAX_SLIP_SELECTIONS = 10;

/** Outcome `sr` (§5.10): 0 not settled, 2 push/void, 3 lost, 4 won, 5 won half, 6 lost half, 7 cancelled. */
export const legOutcome = { notSettled: 0, push: 2, lost: 3, won: 4, wonHalf: 5, lostHalf: 6, cancelled: 7 } as const;

/** Bet history pages: most days in one settled query (code 14051 beyond). */
export const BET_LIST_MAX_DAYS = 31;

/** Cash-out status `orderStatus` (§5.10): 0 created, 1 confirming, 2 rejected, 3 cancelled, 4 accepted, 5 settled. */
export const cashOutStatus = { created: 0, confirming: 1, rejected: 2, cancelled: 3, accepted: 4, settled: 5 } as const;

/**
 * A reserved (automatic) cash-out's `st` (§8 step 4) reuses the cash-out statuses: 0 pending,
 * 1 being taken (quote `st` 102), 4 taken (paid), 3 cancelled by the member, 2 ended by the
 * platform (`fr` says why).
 */
export const reservedCashOutStatus = { pending: 0, processing: 1, rejected: 2, cancelled: 3, executed: 4 } as const;

/** Why a reserved cash-out ended without being taken (`fr`, ours). */
export const reservedCashOutEndReason = {
  cancelledByMember: 1,
  orderSettled: 2,
  stakeGone: 3,
  cashOutLimit: 4,
  notOffered: 5,
} as const;

/** Quote status `pr[].st` (§5.10): 0 offered, 2 refused, 101 a reserved cash-out pending, 102 one being taken. */
export const cashOutQuoteStatus = { offered: 0, refused: 2, reservedPending: 101, reservedProcessing: 102 } as const;

/** Pending reserved cash-outs per member (code 17007 beyond); one per order (17002). */
export const MAX_PENDING_RESERVED_CASH_OUTS = 20;

/** Successful (partial) cash-outs an order may have (§7 `coc`). */
export const MAX_CASH_OUTS_PER_ORDER = 5;

/** Reserve status `rst` (§5.10): 0 pending, 1 success (order placed), 2 failed, 3 cancelled, 4 confirming. */
export const reserveStatus = { pending: 0, success: 1, failed: 2, cancelled: 3, confirming: 4 } as const;

/** Fail code `fr` (§5.10). */
export const reserveFailCode = {
  cancelledByUser: 1,
  switchedOff: 2,
  debitFailed: 3,
  marketSettled: 4,
  stakeLimit: 5,
  accountProblem: 6,
  badParameters: 7,
  scoreChanged: 8,
} as const;

/** `pay` (§5.10): 1 not debited at reservation (ours, a seamless wallet), 2 debited. */
export const reservePay = { notDebited: 1, debited: 2 } as const;

/** Pending reservations per member (code 6051 beyond). */
export const MAX_PENDING_RESERVES = 10;
