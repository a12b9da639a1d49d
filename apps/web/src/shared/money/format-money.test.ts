import { describe, expect, it } from 'vitest';
import { formatMoney, newRequestKey, parseMoneyInput } from './format-money';

describe('money on screen', () => {
  it('formats minor units with commas and the currency', () => {
    expect(formatMoney(500_000_000, 'VND')).toBe('5,000,000 VND');
    expect(formatMoney(1_250, 'USD')).toBe('12.5 USD');
    expect(formatMoney(-99, 'CNY')).toBe('-0.99 CNY');
  });

  it('reads typed amounts into minor units without float error', () => {
    expect(parseMoneyInput('20000')).toBe(2_000_000);
    expect(parseMoneyInput('1,234.5')).toBe(123_450);
    expect(parseMoneyInput('0.29')).toBe(29);
    for (const bad of ['', '0', '1.234', 'abc', '-5', '1e5']) expect(parseMoneyInput(bad)).toBeNull();
  });

  it('makes request keys the contract accepts', () => {
    expect(newRequestKey('dep')).toMatch(/^[\w:-]{8,64}$/);
  });
});
