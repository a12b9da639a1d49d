import { describe, expect, it } from 'vitest';
import { amountMinorField, isValidPhone, passwordField, userNameField } from './fields.js';

describe('field rules', () => {
  it('user names: 4–16 letters or digits starting with a letter', () => {
    expect(userNameField.safeParse('member01').success).toBe(true);
    for (const bad of ['abc', '1member', 'member_01', 'a'.repeat(17)]) {
      const r = userNameField.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('validation.userName.format');
    }
  });

  it('passwords: 8–32 with a letter and a digit', () => {
    expect(passwordField.safeParse('Demo#2026').success).toBe(true);
    expect(passwordField.safeParse('short1').success).toBe(false);
    expect(passwordField.safeParse('onlyletters').success).toBe(false);
  });

  it('phones per country code', () => {
    expect(isValidPhone('+84', '912345678')).toBe(true);
    expect(isValidPhone('84', '0912345678')).toBe(true);
    expect(isValidPhone('86', '13812345678')).toBe(true);
    expect(isValidPhone('86', '23812345678')).toBe(false);
    expect(isValidPhone('1', '2025550123')).toBe(true);
  });

  it('amounts are positive integer minor units', () => {
    expect(amountMinorField.safeParse(100).success).toBe(true);
    expect(amountMinorField.safeParse(1.5).success).toBe(false);
    expect(amountMinorField.safeParse(0).success).toBe(false);
  });
});
