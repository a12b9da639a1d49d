import { transferKinds } from '@matchday/contract/client';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/wallet.json';
import th from '@/locales/th/wallet.json';
import vi from '@/locales/vi/wallet.json';
import zh from '@/locales/zh-cn/wallet.json';

describe('wallet history types (#18: "cashout" showed raw)', () => {
  it('names every type the ledger records, cash-outs included, in all four languages', () => {
    expect(transferKinds).toContain('cashout');
    for (const [lang, pack] of Object.entries({ en, th, vi, zh })) {
      const kinds = pack.history.kinds as Record<string, string>;
      for (const kind of transferKinds) {
        expect(kinds[kind], `${lang} ${kind}`).toBeTruthy();
        expect(kinds[kind], `${lang} ${kind}`).not.toBe(kind);
      }
    }
    expect(zh.history.kinds.cashout).toBe('提前结算');
    expect(vi.history.kinds.cashout).toBe('Rút tiền sớm');
    expect(th.history.kinds.cashout).toBe('แคชเอาต์');
  });
});
