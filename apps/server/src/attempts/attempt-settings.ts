import { isIP } from 'node:net';

/** What an operator sets about abuse limits (read by config.ts; defaults in src/attempts/README.md). */
export interface AttemptSettings {
  /**
   * TRUST_PROXY: the reverse proxies whose `X-Forwarded-For` names the client, as addresses, CIDRs
   * or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). Empty: the socket's address is the client.
   */
  trustProxy: string[];
  /** REGISTRATIONS_PER_HOUR: the whole site's ceiling on registrations. */
  registrationsPerHour: number;
  /** REGISTRATIONS_PER_ADDRESS: one address's ceiling an hour (raise it where many phones share a carrier's NAT). */
  registrationsPerAddress: number;
  /** SMS_SENDS_PER_HOUR: the whole site's ceiling on SMS codes sent. */
  smsSendsPerHour: number;
}

export const DEFAULT_REGISTRATIONS_PER_HOUR = 1000;
export const DEFAULT_REGISTRATIONS_PER_ADDRESS = 10;
export const DEFAULT_SMS_SENDS_PER_HOUR = 1000;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function readAttemptSettings(str: (name: string) => string | undefined, problems: string[]): AttemptSettings {
  const trustProxy = (str('TRUST_PROXY') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const bad = trustProxy.filter((e) => !isProxyEntry(e));
  if (bad.length > 0)
    problems.push(
      `TRUST_PROXY must list proxy addresses or CIDRs separated by commas (e.g. "10.0.0.0/8,127.0.0.1"), or loopback, linklocal, uniquelocal (got ${bad.map((b) => `"${b}"`).join(', ')})`,
    );
  const perHour = (name: string, fallback: number) => {
    const text = str(name) ?? String(fallback);
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > 10_000_000)
      problems.push(`${name} must be a whole number from 1 to 10000000 (got "${text}")`);
    return n;
  };
  return {
    trustProxy,
    registrationsPerHour: perHour('REGISTRATIONS_PER_HOUR', DEFAULT_REGISTRATIONS_PER_HOUR),
    registrationsPerAddress: perHour('REGISTRATIONS_PER_ADDRESS', DEFAULT_REGISTRATIONS_PER_ADDRESS),
    smsSendsPerHour: perHour('SMS_SENDS_PER_HOUR', DEFAULT_SMS_SENDS_PER_HOUR),
  };
}
