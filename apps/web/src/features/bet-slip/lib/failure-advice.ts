import { apiCodes, orderRejectReason } from '@matchday/contract/client';

/**
 * What the member can do about a refusal: deposit, check their gambling limits, pick another
 * selection, accept new odds, change the stake, wait, or simply try again.
 */
export type Advice = 'deposit' | 'payment' | 'limits' | 'market' | 'odds' | 'stake' | 'wait' | 'retry';

/** Sports-platform codes (§10) the slip acts on; the platform's own `message` is always shown first. */
const BY_CODE: Readonly<Record<number, Advice>> = {
  3001: 'deposit',
  6048: 'deposit',
  [apiCodes.insufficientFunds.code]: 'deposit',
  [apiCodes.responsibleGamblingBlock.code]: 'limits',
  3002: 'market',
  3010: 'market',
  3011: 'market',
  14058: 'market',
  14084: 'market',
  6050: 'market',
  3003: 'odds',
  3018: 'odds',
  6049: 'odds',
  14059: 'odds',
  3005: 'stake',
  3006: 'stake',
  3007: 'stake',
  3008: 'stake',
  3016: 'stake',
  3020: 'stake',
  6053: 'stake',
  6057: 'stake',
  14085: 'stake',
  11: 'wait',
  12: 'wait',
  14004: 'wait',
  14068: 'wait',
};

export const adviceForCode = (code: number): Advice => BY_CODE[code] ?? 'retry';

/** A rejected order's reason `rj` (§5.10); a refused payment covers both an empty wallet and a gambling limit. */
export function adviceForReject(rj: number | undefined): Advice {
  switch (rj) {
    case orderRejectReason.paymentFailed:
      return 'payment';
    case orderRejectReason.riskLimit:
      return 'stake';
    case orderRejectReason.marketSuspended:
      return 'market';
    case orderRejectReason.oddsChanged:
      return 'odds';
    default:
      return 'retry';
  }
}
