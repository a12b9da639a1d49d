import { describe, expect, it } from 'vitest';
import { walletCurrencies } from './currencies.js';
import { defaultLedgerLimits, ledgerLimits, ledgerLimitsOf } from './money-limits.js';

describe('ledger limits', () => {
  const rows = [...Object.values(ledgerLimits), defaultLedgerLimits];

  it('has a row for every wallet currency and the default for any other', () => {
    expect(Object.keys(ledgerLimits).sort()).toEqual([...walletCurrencies].sort());
    expect(ledgerLimitsOf('USD')).toBe(ledgerLimits.USD);
    expect(ledgerLimitsOf('THB')).toBe(defaultLedgerLimits);
    expect(ledgerLimitsOf('constructor')).toBe(defaultLedgerLimits);
  });

  it('keeps every balance, and nine of them summed, an exact number far from 64 bits', () => {
    for (const l of rows) {
      expect(0 < l.maxTransfer && l.maxTransfer <= l.maxMemberBalance && l.maxMemberBalance <= l.maxHouseBalance).toBe(
        true,
      );
      // Nine bounded balances summed stay a safe integer; the SQL `balance ± amount` is far inside 64 bits.
      expect(9 * l.maxHouseBalance).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
      expect(l.maxHouseBalance + l.maxTransfer).toBeLessThan(2 ** 62);
      // Each member balance is a whole number of transfers, so a wallet can be filled exactly to its cap.
      expect(l.maxMemberBalance % l.maxTransfer).toBe(0);
    }
  });
});
