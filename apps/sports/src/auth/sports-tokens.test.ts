import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSportsTokens } from './sports-tokens.js';

const claims = { userId: 42, userName: 'alice01', currency: 'VND', lang: 'VIE' };

function setup(ttlMs = 60_000) {
  let now = 1_700_000_000_000;
  const secret = randomBytes(32);
  const tokens = createSportsTokens({ secret, ttlMs, now: () => now });
  return { tokens, secret, advance: (ms: number) => (now += ms), now: () => now };
}

describe('sports tokens', () => {
  it('issues an opaque token that verifies to its claims until it expires', () => {
    const { tokens, advance, now } = setup();
    const { token, expiresAt } = tokens.issue(claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('alice01');
    expect(expiresAt).toBe(now() + 60_000);
    expect(tokens.verify(token)).toEqual({ ...claims, expiresAt });
    advance(59_999);
    expect(tokens.verify(token)).toMatchObject(claims);
    advance(1);
    expect(tokens.verify(token)).toBe('expired');
  });

  it('#5 carries the operator’s session of a member token, signed with the rest', () => {
    const { tokens, secret } = setup();
    const { token, expiresAt } = tokens.issue({ ...claims, session: '77' });
    expect(tokens.verify(token)).toEqual({ ...claims, session: '77', expiresAt });
    const [body = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const swapped = Buffer.from(JSON.stringify({ ...payload, s: '78' })).toString('base64url');
    expect(tokens.verify(`${swapped}.${token.split('.')[1]}`)).toBeNull();
    expect(createSportsTokens({ secret, ttlMs: 60_000 }).verify(tokens.issue(claims).token)).not.toHaveProperty(
      'session',
    );
  });

  it('keeps guest tokens apart from members by userId 0', () => {
    const { tokens } = setup();
    const { token } = tokens.issue({ userId: 0, userName: '', currency: 'CNY', lang: 'CMN' });
    expect(tokens.verify(token)).toMatchObject({ userId: 0, lang: 'CMN' });
  });

  it('rejects tampered, foreign, malformed and oversized tokens', () => {
    const { tokens, now } = setup();
    const { token } = tokens.issue(claims);
    const [body = '', mac = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 1, n: 'admin', c: 'VND', l: 'ENG', e: now() + 1e9 })).toString(
      'base64url',
    );
    const other = createSportsTokens({ secret: randomBytes(32), ttlMs: 60_000, now }).issue(claims).token;
    for (const bad of [
      `${forged}.${mac}`,
      `${body}.${mac.slice(0, -2)}`,
      `${body}x.${mac}`,
      other,
      body,
      `${token}.x`,
      '',
      '.',
      'not a token',
      'a'.repeat(5000),
    ]) {
      expect(tokens.verify(bad), bad.slice(0, 40)).toBeNull();
    }
  });

  it('does not report a forged expired token as expired', () => {
    const { tokens, now } = setup();
    const body = Buffer.from(JSON.stringify({ u: 1, n: 'x', c: 'VND', l: 'ENG', e: now() - 1 })).toString('base64url');
    expect(tokens.verify(`${body}.AAAA`)).toBeNull();
  });

  it('refuses a short secret and a non-positive lifetime', () => {
    expect(() => createSportsTokens({ secret: randomBytes(16), ttlMs: 1000 })).toThrow(/32 bytes/);
    expect(() => createSportsTokens({ secret: randomBytes(32), ttlMs: 0 })).toThrow(/ttlMs/);
  });
});
