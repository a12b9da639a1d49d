import { describe, expect, it } from 'vitest';
import { anchorShareOf, dayLabel, giftNameIn, sameSend, senderLabel, transferKeys } from './gift-rules.js';

describe('gift rules', () => {
  it('gives the anchor their share rounded down, exactly even for huge amounts', () => {
    expect(anchorShareOf(100_000, 5000)).toBe(50_000);
    expect(anchorShareOf(101, 5000)).toBe(50);
    expect(anchorShareOf(999, 3333)).toBe(332);
    expect(anchorShareOf(7, 0)).toBe(0);
    expect(anchorShareOf(7, 10_000)).toBe(7);
    const huge = Number.MAX_SAFE_INTEGER - 1;
    expect(anchorShareOf(huge, 5000)).toBe(Number((BigInt(huge) * 5000n) / 10_000n));
  });

  it('derives both ledger keys from the sender and their request key', () => {
    expect(transferKeys(42, 'k-12345678')).toEqual({
      debitKey: 'gift:42:k-12345678',
      shareKey: 'gift:42:k-12345678:share',
    });
    expect(transferKeys(43, 'k-12345678').debitKey).not.toBe(transferKeys(42, 'k-12345678').debitKey);
  });

  it('names the sender by nickname, else by their masked user name', () => {
    expect(senderLabel({ nickName: 'Lucky Fan', userName: 'member01' })).toBe('Lucky Fan');
    expect(senderLabel({ nickName: '  ', userName: 'member01' })).toBe('me****01');
    expect(senderLabel({ nickName: null, userName: 'alex' })).toBe('a**x');
  });

  it('treats a retry as the same send only with the same stream, gift and count', () => {
    const stored = { streamId: 1, giftId: 2, count: 3 };
    expect(sameSend(stored, { streamId: 1, giftId: 2, count: 3 })).toBe(true);
    expect(sameSend(stored, { streamId: 1, giftId: 2, count: 4 })).toBe(false);
    expect(sameSend(stored, { streamId: 9, giftId: 2, count: 3 })).toBe(false);
  });

  it('picks the name in the caller’s language and labels days', () => {
    const names = { nameEn: 'Rose', nameZhCn: '玫瑰', nameVi: 'Hoa hồng', nameTh: 'กุหลาบ' };
    expect([
      giftNameIn(names, 'en'),
      giftNameIn(names, 'zh-cn'),
      giftNameIn(names, 'vi'),
      giftNameIn(names, 'th'),
    ]).toEqual(['Rose', '玫瑰', 'Hoa hồng', 'กุหลาบ']);
    expect(dayLabel(0)).toBe('1970-01-01');
    expect(dayLabel(20_415)).toBe('2025-11-23');
  });
});
