import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { formatMoney, newRequestKey } from './format-money';

const NB = '\u00a0';

describe('money on screen', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('writes the currency the page language’s way', async () => {
    await i18next.init({ lng: 'vi', resources: {} });
    expect(formatMoney(50_000_000, 'VND')).toBe(`500.000${NB}₫`);
    await i18next.changeLanguage('zh-cn');
    expect(formatMoney(1_250, 'CNY')).toBe('¥12.50');
    await i18next.changeLanguage('en');
    expect(formatMoney(1_250, 'USD')).toBe('$12.50');
    expect(formatMoney(11_383_812, 'VND')).toBe('₫113,838');
  });

  it('takes a language, a sign and a bare figure when told', () => {
    expect(formatMoney(2_000_000, 'VND', { lang: 'vi', signed: true })).toBe(`+20.000${NB}₫`);
    expect(formatMoney(2_000_000, 'VND', { lang: 'th', symbol: false })).toBe('20,000');
  });

  it('groups counts per language', () => {
    expect(formatCount(12_345, 'vi')).toBe('12.345');
    expect(formatCount(12_345, 'zh-cn')).toBe('12,345');
  });

  it('makes request keys the contract accepts', () => {
    expect(newRequestKey('dep')).toMatch(/^[\w:-]{8,64}$/);
  });
});
