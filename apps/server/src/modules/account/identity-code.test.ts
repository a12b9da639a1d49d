import { describe, expect, it } from 'vitest';
import { createIdentityCodes, IDENTITY_CODE_SLOT_MS } from './identity-code.js';

describe('identity codes', () => {
  const secret = Buffer.from('test-secret');
  it('issues an 8-character code that support can check for that member only', () => {
    let t = 5 * IDENTITY_CODE_SLOT_MS + 1000;
    const codes = createIdentityCodes(secret, () => t);
    const { identityCode, expiresAt } = codes.issue(42);
    expect(identityCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(expiresAt).toBe(6 * IDENTITY_CODE_SLOT_MS);
    expect(codes.verify(42, identityCode.toLowerCase())).toBe(true);
    expect(codes.verify(43, identityCode)).toBe(false);
    t += IDENTITY_CODE_SLOT_MS;
    expect(codes.verify(42, identityCode)).toBe(true);
    expect(codes.issue(42).identityCode).not.toBe(identityCode);
    t += IDENTITY_CODE_SLOT_MS;
    expect(codes.verify(42, identityCode)).toBe(false);
  });

  it('differs per secret', () => {
    const a = createIdentityCodes(Buffer.from('a'), () => 0).issue(1).identityCode;
    const b = createIdentityCodes(Buffer.from('b'), () => 0).issue(1).identityCode;
    expect(a).not.toBe(b);
  });
});
