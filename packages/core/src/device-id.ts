import { sha256Hex } from './sha256.js';

export type PlatformPrefix = 'H5-AND' | 'H5-IOS' | 'PC-WIN' | 'PC-MAC' | 'PC-LIN' | 'PC-UNK';
export const FALLBACK_DEVICE_ID = 'PC-UNK-0-000000-00000000';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SHAPE = /^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-(\d{1,12})-([A-Za-z0-9]{6})-([0-9a-f]{8})$/;

/** Phones get the H5 prefix of their system; desktops the PC prefix of theirs. */
export function platformPrefixFromUserAgent(ua: string): PlatformPrefix {
  if (/android/i.test(ua)) return 'H5-AND';
  if (/iphone|ipad|ipod/i.test(ua)) return 'H5-IOS';
  if (/windows/i.test(ua)) return 'PC-WIN';
  if (/macintosh|mac os x/i.test(ua)) return 'PC-MAC';
  if (/linux|x11|cros/i.test(ua)) return 'PC-LIN';
  return 'PC-UNK';
}

const checksum = (body: string) => sha256Hex(body).slice(0, 8);

/** `${prefix}-${seconds}-${6 alphanumerics}-${first 8 hex of SHA-256 of what precedes}` (spec §9). */
export function createDeviceId(prefix: PlatformPrefix, nowMs: number, random: () => number): string {
  let rand = '';
  for (let i = 0; i < 6; i++) rand += ALPHANUMERIC[Math.min(ALPHANUMERIC.length - 1, Math.floor(random() * ALPHANUMERIC.length))];
  const body = `${prefix}-${Math.floor(nowMs / 1000)}-${rand}`;
  return `${body}-${checksum(body)}`;
}

/** Shape and checksum both hold; the fallback id is valid as is. */
export function isValidDeviceId(id: string): boolean {
  if (id === FALLBACK_DEVICE_ID) return true;
  const m = SHAPE.exec(id);
  if (!m) return false;
  return checksum(id.slice(0, id.length - 9)) === m[4];
}

/** The first usable candidate (URL query, then storage), else a new id; ids containing "undefined" are never reused. */
export function resolveDeviceId(candidates: ReadonlyArray<string | null | undefined>, create: () => string): string {
  for (const c of candidates) if (typeof c === 'string' && c !== '' && !c.includes('undefined')) return c;
  return create();
}
