import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { isProxyEntry } from './attempt-settings.js';

describe('TRUST_PROXY and the ceilings in the configuration (issue 17 #4, #9)', () => {
  it('defaults to trusting no proxy, 1000 registrations (10 per address) and 1000 SMS sends an hour', () => {
    expect(loadConfig({}).attempts).toEqual({
      trustProxy: [],
      registrationsPerHour: 1000,
      registrationsPerAddress: 10,
      smsSendsPerHour: 1000,
    });
  });

  it('reads addresses, CIDRs and proxy-addr names, and reports every bad value', () => {
    const ok = loadConfig({
      TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 , loopback',
      SMS_SENDS_PER_HOUR: '50',
      REGISTRATIONS_PER_ADDRESS: '200',
    });
    expect(ok.attempts).toMatchObject({
      trustProxy: ['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'],
      smsSendsPerHour: 50,
      registrationsPerAddress: 200,
    });
    expect(() =>
      loadConfig({
        TRUST_PROXY: '10.0.0.0/33,proxy.local,true',
        REGISTRATIONS_PER_HOUR: '0',
        REGISTRATIONS_PER_ADDRESS: '-1',
        SMS_SENDS_PER_HOUR: 'x',
      }),
    ).toThrow(
      /TRUST_PROXY must list .*\(got "10\.0\.0\.0\/33", "proxy\.local", "true"\)[\s\S]*REGISTRATIONS_PER_HOUR must be a whole number from 1 to 10000000 \(got "0"\)[\s\S]*REGISTRATIONS_PER_ADDRESS must be a whole number[\s\S]*SMS_SENDS_PER_HOUR must be a whole number/,
    );
  });

  it('knows an address, a CIDR and the names proxy-addr takes', () => {
    for (const ok of ['10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', '::ffff:10.0.0.1', 'uniquelocal'])
      expect(isProxyEntry(ok), ok).toBe(true);
    for (const bad of ['10.0.0', '10.0.0.1/', '10.0.0.1/8/8', '::1/129', 'localhost', '*', '10.0.0.1/x'])
      expect(isProxyEntry(bad), bad).toBe(false);
  });
});
