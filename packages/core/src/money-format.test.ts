import { describe, expect, it } from 'vitest';
import {
  amountMarks,
  amountText,
  currencyDecimals,
  currencySymbol,
  formatMoneyIn,
  intlLocale,
} from './money-format.js';

/** Intl separates a trailing symbol with a no-break space (U+00A0); the tests say so exactly. */
const NB = '\u00a0';

describe('money per currency × language', () => {
  // 113,838.12 VND is what a member saw with decimals (issue 18 #7); 12.50 in the two-decimal currencies.
  const matrix: Record<string, Record<string, [number, string]>> = {
    vi: { VND: [50_000_000, `500.000${NB}₫`], CNY: [1_250, `12,50${NB}¥`], USD: [1_250, `12,50${NB}$`] },
    'zh-cn': { VND: [50_000_000, '₫500,000'], CNY: [1_250, '¥12.50'], USD: [1_250, '$12.50'] },
    en: { VND: [50_000_000, '₫500,000'], CNY: [1_250, '¥12.50'], USD: [1_250, '$12.50'] },
    th: { VND: [50_000_000, '₫500,000'], CNY: [1_250, '¥12.50'], USD: [1_250, '$12.50'] },
  };
  for (const [lang, row] of Object.entries(matrix))
    for (const [currency, [minor, shown]] of Object.entries(row))
      it(`${lang} ${currency}: ${shown}`, () => expect(formatMoneyIn(minor, currency, lang)).toBe(shown));

  it('shows VND without decimals, cut toward zero so a balance never reads more than is held', () => {
    expect(formatMoneyIn(11_383_812, 'VND', 'vi')).toBe(`113.838${NB}₫`);
    expect(formatMoneyIn(11_383_899, 'VND', 'en')).toBe('₫113,838');
    expect(formatMoneyIn(-11_383_899, 'VND', 'vi')).toBe(`-113.838${NB}₫`);
    expect(formatMoneyIn(-99, 'VND', 'vi')).toBe(`0${NB}₫`);
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('CNY')).toBe(2);
    expect(currencyDecimals('USD')).toBe(2);
  });

  it('groups large amounts the language’s way', () => {
    expect(formatMoneyIn(123_456_789_00, 'VND', 'vi')).toBe(`123.456.789${NB}₫`);
    expect(formatMoneyIn(123_456_789_05, 'CNY', 'zh-cn')).toBe('¥123,456,789.05');
    expect(formatMoneyIn(123_456_789_05, 'USD', 'th')).toBe('$123,456,789.05');
  });

  it('signs gains and losses when asked, and leaves nothing unsigned', () => {
    expect(formatMoneyIn(50_000_000, 'VND', 'vi', { signed: true })).toBe(`+500.000${NB}₫`);
    expect(formatMoneyIn(-1_250, 'USD', 'en', { signed: true })).toBe('-$12.50');
    expect(formatMoneyIn(0, 'CNY', 'zh-cn', { signed: true })).toBe('¥0.00');
  });

  it('gives the figure alone for chips', () => {
    expect(formatMoneyIn(50_000_000, 'VND', 'vi', { symbol: false })).toBe('500.000');
    expect(formatMoneyIn(1_250, 'USD', 'en', { symbol: false })).toBe('12.50');
  });

  it('writes a code Intl cannot read after the figure, and an empty one not at all', () => {
    expect(formatMoneyIn(1_250, 'not a code', 'en')).toBe('12.50 not a code');
    expect(formatMoneyIn(1_250, 'not a code', 'en', { signed: true })).toBe('+12.50 not a code');
    expect(formatMoneyIn(1_250, '', 'vi')).toBe('12,50');
    expect(formatMoneyIn(1_250, 'bad!', 'en', { symbol: false })).toBe('12.50');
  });

  it('refuses what is not a safe integer of minor units', () => {
    expect(() => formatMoneyIn(1.5, 'USD', 'en')).toThrow(RangeError);
  });

  it('reads unknown languages as English, with Latin digits and Gregorian years', () => {
    expect(formatMoneyIn(1_250, 'USD', 'fr')).toBe('$12.50');
    expect(intlLocale('th')).toBe('th-TH-u-ca-gregory-nu-latn');
  });

  it('knows each language’s marks and where the symbol stands', () => {
    expect(amountMarks('vi')).toEqual({ group: '.', decimal: ',' });
    expect(amountMarks('zh-cn')).toEqual({ group: ',', decimal: '.' });
    expect(currencySymbol('VND', 'vi')).toEqual({ symbol: '₫', before: false });
    expect(currencySymbol('CNY', 'zh-cn')).toEqual({ symbol: '¥', before: true });
    expect(currencySymbol('USD', 'en')).toEqual({ symbol: '$', before: true });
    expect(currencySymbol('VND', 'th')).toEqual({ symbol: '₫', before: true });
    expect(currencySymbol('bad!', 'en')).toEqual({ symbol: 'bad!', before: false });
  });

  it('writes amounts back for a field without trailing zeros', () => {
    expect(amountText(50_000_000, 'VND', 'vi')).toBe('500.000');
    expect(amountText(1_250, 'USD', 'en')).toBe('12.5');
    expect(amountText(1_200, 'CNY', 'zh-cn')).toBe('12');
  });
});
