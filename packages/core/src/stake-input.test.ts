import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseStakeInput, sanitizeStakeInput, stakeText, STAKE_MAX_WHOLE_DIGITS } from './stake-input.js';

describe('sanitizeStakeInput', () => {
  it('keeps digits and one dot, at most two decimals', () => {
    expect(sanitizeStakeInput('1a2.3.45')).toBe('12.34');
    expect(sanitizeStakeInput('10.567')).toBe('10.56');
    expect(sanitizeStakeInput('-5')).toBe('5');
    expect(sanitizeStakeInput('1,000')).toBe('1000');
    expect(sanitizeStakeInput('.')).toBe('.');
  });

  it('drops leading zeros before a digit but keeps 0.x', () => {
    expect(sanitizeStakeInput('007')).toBe('7');
    expect(sanitizeStakeInput('0.5')).toBe('0.5');
    expect(sanitizeStakeInput('00.5')).toBe('0.5');
  });

  it('caps the whole part', () => {
    expect(sanitizeStakeInput('9'.repeat(20))).toHaveLength(STAKE_MAX_WHOLE_DIGITS);
  });

  test.prop([fc.string()])('is idempotent and always leaves digits with at most one dot and two decimals', (s) => {
    const once = sanitizeStakeInput(s);
    expect(sanitizeStakeInput(once)).toBe(once);
    expect(once).toMatch(/^\d*(\.\d{0,2})?$/);
  });
});

describe('parseStakeInput', () => {
  it('reads a typed stake as minor units', () => {
    expect(parseStakeInput('10')).toBe(1000);
    expect(parseStakeInput('10.5')).toBe(1050);
    expect(parseStakeInput('10.05')).toBe(1005);
    expect(parseStakeInput('10.')).toBe(1000);
    expect(parseStakeInput('.5')).toBe(50);
    expect(parseStakeInput('0')).toBe(0);
    expect(parseStakeInput('1.15')).toBe(115);
  });

  it('refuses what the float input rule does not allow', () => {
    for (const bad of ['', '.', '1.234', '1,000', '-5', '1e3', '1.2.3', 'abc', '9'.repeat(STAKE_MAX_WHOLE_DIGITS + 1)])
      expect(parseStakeInput(bad), bad).toBeNull();
  });

  test.prop([fc.integer({ min: 0, max: 99_999_999_999_99 })])('round-trips through stakeText', (minor) => {
    expect(parseStakeInput(stakeText(minor))).toBe(minor);
  });

  test.prop([fc.string()])('parses whatever the sanitizer keeps, unless it is empty or a lone dot', (s) => {
    const clean = sanitizeStakeInput(s);
    const parsed = parseStakeInput(clean);
    if (clean === '' || clean === '.') expect(parsed).toBeNull();
    else expect(Number.isSafeInteger(parsed)).toBe(true);
  });
});

describe('stakeText', () => {
  it('writes minor units without trailing zeros', () => {
    expect(stakeText(1050)).toBe('10.5');
    expect(stakeText(1000)).toBe('10');
    expect(stakeText(5)).toBe('0.05');
    expect(stakeText(1005)).toBe('10.05');
  });
});
