import { describe, expect, it } from 'vitest';
import { amountChips } from './amount-chips';
import { bankLabel, banksFor } from './banks';

describe('bank picker lists (#18)', () => {
  it('offers Vietnamese banks for đồng and Chinese banks for yuan, each code once', () => {
    for (const currency of ['VND', 'CNY']) {
      const codes = banksFor(currency).map((b) => b.code);
      expect(codes.length).toBeGreaterThanOrEqual(15);
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(banksFor('VND').map((b) => b.code)).toEqual(expect.arrayContaining(['VCB', 'BIDV', 'TCB', 'VBA']));
    expect(banksFor('CNY').map((b) => b.code)).toEqual(expect.arrayContaining(['ICBC', 'CCB', 'BOC', 'ABC']));
    expect(banksFor('USD')).toEqual([]);
  });

  it('saves the bank with its code, in Chinese for zh and with the English name otherwise', () => {
    const icbc = banksFor('CNY')[0]!;
    expect(bankLabel(icbc, 'zh-cn')).toBe('中国工商银行 (ICBC)');
    expect(bankLabel(icbc, 'en')).toBe('中国工商银行 Industrial and Commercial Bank of China (ICBC)');
    expect(bankLabel(banksFor('VND')[0]!, 'vi')).toBe('Vietcombank (VCB)');
    for (const bank of [...banksFor('VND'), ...banksFor('CNY')])
      expect(bankLabel(bank, 'en').length).toBeLessThanOrEqual(64);
  });
});

describe('amountChips', () => {
  it('keeps the quick amounts within the method limits', () => {
    const limit = { currency: 'VND', min: 50_000_00, max: 1_000_000_00, wholeUnitsOnly: true };
    expect(amountChips('VND', limit)).toEqual([100_000_00, 200_000_00, 500_000_00, 1_000_000_00]);
    expect(amountChips('CNY', undefined)).toHaveLength(6);
    expect(amountChips('XXX', undefined)).toEqual([]);
  });
});
