import { createHmac, timingSafeEqual } from 'node:crypto';

export const IDENTITY_CODE_SLOT_MS = 10 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function codeFor(secret: Buffer, userId: number, slot: number): string {
  const mac = createHmac('sha256', secret).update(`identity:${userId}:${slot}`).digest();
  return Array.from(mac.subarray(0, 8), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * A code a member reads out to customer service to prove who they are. Signed, not stored: it
 * changes every 10 minutes and support checks it against the member's id.
 */
export function createIdentityCodes(secret: Buffer, now: () => number = Date.now) {
  return {
    issue(userId: number): { identityCode: string; expiresAt: number } {
      const slot = Math.floor(now() / IDENTITY_CODE_SLOT_MS);
      return { identityCode: codeFor(secret, userId, slot), expiresAt: (slot + 1) * IDENTITY_CODE_SLOT_MS };
    },
    /** True for the current code and the one before it (a code read out just as it rolled over). */
    verify(userId: number, code: string): boolean {
      const slot = Math.floor(now() / IDENTITY_CODE_SLOT_MS);
      const given = Buffer.from(code.toUpperCase());
      return [slot, slot - 1].some((s) => {
        const expected = Buffer.from(codeFor(secret, userId, s));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}
export type IdentityCodes = ReturnType<typeof createIdentityCodes>;
