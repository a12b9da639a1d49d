import type { TransferKind } from '@matchday/contract';
import type { KindTotals } from './gambling-controls.repository.js';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';
/** What a member is about to do that the controls may stop. */
export type GamblingAction = 'deposit' | 'stake' | 'game' | 'gift';

const HOUR = 3600_000;
/** Rolling windows: a limit always covers the last 24 hours, 7 days or 30 days. */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };
/** A raise or removal waits this long, so a decision made in the heat of play can cool down. */
export const RAISE_DELAY_MS = 24 * HOUR;
export const TIMEOUT_HOURS = { min: 24, max: 1008 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

const WAGER_KINDS: ReadonlySet<string> = new Set<TransferKind>(['stake', 'game', 'game_bet']);
/** A refunded stake (a bet rejected or voided, a casino stake rolled back) was never a wager, so it gives its wager back. */
const WAGER_RETURN_KINDS: ReadonlySet<string> = new Set<TransferKind>(['refund', 'game_refund']);
/** What a bet costs or brings back: refunds, cash-outs and payout reversals count as results too. */
const RESULT_KINDS: ReadonlySet<string> = new Set<TransferKind>([
  'stake',
  'game',
  'payout',
  'refund',
  'cashout',
  'reversal',
  'game_bet',
  'game_win',
  'game_refund',
]);

/** Which limits an action is checked against. */
export const limitsFor: Record<GamblingAction, LimitKind[]> = {
  deposit: ['deposit'],
  stake: ['wager', 'loss'],
  game: ['wager', 'loss'],
  gift: [],
};

/** How much of a limit the window's movements used: deposits in, stakes out, or net loss. */
export function usedOf(kind: LimitKind, totals: readonly KindTotals[]): number {
  let used = 0;
  for (const t of totals) {
    if (kind === 'deposit' && t.kind === 'deposit') used += t.credits;
    if (kind === 'wager' && WAGER_KINDS.has(t.kind)) used += t.debits;
    if (kind === 'wager' && WAGER_RETURN_KINDS.has(t.kind)) used -= t.credits;
    if (kind === 'loss' && RESULT_KINDS.has(t.kind)) used += t.debits - t.credits;
  }
  return Math.max(0, used);
}

/** Winnings minus stakes over the movements (negative when the member is down). */
export function netResult(totals: readonly KindTotals[]): number {
  return totals.filter((t) => RESULT_KINDS.has(t.kind)).reduce((n, t) => n + t.credits - t.debits, 0);
}

export interface StoredLimit {
  amount: number | null;
  pendingSet: number;
  pendingAmount: number | null;
  pendingEffectiveAt: number | null;
}

/** The limit in force at `now`: a pending change counts once its 24 hours have passed. */
export function effectiveLimit(
  l: StoredLimit,
  now: number,
): { amount: number | null; pending: { amount: number | null; effectiveAt: number } | null } {
  if (l.pendingSet === 1 && l.pendingEffectiveAt !== null) {
    if (l.pendingEffectiveAt <= now) return { amount: l.pendingAmount, pending: null };
    return { amount: l.amount, pending: { amount: l.pendingAmount, effectiveAt: l.pendingEffectiveAt } };
  }
  return { amount: l.amount, pending: null };
}

/**
 * A new value for a limit: tighter (or a first limit) applies now and drops any pending raise;
 * looser or removal (null) waits 24 hours.
 */
export function changeLimit(current: StoredLimit | undefined, next: number | null, now: number): StoredLimit {
  const inForce = current ? effectiveLimit(current, now).amount : null;
  const tighter = next !== null && (inForce === null || next <= inForce);
  if (tighter) return { amount: next, pendingSet: 0, pendingAmount: null, pendingEffectiveAt: null };
  return { amount: inForce, pendingSet: 1, pendingAmount: next, pendingEffectiveAt: now + RAISE_DELAY_MS };
}

/** A break or exclusion can only be made longer: the later end wins. */
export function extendUntil(
  current: number | null,
  requested: number,
  now: number,
): { until: number; shortened: boolean } {
  const active = current !== null && current > now ? current : null;
  if (active !== null && requested < active) return { until: active, shortened: true };
  return { until: requested, shortened: false };
}

export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}
