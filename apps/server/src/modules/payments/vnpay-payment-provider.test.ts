import { describe, expect, it } from 'vitest';
import { limitsOf, REAL_METHOD_LIMITS } from './payment-limits.js';
import { createVnpayPaymentProvider } from './vnpay-payment-provider.js';
import { pipeText, QUERYDR_REQUEST_FIELDS, QUERYDR_RESPONSE_FIELDS, vnpHash } from './vnpay-protocol.js';

const SECRET = 'Vn8pQ2xR5tY7uI9oP1aS3dF6gH4jK0lZ';
const settings = {
  kind: 'vnpay' as const,
  payUrl: 'https://vnpay.test/paymentv2/vpcpay.html',
  apiUrl: 'https://vnpay.test/merchant_webapi/api/transaction',
  tmnCode: 'MDTEST01',
  hashSecret: SECRET,
  limits: limitsOf(REAL_METHOD_LIMITS),
};
const created = Date.UTC(2026, 10, 28, 5, 0, 0);
const order = { orderNo: 'DQ1', providerRef: 'DQ1', amount: 2_000_000, currency: 'VND', createdAt: created };

/** A provider whose querydr call is answered by `answer(request)`; the request is kept. */
function providerAnswering(answer: (req: Record<string, string>) => Record<string, unknown>, status = 200) {
  const requests: Record<string, string>[] = [];
  const fetchImpl = (async (_url: string, init: { body: string }) => {
    const req = JSON.parse(init.body) as Record<string, string>;
    requests.push(req);
    return new Response(JSON.stringify(answer(req)), { status });
  }) as unknown as typeof fetch;
  const provider = createVnpayPaymentProvider({
    settings,
    publicUrl: 'https://m.test',
    fetchImpl,
    now: () => created + 60_000,
  });
  return { provider, requests };
}
const signed = (fields: Record<string, unknown>) => ({
  ...fields,
  vnp_SecureHash: vnpHash(SECRET, pipeText(QUERYDR_RESPONSE_FIELDS, fields)),
});
const answer = (status: string, extra: Record<string, unknown> = {}) =>
  signed({
    vnp_ResponseId: 'r1',
    vnp_Command: 'querydr',
    vnp_ResponseCode: '00',
    vnp_Message: 'QueryDR Success',
    vnp_TmnCode: 'MDTEST01',
    vnp_TxnRef: 'DQ1',
    vnp_Amount: '2000000',
    vnp_BankCode: 'NCB',
    vnp_PayDate: '20261128120500',
    vnp_TransactionNo: '14422574',
    vnp_TransactionType: '01',
    vnp_TransactionStatus: status,
    vnp_OrderInfo: 'Matchday deposit DQ1',
    ...extra,
  });

describe('VNPay querydr', () => {
  it('sends a signed request naming the order and the date it was made, and reads a paid answer', async () => {
    const { provider, requests } = providerAnswering(() => answer('00'));
    expect(await provider.queryStatus(order)).toEqual({
      kind: 'final',
      notice: { orderNo: 'DQ1', status: 'paid', amount: 2_000_000, currency: 'VND', transactionId: '14422574' },
    });
    const req = requests[0]!;
    expect(req).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: 'MDTEST01',
      vnp_TxnRef: 'DQ1',
      vnp_TransactionDate: '20261128120000',
      vnp_CreateDate: '20261128120100',
    });
    expect(req.vnp_RequestId).toMatch(/^[0-9a-f]{32}$/);
    expect(req.vnp_SecureHash).toBe(vnpHash(SECRET, pipeText(QUERYDR_REQUEST_FIELDS, req)));
  });

  it('reads open, failed and unknown transactions', async () => {
    expect(await providerAnswering(() => answer('01')).provider.queryStatus(order)).toEqual({ kind: 'pending' });
    expect(await providerAnswering(() => answer('02')).provider.queryStatus(order)).toMatchObject({
      kind: 'final',
      notice: { status: 'failed' },
    });
    expect(await providerAnswering(() => ({ vnp_ResponseCode: '91' })).provider.queryStatus(order)).toEqual({
      kind: 'absent',
    });
  });

  it('throws, to be asked again later, on an answer it cannot trust or use', async () => {
    const tampered = { ...answer('00'), vnp_Amount: '200000000' };
    await expect(providerAnswering(() => tampered).provider.queryStatus(order)).rejects.toThrow(/checksum/);
    const other = answer('00', { vnp_TxnRef: 'DQ2' });
    await expect(providerAnswering(() => other).provider.queryStatus(order)).rejects.toThrow(/another order/);
    await expect(providerAnswering(() => ({ vnp_ResponseCode: '94' })).provider.queryStatus(order)).rejects.toThrow(
      /94/,
    );
    await expect(providerAnswering(() => ({}), 502).provider.queryStatus(order)).rejects.toThrow(/HTTP 502/);
  });
});
