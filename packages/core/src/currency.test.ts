import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CURRENCY_IDS, currencyIdOf } from './currency.js';

describe('currencyIdOf', () => {
  it('maps CNY 1, VND 1000, USD 2', () => {
    expect(CURRENCY_IDS).toEqual({ CNY: 1, VND: 1000, USD: 2 });
    expect(currencyIdOf('CNY')).toBe(1);
    expect(currencyIdOf('vnd')).toBe(1000);
    expect(currencyIdOf('USD')).toBe(2);
  });

  it('gives 200 for any other code and VND when the user has none', () => {
    expect(currencyIdOf('THB')).toBe(200);
    expect(currencyIdOf('toString')).toBe(200);
    expect(currencyIdOf('')).toBe(1000);
    expect(currencyIdOf(null)).toBe(1000);
    expect(currencyIdOf(undefined)).toBe(1000);
  });

  test.prop([fc.string({ minLength: 1 }).filter((s) => !['CNY', 'VND', 'USD', ''].includes(s.trim().toUpperCase()))])(
    'every other non-empty code is 200',
    (code) => {
      expect(currencyIdOf(code)).toBe(200);
    },
  );
});
