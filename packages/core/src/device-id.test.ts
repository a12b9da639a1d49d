import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_DEVICE_ID,
  createDeviceId,
  isValidDeviceId,
  platformPrefixFromUserAgent,
  resolveDeviceId,
  type PlatformPrefix,
} from './device-id.js';
import { sha256Hex } from './sha256.js';

const PREFIXES: PlatformPrefix[] = ['H5-AND', 'H5-IOS', 'PC-WIN', 'PC-MAC', 'PC-LIN', 'PC-UNK'];

describe('platformPrefixFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'H5-AND'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'H5-IOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'PC-WIN'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15', 'PC-MAC'],
    ['Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/120.0', 'PC-LIN'],
    ['curl/8.0', 'PC-UNK'],
  ])('%s → %s', (ua, prefix) => {
    expect(platformPrefixFromUserAgent(ua)).toBe(prefix);
  });
});

describe('createDeviceId', () => {
  it('builds prefix-seconds-six alphanumerics-8 hex of SHA-256 of the text before it', () => {
    const sut = createDeviceId('H5-AND', 1_700_000_000_999, () => 0);
    expect(sut).toBe(`H5-AND-1700000000-AAAAAA-${sha256Hex('H5-AND-1700000000-AAAAAA').slice(0, 8)}`);
  });

  it('keeps the nonce alphanumeric even when random() returns its upper edge', () => {
    expect(createDeviceId('PC-WIN', 0, () => 0.9999999999)).toMatch(/^PC-WIN-0-999999-[0-9a-f]{8}$/);
  });

  test.prop([
    fc.constantFrom(...PREFIXES),
    fc.integer({ min: 0, max: 4_102_444_800_000 }),
    fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
      minLength: 6,
      maxLength: 6,
    }),
  ])('every created id is valid and has the documented shape', (prefix, nowMs, draws) => {
    let i = 0;
    const id = createDeviceId(prefix, nowMs, () => draws[i++] ?? 0);
    expect(id.startsWith(`${prefix}-${Math.floor(nowMs / 1000)}-`)).toBe(true);
    expect(id).toMatch(/-[A-Za-z0-9]{6}-[0-9a-f]{8}$/);
    expect(isValidDeviceId(id)).toBe(true);
  });
});

describe('isValidDeviceId', () => {
  it('accepts the fallback id', () => {
    expect(FALLBACK_DEVICE_ID).toBe('PC-UNK-0-000000-00000000');
    expect(isValidDeviceId(FALLBACK_DEVICE_ID)).toBe(true);
  });

  it('rejects a wrong checksum, an unknown prefix and a bad shape', () => {
    const id = createDeviceId('PC-MAC', 1_700_000_000_000, () => 0.5);
    const tampered = id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');
    expect(isValidDeviceId(tampered)).toBe(false);
    expect(isValidDeviceId(id.replace('PC-MAC', 'PC-XXX'))).toBe(false);
    expect(isValidDeviceId('undefined')).toBe(false);
    expect(isValidDeviceId('')).toBe(false);
  });
});

describe('resolveDeviceId', () => {
  const create = (): string => 'created';

  it('reuses the first non-empty candidate without "undefined"', () => {
    expect(resolveDeviceId(['H5-IOS-1-abcdef-00000000', 'stored'], create)).toBe('H5-IOS-1-abcdef-00000000');
    expect(resolveDeviceId([null, undefined, '', 'stored'], create)).toBe('stored');
  });

  it('skips ids containing "undefined" and creates one when none is left', () => {
    expect(resolveDeviceId(['PC-WIN-undefined-x', 'stored'], create)).toBe('stored');
    expect(resolveDeviceId(['undefined', null], create)).toBe('created');
    expect(resolveDeviceId([], create)).toBe('created');
  });
});
