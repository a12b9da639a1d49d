import { describe, expect, it } from 'vitest';
import { betWalletBalance } from './bet-wallet.js';
import { MERCHANT_REPLAY_WINDOW_MS, MERCHANT_SIGNATURE_HEADER, MERCHANT_TIMESTAMP_HEADER } from './merchant.js';
import { createMerchantVerifier, readMerchantCall, signMerchantCall } from './merchant-signature.js';

const SECRET = 'a-shared-merchant-secret-of-32-characters!';
const body = '{"userId":1,"currency":"VND"}';

describe('the merchant signature of server-to-server calls', () => {
  it('accepts a fresh signature once, then calls it a replay', () => {
    let now = 1_764_000_000_000;
    const verify = createMerchantVerifier(SECRET, () => now);
    const ts = String(now);
    const sig = signMerchantCall(SECRET, ts, body);
    expect(verify(ts, sig, body)).toBe('ok');
    expect(verify(ts, sig.toUpperCase(), body)).toBe('replayed');
    now += 1;
    const next = String(now);
    expect(verify(next, signMerchantCall(SECRET, next, body), body)).toBe('ok');
  });

  it('refuses missing headers, stale or malformed timestamps, and signatures over anything else', () => {
    const now = 1_764_000_000_000;
    const verify = createMerchantVerifier(SECRET, () => now);
    const ts = String(now);
    expect(verify(undefined, 'x', body)).toBe('missing');
    expect(verify(ts, undefined, body)).toBe('missing');
    const old = String(now - MERCHANT_REPLAY_WINDOW_MS - 1);
    expect(verify(old, signMerchantCall(SECRET, old, body), body)).toBe('stale');
    expect(verify('17640000000', signMerchantCall(SECRET, '17640000000', body), body)).toBe('stale');
    expect(verify(ts, signMerchantCall(SECRET, ts, body), `${body} `)).toBe('invalid');
    expect(verify(ts, signMerchantCall('another-secret-of-at-least-32-characters', ts, body), body)).toBe('invalid');
    expect(verify(ts, 'zz', body)).toBe('invalid');
  });

  it('forgets signatures once their window has passed, so memory stays bounded', () => {
    let now = 1_764_000_000_000;
    const verify = createMerchantVerifier(SECRET, () => now);
    const ts = String(now);
    const sig = signMerchantCall(SECRET, ts, body);
    expect(verify(ts, sig, body)).toBe('ok');
    now += MERCHANT_REPLAY_WINDOW_MS + 1;
    // The old signature is now stale rather than replayed: its timestamp left the window.
    expect(verify(ts, sig, body)).toBe('stale');
  });
});

describe('reading a signed merchant call', () => {
  const now = 1_764_000_000_000;
  const ts = String(now);
  const signed = (raw: string) => ({
    [MERCHANT_TIMESTAMP_HEADER]: ts,
    [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(SECRET, ts, raw),
  });
  const read = (headers: Record<string, string | undefined>, raw: string) =>
    readMerchantCall(
      createMerchantVerifier(SECRET, () => now),
      betWalletBalance,
      headers,
      raw,
    );

  it("answers the body the call's schema parsed", () => {
    expect(read(signed(body), body)).toEqual({ ok: true, body: { userId: 1, currency: 'VND' } });
  });

  it("refuses missing headers (14069), a bad signature (14006), and a body that is not JSON or not the call's (5)", () => {
    expect(read({}, body)).toEqual({ ok: false, refusal: 'merchantHeadersRequired' });
    expect(read(signed(body), `${body} `)).toEqual({ ok: false, refusal: 'invalidSignature' });
    expect(read(signed('{'), '{')).toEqual({ ok: false, refusal: 'invalidParameter', info: 'body: not JSON' });
    const wrong = '{"userId":"x","currency":"VND"}';
    expect(read(signed(wrong), wrong)).toMatchObject({ ok: false, refusal: 'invalidParameter', info: /^userId: / });
  });
});
