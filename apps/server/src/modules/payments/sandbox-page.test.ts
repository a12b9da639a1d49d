import { describe, expect, it } from 'vitest';
import { sandboxPageHtml, sandboxPageLanguage } from './sandbox-page.js';
import type { SandboxPayment } from './sandbox-payment-provider.js';

const payment = (over: Partial<SandboxPayment> = {}): SandboxPayment => ({
  orderNo: 'D0000000001',
  userId: 1,
  amount: 2_000_000,
  currency: 'VND',
  returnUrl: '/personal/1?tab=wallet',
  lang: 'vi',
  providerRef: 'SBX0123456789ABCDEF01',
  status: 'open',
  ...over,
});

/** The page's text without tags, its spaces as one (Intl puts a no-break space before ₫). */
const text = (html: string) =>
  html
    .replace(/<style>.*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the sandbox payment page', () => {
  it.each([
    ['vi', '20.000 ₫', ['Thanh toán thử nghiệm', 'Nạp tiền vào Matchday', 'Số tiền', 'Hủy']],
    ['en', '₫20,000', ['Sandbox payment', 'Deposit to Matchday', 'Amount', 'Pay', 'Cancel']],
    ['zh-cn', '₫20,000', ['沙盒支付', '存款至 Matchday', '金额', '支付', '取消']],
    ['th', '₫20,000', ['ชำระเงินทดสอบ', 'ฝากเงินเข้า Matchday', 'จำนวนเงิน', 'ยกเลิก']],
  ] as const)('writes a VND deposit in %s with the web’s money format', (lang, amount, words) => {
    const page = text(sandboxPageHtml(payment(), lang));
    expect(page).toContain(amount);
    for (const word of words) expect(page).toContain(word);
    expect(page).not.toContain('VND');
    expect(page).not.toContain('20,000.00');
  });

  it('writes CNY with its two decimals and the yuan sign', () => {
    expect(text(sandboxPageHtml(payment({ amount: 123_450, currency: 'CNY' }), 'zh-cn'))).toContain('¥1,234.50');
  });

  it('names a settled payment in the caller’s language, never the raw status', () => {
    const paid = text(sandboxPageHtml(payment({ status: 'paid' }), 'vi'));
    expect(paid).toContain('Khoản thanh toán này đã hoàn tất.');
    expect(paid).not.toContain('paid');
    expect(paid).not.toContain('<form');
    expect(text(sandboxPageHtml(payment({ status: 'cancelled' }), 'th'))).toContain('รายการนี้ถูกยกเลิกแล้ว');
  });

  it('says there is no such payment in each language', () => {
    expect(text(sandboxPageHtml(undefined, 'zh-cn'))).toContain('没有这笔支付。');
    expect(sandboxPageHtml(undefined, 'zh-cn')).toContain('<html lang="zh-CN">');
    expect(text(sandboxPageHtml(undefined, 'en'))).toContain('No such payment.');
  });

  it('follows the deposit’s language, then ?lang=, then Accept-Language, then English', () => {
    expect(sandboxPageLanguage('vi', 'th', 'zh-CN,zh;q=0.9')).toBe('vi');
    expect(sandboxPageLanguage(undefined, 'th', 'zh-CN,zh;q=0.9')).toBe('th');
    expect(sandboxPageLanguage(undefined, undefined, 'zh-CN,zh;q=0.9')).toBe('zh-cn');
    expect(sandboxPageLanguage(undefined, '__proto__', 'vi-VN')).toBe('vi');
    expect(sandboxPageLanguage(undefined, ['vi', 'th'], undefined)).toBe('en');
  });
});
