import { describe, expect, it } from 'vitest';
import { keypadKeys, NO_STAKE, pressKeypad, shownStakeText, stakeOfMinor, typedStake } from './typed-stake';

const key = (k: string) => ({ kind: 'key', key: k }) as const;
const pressAll = (currency: string, lang: string, keys: string[]) =>
  keys.reduce((stake, k) => pressKeypad(stake, key(k), currency, lang), NO_STAKE);

describe('typed stakes', () => {
  it.each([
    ['vi', '10000', '10.000'],
    ['en', '10000', '10,000'],
    ['zh-cn', '10000', '10,000'],
    ['th', '10000', '10,000'],
  ])('groups a VND stake the %s way and hands on minor units', (lang, raw, shown) => {
    expect(typedStake(raw, 'VND', lang)).toEqual({ text: shown, lang, minor: 1_000_000, problem: null });
  });

  it('refuses decimals for VND and a third decimal for CNY, handing on no stake', () => {
    expect(typedStake('10,5', 'VND', 'vi')).toMatchObject({ minor: null, problem: 'wholeOnly' });
    expect(typedStake('10.5', 'VND', 'en')).toMatchObject({ minor: null, problem: 'wholeOnly' });
    expect(typedStake('12.505', 'CNY', 'zh-cn')).toMatchObject({ minor: null, problem: 'tooManyDecimals' });
    expect(typedStake('12.5', 'CNY', 'zh-cn')).toMatchObject({ text: '12.5', minor: 1_250, problem: null });
  });

  it('reads zero as no stake yet, not a mistake, and empty as nothing', () => {
    expect(typedStake('0', 'VND', 'vi')).toMatchObject({ minor: null, problem: null });
    expect(typedStake('', 'VND', 'vi')).toBe(NO_STAKE);
  });

  it('writes a quick stake as the language types it', () => {
    expect(stakeOfMinor(5_000_000, 'VND', 'vi')).toMatchObject({ text: '50.000', minor: 5_000_000 });
    expect(stakeOfMinor(1_050, 'CNY', 'zh-cn')).toMatchObject({ text: '10.5', minor: 1_050 });
  });

  it('offers a 000 key for VND and the decimal mark for CNY', () => {
    expect(keypadKeys('VND', 'vi')).toContain('000');
    expect(keypadKeys('VND', 'vi')).not.toContain(',');
    expect(keypadKeys('CNY', 'zh-cn')).toContain('.');
    expect(keypadKeys('USD', 'vi')).toContain(',');
  });

  it('keypad presses agree with typing: digits grouped, a refused key leaves the stake as it was', () => {
    const vnd = pressAll('VND', 'vi', ['1', '0', '000']);
    expect(vnd).toEqual(typedStake('10000', 'VND', 'vi'));
    expect(pressKeypad(vnd, { kind: 'delete' }, 'VND', 'vi')).toMatchObject({ text: '1.000', minor: 100_000 });
    expect(pressKeypad(vnd, key(','), 'VND', 'vi')).toEqual(vnd);
    const cny = pressAll('CNY', 'zh-cn', ['1', '2', '.', '5', '0', '5']);
    expect(cny).toMatchObject({ text: '12.50', minor: 1_250, problem: null });
    expect(pressKeypad(cny, { kind: 'clear' }, 'CNY', 'zh-cn')).toBe(NO_STAKE);
  });

  it('a quick stake then a key goes on from the quick stake', () => {
    const quick = stakeOfMinor(1_000_000, 'VND', 'vi');
    expect(pressKeypad(quick, key('0'), 'VND', 'vi')).toMatchObject({ text: '100.000', minor: 10_000_000 });
  });

  it('shows a stake typed in another language in this one’s marks, and keys go on from there', () => {
    const en = typedStake('10000', 'VND', 'en');
    expect(shownStakeText(en, 'VND', 'vi')).toBe('10.000');
    expect(pressKeypad(en, key('0'), 'VND', 'vi')).toMatchObject({ text: '100.000', lang: 'vi', minor: 10_000_000 });
  });
});
