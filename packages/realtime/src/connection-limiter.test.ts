import { describe, expect, it } from 'vitest';
import {
  addressKey,
  capByOpenFiles,
  ConnectionLimiter,
  defaultSocketCaps,
  openFileLimit,
} from './connection-limiter.js';

describe('ConnectionLimiter', () => {
  it('#7 refuses past the per-address cap, and past the per-process cap for any address', () => {
    const limiter = new ConnectionLimiter({ perAddress: 2, perProcess: 3 });
    const a1 = limiter.open('10.0.0.1');
    const a2 = limiter.open('10.0.0.1');
    expect(limiter.open('10.0.0.1')).toEqual({ refused: 'address' });
    // The same host as an IPv4-mapped address counts as itself.
    expect(limiter.open('::ffff:10.0.0.1')).toEqual({ refused: 'address' });
    const b1 = limiter.open('10.0.0.2');
    expect(limiter.open('10.0.0.3')).toEqual({ refused: 'process' });
    expect([limiter.size, limiter.countOf('10.0.0.1')]).toEqual([3, 2]);
    if ('refused' in a1 || 'refused' in a2 || 'refused' in b1) throw new Error('refused');
    a1.release();
    a1.release();
    expect([limiter.size, limiter.countOf('10.0.0.1')]).toEqual([2, 1]);
    expect('release' in limiter.open('10.0.0.3')).toBe(true);
    a2.release();
    b1.release();
    expect(limiter.countOf('10.0.0.1')).toBe(0);
  });

  it('#7 counts an IPv6 client by its /64, which it can fill with addresses at will', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey(undefined)).toBe('unknown');
    const limiter = new ConnectionLimiter({ perAddress: 1, perProcess: 10 });
    limiter.open('2001:db8:1:2::1');
    expect(limiter.open('2001:db8:1:2::99')).toEqual({ refused: 'address' });
    expect('release' in limiter.open('2001:db8:1:3::1')).toBe(true);
  });

  it('sizes the default process cap below the open-file limit', () => {
    expect(capByOpenFiles(10_000, 0.4, 20_000)).toBe(8_000);
    expect(capByOpenFiles(10_000, 0.4, 1_048_576)).toBe(10_000);
    expect(capByOpenFiles(10_000, 0.4, 1_024)).toBe(409);
    expect(capByOpenFiles(10_000, 0.4, null)).toBe(10_000);
    expect(defaultSocketCaps(20_000)).toEqual({ perAddress: 50, perProcess: 8_000 });
    const files = openFileLimit();
    if (files !== null) expect(defaultSocketCaps().perProcess).toBeLessThan(files);
  });
});
