import type { WalletCurrency } from './currencies.js';

/**
 * What the ledger lets one transfer move and one account hold, in integer minor units
 * (docs/money.md "Limits" has the arithmetic). Bounds of the machine, not of the business: payment
 * methods, responsible-gambling controls and products set their own, lower limits.
 */
export interface LedgerLimits {
  /** The most one transfer may move; more is refused as invalid input. */
  maxTransfer: number;
  /** The most a member's wallet may hold; a credit past it is refused (`balanceLimitExceeded`). */
  maxMemberBalance: number;
  /** A house account stays within ± this; a movement past it is refused (`balanceLimitExceeded`). */
  maxHouseBalance: number;
}

/** 10^15 is under 1/9 of 2^53: nine bounded balances summed are still an exact JavaScript number. */
const HOUSE_BOUND = 10 ** 15;

/** Per currency, roughly the same worth: ₫10 bn ≈ ¥10 M ≈ $1 M a transfer (within a factor of 3), 100 transfers a wallet. */
export const ledgerLimits = {
  VND: { maxTransfer: 10 ** 12, maxMemberBalance: 10 ** 14, maxHouseBalance: HOUSE_BOUND },
  CNY: { maxTransfer: 10 ** 9, maxMemberBalance: 10 ** 11, maxHouseBalance: HOUSE_BOUND },
  USD: { maxTransfer: 10 ** 8, maxMemberBalance: 10 ** 10, maxHouseBalance: HOUSE_BOUND },
} as const satisfies Record<WalletCurrency, LedgerLimits>;

/** Any other currency: the largest row, since its unit may be as small as the dong's. */
export const defaultLedgerLimits: LedgerLimits = {
  maxTransfer: 10 ** 12,
  maxMemberBalance: 10 ** 14,
  maxHouseBalance: HOUSE_BOUND,
};

/** The limits of a currency code (VND, CNY, USD; `defaultLedgerLimits` for any other). */
export function ledgerLimitsOf(currency: string): LedgerLimits {
  return Object.hasOwn(ledgerLimits, currency) ? ledgerLimits[currency as WalletCurrency] : defaultLedgerLimits;
}
