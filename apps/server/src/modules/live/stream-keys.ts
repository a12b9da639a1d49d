import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A public playback name: lowercase letters and digits, safe in RTMP paths and URLs. */
export const PLAYBACK_NAME = /^[a-z0-9]{12}$/;

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 12 random characters (about 62 bits): unguessable enough that names cannot be enumerated. */
export function newPlaybackName(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A secret stream key: 32 random bytes, base64url (43 characters). */
export function newStreamKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Compares keys in constant time, so response timing reveals nothing about the right key. */
export function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
