import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createHostedPaymentProvider, signParams } from '../../src/modules/payments/hosted-payment-provider.js';
import { limitsOf, REAL_METHOD_LIMITS } from '../../src/modules/payments/payment-limits.js';
import type { RefundRequest } from '../../src/modules/payments/payment-provider.js';
import { createVnpayPaymentProvider } from '../../src/modules/payments/vnpay-payment-provider.js';

const SECRET = 'Hs7dK2pQ9wE4rT6yU1iO3aS5dF8gJ0lZ';
const request: RefundRequest = {
  orderNo: 'DREFUND1',
  providerRef: 'DREFUND1',
  amount: 5_000_000,
  currency: 'VND',
  createdAt: Date.UTC(2026, 11, 3, 2, 0, 0),
  paidAt: Date.UTC(2026, 11, 3, 2, 5, 0),
  requestId: 'R0123456789abcdef0123456789abcde',
  reason: 'the wallet could not hold the deposit',
  requestedBy: 'system',
};

/** A stand-in refund endpoint: checks our signature, answers as `answer` says, signed with `answerSecret`. */
function hostedRefundStandIn(answer: { status: string; reason?: string; answerSecret?: string; unsigned?: boolean }) {
  const seen: Record<string, string>[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      seen.push(body);
      if (signParams(Buffer.from(SECRET), body) !== body.signature) {
        res.writeHead(400).end();
        return;
      }
      const reply: Record<string, string> = {
        orderNo: body.orderNo!,
        requestId: body.requestId!,
        status: answer.status,
        reason: answer.reason ?? '',
        signedAt: String(Date.now()),
      };
      if (!answer.unsigned) reply.signature = signParams(Buffer.from(answer.answerSecret ?? SECRET), reply);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  return {
    seen,
    url: async () => {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/refund`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('hosted refund', () => {
  const provider = (refundUrl?: string) =>
    createHostedPaymentProvider({
      settings: {
        kind: 'hosted',
        url: 'http://127.0.0.1:9/pay',
        statusUrl: 'http://127.0.0.1:9/status',
        ...(refundUrl ? { refundUrl } : {}),
        merchantId: 'matchday-test',
        secret: SECRET,
        decimals: new Map([['VND', 0]]),
        limits: limitsOf(REAL_METHOD_LIMITS),
      },
      publicUrl: 'https://matchday.test',
    });

  it('#3 sends a signed request in the provider unit and reads its signed answer', async () => {
    const accepting = hostedRefundStandIn({ status: 'accepted' });
    const refusing = hostedRefundStandIn({ status: 'refused', reason: 'older than 180 days' });
    try {
      expect(await provider(await accepting.url()).refund!(request)).toEqual({ kind: 'accepted' });
      const sent = accepting.seen[0]!;
      expect(sent).toMatchObject({
        merchantId: 'matchday-test',
        orderNo: 'DREFUND1',
        providerRef: 'DREFUND1',
        amount: '50000',
        currency: 'VND',
        requestId: request.requestId,
        reason: request.reason,
      });
      const { signature, ...fields } = sent;
      const text = new URLSearchParams(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))).toString();
      expect(signature).toBe(createHmac('sha256', SECRET).update(text).digest('hex'));
      expect(await provider(await refusing.url()).refund!(request)).toEqual({
        kind: 'refused',
        reason: 'older than 180 days',
      });
    } finally {
      await accepting.close();
      await refusing.close();
    }
  });

  it('#3 an answer unsigned or signed with another key tells nothing; no refund URL, no refund', async () => {
    const forged = hostedRefundStandIn({ status: 'accepted', answerSecret: 'y'.repeat(32) });
    const unsigned = hostedRefundStandIn({ status: 'accepted', unsigned: true });
    try {
      await expect(provider(await forged.url()).refund!(request)).rejects.toThrow(/failed its signature/);
      await expect(provider(await unsigned.url()).refund!(request)).rejects.toThrow(/failed its signature/);
    } finally {
      await forged.close();
      await unsigned.close();
    }
    expect(provider().refund).toBeUndefined();
  });
});

describe('VNPay refund', () => {
  const HASH_SECRET = 'VNPAYTESTSECRETKEY0123456789ABCDEF';
  const hmac512 = (text: string) => createHmac('sha512', HASH_SECRET).update(text, 'utf8').digest('hex');
  const NOW = Date.UTC(2026, 11, 3, 3, 0, 0);
  /** A stand-in merchant_webapi: records the request and answers `code`, signed in VNPay's documented order. */
  function standIn(code: string, message = 'Refund success', sign = hmac512) {
    const sent: Record<string, string>[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, string>;
      sent.push(body);
      const answer: Record<string, string> = {
        vnp_ResponseId: 'RESP1',
        vnp_Command: 'refund',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: 'DEMOV210',
        vnp_TxnRef: body.vnp_TxnRef!,
        vnp_Amount: body.vnp_Amount!,
        vnp_BankCode: 'NCB',
        vnp_PayDate: '20261203100500',
        vnp_TransactionNo: '14226112',
        vnp_TransactionType: '02',
        vnp_TransactionStatus: '05',
        vnp_OrderInfo: body.vnp_OrderInfo!,
      };
      answer.vnp_SecureHash = sign(
        'RESP1|refund|' +
          `${code}|${message}|DEMOV210|${answer.vnp_TxnRef}|${answer.vnp_Amount}|NCB|20261203100500|14226112|02|05|${answer.vnp_OrderInfo}`,
      );
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const provider = createVnpayPaymentProvider({
      settings: {
        kind: 'vnpay',
        payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
        apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
        tmnCode: 'DEMOV210',
        hashSecret: HASH_SECRET,
        limits: limitsOf(REAL_METHOD_LIMITS),
      },
      publicUrl: 'https://matchday.test',
      fetchImpl,
      now: () => NOW,
    });
    return { sent, provider };
  }

  it('#3 signs the documented fields joined by | and reads a signed answer', async () => {
    const { sent, provider } = standIn('00');
    expect(await provider.refund(request)).toEqual({ kind: 'accepted' });
    // Written out by hand in VNPay's order: RequestId|Version|Command|TmnCode|TransactionType|TxnRef|Amount|
    // TransactionNo|TransactionDate|CreateBy|CreateDate|IpAddr|OrderInfo; dates in GMT+7.
    const text =
      'R0123456789abcdef0123456789abcde|2.1.0|refund|DEMOV210|02|DREFUND1|5000000|0|20261203090000|system|20261203100000|127.0.0.1|Refund DREFUND1';
    expect(sent[0]).toEqual({
      vnp_RequestId: request.requestId,
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: 'DEMOV210',
      vnp_TransactionType: '02',
      vnp_TxnRef: 'DREFUND1',
      vnp_Amount: '5000000',
      vnp_TransactionNo: '0',
      vnp_TransactionDate: '20261203090000',
      vnp_CreateBy: 'system',
      vnp_CreateDate: '20261203100000',
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: 'Refund DREFUND1',
      vnp_SecureHash: hmac512(text),
    });
  });

  it("#3 a refusal carries VNPay's code; a forged, unsigned or duplicate answer tells nothing", async () => {
    expect(await standIn('95', 'Giao dich khong thanh cong').provider.refund(request)).toEqual({
      kind: 'refused',
      reason: '95 Giao dich khong thanh cong',
    });
    await expect(standIn('00', 'ok', () => 'ab'.repeat(64)).provider.refund(request)).rejects.toThrow(/checksum/);
    await expect(standIn('00', 'ok', () => '').provider.refund(request)).rejects.toThrow(/checksum/);
    await expect(standIn('94').provider.refund(request)).rejects.toThrow(/vnp_ResponseCode 94/);
  });
});
