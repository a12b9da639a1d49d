import { createHash } from 'node:crypto';
import { formatAmountWithCommas, minorToMajor } from '@matchday/core';
import type { Site } from '@matchday/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import { sendCode } from '../../http/reply.js';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.js';

const TEXT = {
  en: {
    title: 'Sandbox payment',
    merchant: 'Matchday',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    cancel: 'Cancel',
    done: 'This payment is already',
    missing: 'No such payment.',
  },
  'zh-cn': {
    title: '沙盒支付',
    merchant: 'Matchday',
    order: '订单',
    amount: '金额',
    pay: '支付',
    fail: '模拟支付失败',
    cancel: '取消',
    done: '该笔支付已',
    missing: '没有这笔支付。',
  },
  vi: {
    title: 'Thanh toán thử nghiệm',
    merchant: 'Matchday',
    order: 'Đơn',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    fail: 'Giả lập thanh toán thất bại',
    cancel: 'Hủy',
    done: 'Khoản thanh toán này đã',
    missing: 'Không có khoản thanh toán này.',
  },
  th: {
    title: 'ชำระเงินทดสอบ',
    merchant: 'Matchday',
    order: 'คำสั่ง',
    amount: 'จำนวน',
    pay: 'ชำระ',
    fail: 'จำลองการชำระล้มเหลว',
    cancel: 'ยกเลิก',
    done: 'รายการนี้เป็น',
    missing: 'ไม่พบรายการชำระนี้',
  },
} as const;

type PageLanguage = keyof typeof TEXT;
/** One of the page's own languages, else English: `lang` is the caller's text, never a key looked up as given (`__proto__`). */
const pageLanguage = (lang: unknown): PageLanguage =>
  typeof lang === 'string' && Object.hasOwn(TEXT, lang) ? (lang as PageLanguage) : 'en';

/** A reference of the shape the sandbox hands out (SBX and hex); anything else is no payment, unread (a NUL breaks PostgreSQL text). */
const PAYMENT_REF = /^[A-Za-z0-9_-]{1,64}$/;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PAGE_STYLE =
  'body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}main{border:1px solid #ccc;border-radius:12px;padding:1.5rem}' +
  'button{display:block;width:100%;min-height:44px;margin-top:.75rem;border-radius:10px;border:1px solid #888;font-size:1rem;background:#fff}button[value=paid]{background:#0a6b3d;color:#fff;border:0}';
/** The site's CSP allows no inline style (issue 17 #9): this page's own policy allows its one style block by hash. */
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
const page = (lang: PageLanguage, title: string, body: string) =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;

/** The sandbox provider's hosted page: pay, fail or cancel; the provider then calls the app back. */
export async function sandboxPageRoutes(parent: FastifyInstance, sandbox: SandboxPaymentProvider) {
  await parent.register(async (app) => {
    // Plain HTML forms post urlencoded; only this page accepts it.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get<{ Params: { ref: string }; Querystring: { lang?: unknown } }>('/sandbox/pay/:ref', async (req, reply) => {
      const payment = PAYMENT_REF.test(req.params.ref) ? await sandbox.lookup(req.params.ref) : undefined;
      const lang = pageLanguage(payment?.lang ?? req.query.lang);
      const t = TEXT[lang];
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP);
      if (!payment) return reply.code(404).send(page(lang, t.title, `<h1>${t.title}</h1><p>${t.missing}</p>`));
      const head = `<h1>${t.title}</h1><p>${t.merchant}</p><p>${t.order}: ${escapeHtml(payment.orderNo)}</p><p>${t.amount}: <strong>${formatAmountWithCommas(minorToMajor(payment.amount))} ${escapeHtml(payment.currency)}</strong></p>`;
      if (payment.status !== 'open')
        return reply.send(page(lang, t.title, `${head}<p>${t.done} ${escapeHtml(payment.status)}.</p>`));
      const form =
        `<form method="post" action="/sandbox/pay/${escapeHtml(payment.providerRef)}">` +
        `<button name="decision" value="paid">${t.pay}</button><button name="decision" value="failed">${t.fail}</button><button name="decision" value="cancelled">${t.cancel}</button></form>`;
      return reply.send(page(lang, t.title, head + form));
    });

    app.post<{ Params: { ref: string }; Body: { decision?: string } }>('/sandbox/pay/:ref', async (req, reply) => {
      const decision = req.body?.decision;
      if (decision !== 'paid' && decision !== 'failed' && decision !== 'cancelled')
        return reply.code(400).type('text/plain').send('decision must be paid, failed or cancelled');
      const payment = PAYMENT_REF.test(req.params.ref) ? await sandbox.decide(req.params.ref, decision) : undefined;
      if (!payment) return reply.code(404).type('text/plain').send('no such payment');
      return reply.redirect(payment.returnUrl, 303);
    });
  });
}

/**
 * Where the sandbox does not run (MODE=prod without DEMO=on): its paths answer notFound in the
 * envelope, so neither a page nor the SPA's fallback is served for them and no decision is taken.
 */
export async function sandboxAbsentRoutes(parent: FastifyInstance, site: Site) {
  await parent.register(async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    const absent = async (req: FastifyRequest, reply: FastifyReply) =>
      sendCode(reply, 'notFound', requestLanguage(req, site));
    for (const url of ['/sandbox', '/sandbox/*']) {
      app.get(url, absent);
      app.post(url, absent);
    }
  });
}
