import type { Site } from '@matchday/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import { sendCode } from '../../http/reply.js';
import type { DepositService } from './deposit.service.js';
import { VNPAY_IPN_PATH, VNPAY_RETURN_PATH, type VnpayPaymentProvider } from './vnpay-payment-provider.js';
import { ipnAnswers, readQuery, type IpnAnswer } from './vnpay-protocol.js';

const rawQuery = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};

/**
 * VNPay's calls, outside /api because they speak VNPay's protocol: the IPN (GET, answered with
 * `{RspCode, Message}` as VNPay expects) and the return URL the member comes back through
 * (signature checked, then on to the wallet page; the IPN or the sweep settles the order, as VNPay asks).
 */
export function vnpayRoutes(
  app: FastifyInstance,
  deps: { vnpay: VnpayPaymentProvider; deposits: DepositService; site: Site; logger: FastifyBaseLogger },
) {
  const { vnpay, deposits } = deps;

  async function ipn(raw: string): Promise<IpnAnswer> {
    const params = readQuery(raw);
    const result = params ? vnpay.read(params) : ({ kind: 'badSignature' } as const);
    if (result.kind === 'badSignature') return ipnAnswers.invalidSignature;
    if (result.kind === 'pending') {
      // Not final at VNPay yet (held, reversed, refund under way): acknowledged; the sweep asks again later.
      const order = await deposits.orderFor(vnpay, result.orderNo);
      if (!order) return ipnAnswers.orderNotFound;
      return order.amount === result.amount ? ipnAnswers.confirmed : ipnAnswers.invalidAmount;
    }
    const outcome = await deposits.apply(vnpay, result.notice);
    switch (outcome.kind) {
      case 'applied':
        return ipnAnswers.confirmed;
      case 'unchanged':
        return ipnAnswers.alreadyConfirmed;
      case 'unknownOrder':
        return ipnAnswers.orderNotFound;
      case 'amountMismatch':
        return ipnAnswers.invalidAmount;
      default:
        return ipnAnswers.unknownError;
    }
  }

  app.get(VNPAY_IPN_PATH, async (req, reply) => {
    let answer: IpnAnswer;
    try {
      answer = await ipn(rawQuery(req.url));
    } catch (err) {
      // VNPay retries an IPN that did not get 00 or 02.
      req.log.error({ err }, 'VNPay IPN failed');
      answer = ipnAnswers.unknownError;
    }
    if (answer.RspCode !== '00' && answer.RspCode !== '02') req.log.warn({ answer }, 'VNPay IPN refused');
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get(VNPAY_RETURN_PATH, async (req, reply) => {
    const lang = requestLanguage(req, deps.site);
    const params = readQuery(rawQuery(req.url));
    const result = params ? vnpay.read(params) : ({ kind: 'badSignature' } as const);
    if (result.kind === 'badSignature') return sendCode(reply, 'forbidden', lang, null, 'payments.badSignature');
    const order = await deposits.orderFor(vnpay, result.kind === 'pending' ? result.orderNo : result.notice.orderNo);
    if (!order) return sendCode(reply, 'notFound', lang);
    return reply.redirect(`/personal/${order.userId}?tab=wallet&deposit=${order.orderNo}`, 303);
  });
}
