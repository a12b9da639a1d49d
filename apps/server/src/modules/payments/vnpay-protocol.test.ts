import { describe, expect, it } from 'vitest';
import {
  paymentUrl,
  pipeText,
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  readQuery,
  REFUND_RESPONSE_FIELDS,
  signedQuery,
  statusOf,
  verifyParams,
  vnpDate,
  vnpHash,
} from './vnpay-protocol.js';

/**
 * VNPay's integration guide (sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html) shows one
 * payment URL; its hash secret is not published, so the URL's query is checked byte for byte and
 * the signatures against vectors signed by an independent implementation (the `vnpay` npm
 * package's tests: secret `test_secret`). querydr has no published vector: its texts are built
 * from the documented field order and pinned.
 */
const DOC_QUERY =
  'vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1' +
  '&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other' +
  '&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0';

const IPN = new Map(
  Object.entries({
    vnp_Amount: '1000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
    vnp_PayDate: '20240521091806',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'TEST_TMN_CODE',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: '1716257871703',
    vnp_SecureHash:
      '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895',
  }),
);

describe('VNPay protocol', () => {
  it("signs the documented payment URL's parameters in the documented order and encoding", () => {
    const params = Object.fromEntries(new URLSearchParams(DOC_QUERY));
    // Given in another order, they come out sorted, spaces as +, ':' and '/' percent-encoded.
    const shuffled = Object.fromEntries(Object.entries(params).reverse());
    expect(signedQuery(Object.entries(shuffled))).toBe(DOC_QUERY);
    const url = paymentUrl('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html', 'SECRET', shuffled);
    expect(url).toBe(
      `https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?${DOC_QUERY}&vnp_SecureHash=${vnpHash('SECRET', DOC_QUERY)}`,
    );
    expect(vnpHash('SECRET', DOC_QUERY)).toMatch(/^[0-9a-f]{128}$/);
  });

  it('verifies an IPN signed by an independent implementation, and refuses it changed', () => {
    expect(verifyParams('test_secret', IPN)).toBe(true);
    const failed = new Map(IPN)
      .set('vnp_ResponseCode', '99')
      .set(
        'vnp_SecureHash',
        '503194f6d93b57b357b2d1d09742565e67e86d771352c5dca4fc8d39df3d392c6b3809add9405f97cfb9631f445e36c80656cfbf47eac67d97fa165865c13e1b',
      );
    expect(verifyParams('test_secret', failed)).toBe(true);
    expect(verifyParams('test_secret', new Map(IPN).set('vnp_Amount', '100000000'))).toBe(false);
    expect(verifyParams('test_secret', new Map(IPN).set('vnp_ResponseCode', '99'))).toBe(false);
    expect(verifyParams('other_secret', IPN)).toBe(false);
    const noHash = new Map(IPN);
    noHash.delete('vnp_SecureHash');
    expect(verifyParams('test_secret', noHash)).toBe(false);
    // The hash type, sent by 2.0.x, and names outside vnp_ are not signed.
    expect(verifyParams('test_secret', new Map(IPN).set('vnp_SecureHashType', 'HmacSHA512').set('x', '1'))).toBe(true);
  });

  it('accepts an empty value signed either way VNPay demos sign it', () => {
    const base = new Map([
      ['vnp_Amount', '1000000'],
      ['vnp_BankTranNo', ''],
      ['vnp_TxnRef', 'D1'],
    ]);
    const withEmpty = vnpHash('k'.repeat(32), 'vnp_Amount=1000000&vnp_BankTranNo=&vnp_TxnRef=D1');
    const withoutEmpty = vnpHash('k'.repeat(32), 'vnp_Amount=1000000&vnp_TxnRef=D1');
    expect(verifyParams('k'.repeat(32), new Map(base).set('vnp_SecureHash', withEmpty))).toBe(true);
    expect(verifyParams('k'.repeat(32), new Map(base).set('vnp_SecureHash', withoutEmpty.toUpperCase()))).toBe(true);
    expect(verifyParams('k'.repeat(32), new Map(base).set('vnp_SecureHash', 'zz'))).toBe(false);
  });

  it('refuses a query that names a parameter twice', () => {
    expect(readQuery('vnp_Amount=1&vnp_Amount=2')).toBeUndefined();
    expect(readQuery('vnp_OrderInfo=a+b%3A1')?.get('vnp_OrderInfo')).toBe('a b:1');
  });

  it("writes dates in Vietnam's time", () => {
    expect(vnpDate(Date.UTC(2021, 7, 1, 8, 33, 33))).toBe('20210801153333');
    expect(vnpDate(Date.UTC(2024, 11, 31, 20, 0, 0))).toBe('20250101030000');
  });

  it('joins querydr fields in the documented order', () => {
    const request = {
      vnp_RequestId: '0a1b2c3d4e5f',
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: 'TEST_TMN_CODE',
      vnp_TxnRef: '1716257871703',
      vnp_TransactionDate: '20240521091731',
      vnp_CreateDate: '20240521093000',
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: 'Query 1716257871703',
    };
    const text = pipeText(QUERYDR_REQUEST_FIELDS, request);
    expect(text).toBe(
      '0a1b2c3d4e5f|2.1.0|querydr|TEST_TMN_CODE|1716257871703|20240521091731|20240521093000|127.0.0.1|Query 1716257871703',
    );
    expect(vnpHash('test_secret', text)).toBe(
      '24046c249526d3f3670ce0b8dfb6b121c571ac71334542fc38fb03e0f60eef9baa304248b0f815048e7bb066b7949da9d21c8fb6525306a944dd4d2cff79c0ca',
    );
    const answer = {
      vnp_ResponseId: 'f1e2d3',
      vnp_Command: 'querydr',
      vnp_ResponseCode: '00',
      vnp_Message: 'QueryDR Success',
      vnp_TmnCode: 'TEST_TMN_CODE',
      vnp_TxnRef: '1716257871703',
      vnp_Amount: 1000000,
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20240521091806',
      vnp_TransactionNo: '14422574',
      vnp_TransactionType: '01',
      vnp_TransactionStatus: '00',
      vnp_OrderInfo: 'Thanh toan don hang',
    };
    expect(pipeText(QUERYDR_RESPONSE_FIELDS, answer)).toBe(
      'f1e2d3|querydr|00|QueryDR Success|TEST_TMN_CODE|1716257871703|1000000|NCB|20240521091806|14422574|01|00|Thanh toan don hang||',
    );
  });

  it("checks refund's answer over its documented fields, querydr's without the promotion pair", () => {
    expect(REFUND_RESPONSE_FIELDS).toEqual([
      'vnp_ResponseId',
      'vnp_Command',
      'vnp_ResponseCode',
      'vnp_Message',
      'vnp_TmnCode',
      'vnp_TxnRef',
      'vnp_Amount',
      'vnp_BankCode',
      'vnp_PayDate',
      'vnp_TransactionNo',
      'vnp_TransactionType',
      'vnp_TransactionStatus',
      'vnp_OrderInfo',
    ]);
  });

  it('reads paid, cancelled, failed and still-open results', () => {
    expect(statusOf('00', '00')).toBe('paid');
    expect(statusOf('24', '02')).toBe('cancelled');
    expect(statusOf('51', '02')).toBe('failed');
    expect(statusOf('07', '07')).toBe('pending');
    expect(statusOf('00', '01')).toBe('pending');
    expect(statusOf(undefined, undefined)).toBe('failed');
  });
});
