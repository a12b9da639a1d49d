import { describe, expect, it } from 'vitest';
import { caretAfterGrouping, groupAmountText, parseAmountText } from './money-input.js';

describe('typed amounts per language', () => {
  it('reads vi the Vietnamese way: dots group, a comma is the decimal mark', () => {
    expect(parseAmountText('500.000', 'VND', 'vi')).toEqual({ ok: true, minor: 50_000_000 });
    expect(parseAmountText('500000', 'VND', 'vi')).toEqual({ ok: true, minor: 50_000_000 });
    expect(parseAmountText('12,5', 'USD', 'vi')).toEqual({ ok: true, minor: 1_250 });
    expect(parseAmountText('1.234,56', 'CNY', 'vi')).toEqual({ ok: true, minor: 123_456 });
    expect(parseAmountText('12.5', 'USD', 'vi')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('reads zh-cn, en and th with comma groups and a decimal point', () => {
    for (const lang of ['zh-cn', 'en', 'th']) {
      expect(parseAmountText('500,000', 'VND', lang)).toEqual({ ok: true, minor: 50_000_000 });
      expect(parseAmountText('1,234.5', 'CNY', lang)).toEqual({ ok: true, minor: 123_450 });
      expect(parseAmountText('0.29', 'USD', lang)).toEqual({ ok: true, minor: 29 });
      expect(parseAmountText('1,23', 'USD', lang)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('takes a Chinese keyboard’s full-width digits and spaces', () => {
    expect(parseAmountText('１，０００', 'CNY', 'zh-cn')).toEqual({ ok: true, minor: 100_000 });
    expect(parseAmountText(' 1 000．5 ', 'CNY', 'zh-cn')).toEqual({ ok: true, minor: 100_050 });
  });

  it('says why an amount is refused', () => {
    expect(parseAmountText('  ', 'VND', 'vi')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmountText('500,5', 'VND', 'vi')).toEqual({ ok: false, problem: 'wholeOnly' });
    expect(parseAmountText('500.', 'VND', 'en')).toEqual({ ok: false, problem: 'wholeOnly' });
    expect(parseAmountText('1.234', 'USD', 'en')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseAmountText('0', 'USD', 'en')).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmountText('0,00', 'USD', 'vi')).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmountText('123456789012', 'VND', 'en')).toEqual({ ok: false, problem: 'tooLarge' });
    for (const bad of ['abc', '-5', '1e5', '1,,000', '12,34,567'])
      expect(parseAmountText(bad, 'USD', 'en')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('groups digits as they are typed and keeps the first decimal mark', () => {
    expect(groupAmountText('5000000', 'vi')).toBe('5.000.000');
    expect(groupAmountText('5.000.0000', 'vi')).toBe('50.000.000');
    expect(groupAmountText('5000000', 'en')).toBe('5,000,000');
    expect(groupAmountText('00012a3', 'zh-cn')).toBe('123');
    expect(groupAmountText('1234,5678', 'vi')).toBe('1.234,567');
    expect(groupAmountText(',5', 'vi')).toBe('0,5');
    expect(groupAmountText('123456789012345', 'en')).toBe('12,345,678,901');
    expect(groupAmountText('', 'en')).toBe('');
  });

  it('keeps the caret behind the same digit after grouping', () => {
    expect(caretAfterGrouping('50000', 5, '50.000', 'vi')).toBe(6);
    expect(caretAfterGrouping('5000', 1, '5,000', 'en')).toBe(1);
    expect(caretAfterGrouping('1,2345', 3, '12,345', 'en')).toBe(2);
    expect(caretAfterGrouping('12,5', 4, '12,5', 'vi')).toBe(4);
  });
});
