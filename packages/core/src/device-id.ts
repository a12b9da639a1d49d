import { sha256Hex } from './sha256.js';

export type PlatformPrefix = 'H5-AND' | 'H5-IOS' | 'PC-WIN' | 'PC-MAC' | 'PC-LIN' | 'PC-UNK';

export const FALLBACK_DEVICE_ID = 'PC-UNK-0-000000-00000000';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DEVICE_ID_SHAPE = /^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-(\d+)-([A-Za-z0-9]{6})-([0-9a-f]{8})$/;

/** iOS is tested before Mac because iPhone user agents also say "Mac OS X". */
export function platformPrefixFromUserAgent(ua: string): PlatformPrefix {
  if (/Android/i.test(ua)) return 'H5-AND';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'H5-IOS';
  if (/Windows/i.test(ua)) return 'PC-WIN';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'PC-MAC';
  if (/Linux|X11/i.test(ua)) return 'PC-LIN';
  return 'PC-UNK';
}

function checksum(body: string): string {
  return sha256Hex(body).slice(0, 8);
}

/** `${prefix}-${seconds}-${six alphanumerics}-${first 8 hex of SHA-256 of the text before it}`. */
export function createDeviceId(prefix: PlatformPrefix, nowMs: number, random: () => number): string {
  const seconds = Math.max(0, Math.floor(nowMs / 1000));
  let nonce = '';
  for (let i = 0; i < 6; i++) {
    const index = Math.min(ALPHANUMERICS.length - 1, Math.max(0, Math.floor(random() * ALPHANUMERICS.length)));
    nonce += ALPHANUMERICS[index];
  }
  const body = `${prefix}-${seconds}-${nonce}`;
  return `${body}-${checksum(body)}`;
}

/** Shape and checksum both hold; the fallback id is valid although its checksum is zeros. */
export function isValidDeviceId(id: string): boolean {
  if (id === FALLBACK_DEVICE_ID) return true;
  const match = DEVICE_ID_SHAPE.exec(id);
  if (!match) return false;
  const hash = match[4] ?? '';
  return checksum(id.slice(0, id.length - hash.length - 1)) === hash;
}

/** Spec §4: a URL or stored id is reused unless it contains the text "undefined". */
export function resolveDeviceId(candidates: Array<string | null | undefined>, create: () => string): string {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate !== '' && !candidate.includes('undefined')) return candidate;
  }
  return create();
}
