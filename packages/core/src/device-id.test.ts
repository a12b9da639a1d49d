import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createDeviceId, FALLBACK_DEVICE_ID, isValidDeviceId, platformPrefixFromUserAgent, resolveDeviceId } from './device-id.js';
import { sha256Hex } from './sha256.js';

describe('sha256Hex', () => {
  it('matches the NIST vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
});

describe('device id', () => {
  it('has the prefix, seconds, 6 alphanumerics and the checksum', () => {
    const id = createDeviceId('PC-WIN', 1_763_800_000_123, () => 0.5);
    expect(id).toMatch(/^PC-WIN-1763800000-[A-Za-z0-9]{6}-[0-9a-f]{8}$/);
    expect(id.slice(-8)).toBe(sha256Hex(id.slice(0, -9)).slice(0, 8));
    expect(isValidDeviceId(id)).toBe(true);
  });

  it('rejects a wrong checksum and accepts the fallback', () => {
    const id = createDeviceId('H5-AND', 1_700_000_000_000, () => 0.1);
    expect(isValidDeviceId(`${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(isValidDeviceId('garbage')).toBe(false);
    expect(isValidDeviceId(FALLBACK_DEVICE_ID)).toBe(true);
  });

  test.prop([fc.constantFrom('H5-AND', 'H5-IOS', 'PC-WIN', 'PC-MAC', 'PC-LIN', 'PC-UNK' as const), fc.integer({ min: 0, max: 4e12 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'every created id validates',
    (prefix, t, r) => {
      expect(isValidDeviceId(createDeviceId(prefix, t, () => r))).toBe(true);
    },
  );

  it('picks the platform prefix from the user agent', () => {
    expect(platformPrefixFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('H5-AND');
    expect(platformPrefixFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('H5-IOS');
    expect(platformPrefixFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('PC-WIN');
    expect(platformPrefixFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('PC-MAC');
    expect(platformPrefixFromUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('PC-LIN');
    expect(platformPrefixFromUserAgent('curl/8')).toBe('PC-UNK');
  });

  it('reuses a stored or URL id unless it contains "undefined"', () => {
    const create = () => 'NEW';
    expect(resolveDeviceId(['PC-WIN-1-abcdef-12345678', 'other'], create)).toBe('PC-WIN-1-abcdef-12345678');
    expect(resolveDeviceId([null, 'stored'], create)).toBe('stored');
    expect(resolveDeviceId(['PC-undefined-1', undefined, ''], create)).toBe('NEW');
  });
});

describe('sha256Hex against node:crypto', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 300 })])('agrees on any text, astral characters included', async (text) => {
    const { createHash } = await import('node:crypto');
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
