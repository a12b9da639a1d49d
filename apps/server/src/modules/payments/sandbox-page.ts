import { createHash } from 'node:crypto';
import { messageLanguageOf, type MessageLanguage } from '@matchday/contract';
import { formatMoneyIn } from '@matchday/core';
import type { SandboxPayment } from './sandbox-payment-provider.js';

type Settled = Exclude<SandboxPayment['status'], 'open'>;

interface PageText {
  title: string;
  merchant: string;
  order: string;
  amount: string;
  pay: string;
  fail: string;
  cancel: string;
  settled: Record<Settled, string>;
  missing: string;
}

/** The page's words in each pack language, with the glossary's term for a deposit (存款, Nạp tiền, ฝากเงิน). */
const TEXT: Record<MessageLanguage, PageText> = {
  en: {
    title: 'Sandbox payment',
    merchant: 'Deposit to Matchday',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    cancel: 'Cancel',
    settled: {
      paid: 'This payment has been made.',
      failed: 'This payment failed.',
      cancelled: 'This payment was cancelled.',
      refunded: 'This payment was refunded.',
    },
    missing: 'No such payment.',
  },
  'zh-cn': {
    title: '沙盒支付',
    merchant: '存款至 Matchday',
    order: '订单号',
    amount: '金额',
    pay: '支付',
    fail: '模拟支付失败',
    cancel: '取消',
    settled: {
      paid: '该笔支付已完成。',
      failed: '该笔支付已失败。',
      cancelled: '该笔支付已取消。',
      refunded: '该笔支付已退款。',
    },
    missing: '没有这笔支付。',
  },
  vi: {
    title: 'Thanh toán thử nghiệm',
    merchant: 'Nạp tiền vào Matchday',
    order: 'Mã đơn',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    fail: 'Giả lập thanh toán thất bại',
    cancel: 'Hủy',
    settled: {
      paid: 'Khoản thanh toán này đã hoàn tất.',
      failed: 'Khoản thanh toán này đã thất bại.',
      cancelled: 'Khoản thanh toán này đã bị hủy.',
      refunded: 'Khoản thanh toán này đã được hoàn tiền.',
    },
    missing: 'Không có khoản thanh toán này.',
  },
  th: {
    title: 'ชำระเงินทดสอบ',
    merchant: 'ฝากเงินเข้า Matchday',
    order: 'เลขที่รายการ',
    amount: 'จำนวนเงิน',
    pay: 'ชำระเงิน',
    fail: 'จำลองการชำระเงินไม่สำเร็จ',
    cancel: 'ยกเลิก',
    settled: {
      paid: 'รายการนี้ชำระเงินแล้ว',
      failed: 'รายการนี้ชำระเงินไม่สำเร็จ',
      cancelled: 'รายการนี้ถูกยกเลิกแล้ว',
      refunded: 'รายการนี้คืนเงินแล้ว',
    },
    missing: 'ไม่พบรายการชำระเงินนี้',
  },
};

/** The tag a browser reads for each pack language. */
const HTML_LANG: Record<MessageLanguage, string> = { en: 'en', 'zh-cn': 'zh-CN', vi: 'vi', th: 'th' };

const asText = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * The caller's language: the one the deposit was made in, else `?lang=`, else Accept-Language,
 * else English. Only a pack language is taken; any other text (`__proto__`) is no language.
 */
export function sandboxPageLanguage(
  paymentLang: unknown,
  queryLang: unknown,
  acceptLanguage: unknown,
): MessageLanguage {
  return (
    messageLanguageOf(asText(paymentLang)) ??
    messageLanguageOf(asText(queryLang)) ??
    messageLanguageOf(asText(acceptLanguage)) ??
    'en'
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PAGE_STYLE =
  'body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}main{border:1px solid #ccc;border-radius:12px;padding:1.5rem}' +
  'button{display:block;width:100%;min-height:44px;margin-top:.75rem;border-radius:10px;border:1px solid #888;font-size:1rem;background:#fff}button[value=paid]{background:#0a6b3d;color:#fff;border:0}';
/** The site's CSP allows no inline style (issue 17 #9): this page's own policy allows its one style block by hash. */
export const SANDBOX_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const page = (lang: MessageLanguage, title: string, body: string) =>
  `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;

/**
 * The hosted page for one payment in the caller's language: what is paid and to whom, the amount
 * as the web writes it (vi "20.000 ₫", en "₫20,000"), and pay, fail and cancel while it is open.
 */
export function sandboxPageHtml(payment: SandboxPayment | undefined, lang: MessageLanguage): string {
  const t = TEXT[lang];
  if (!payment) return page(lang, t.title, `<h1>${t.title}</h1><p>${t.missing}</p>`);
  const amount = formatMoneyIn(payment.amount, payment.currency, lang);
  const head =
    `<h1>${t.title}</h1><p>${t.merchant}</p><p>${t.order}: ${escapeHtml(payment.orderNo)}</p>` +
    `<p>${t.amount}: <strong>${escapeHtml(amount)}</strong></p>`;
  if (payment.status !== 'open') return page(lang, t.title, `${head}<p>${t.settled[payment.status]}</p>`);
  const form =
    `<form method="post" action="/sandbox/pay/${escapeHtml(payment.providerRef)}">` +
    `<button name="decision" value="paid">${t.pay}</button><button name="decision" value="failed">${t.fail}</button><button name="decision" value="cancelled">${t.cancel}</button></form>`;
  return page(lang, t.title, head + form);
}
