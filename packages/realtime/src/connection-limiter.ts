import { readFileSync } from 'node:fs';
import { isIPv6 } from 'node:net';

/** How many long-lived connections (sockets, players) one client address and the whole process may hold. */
export interface ConnectionCaps {
  perAddress: number;
  perProcess: number;
}

/** Why a connection was refused: its address holds its share, or the process holds its cap. */
export type ConnectionRefusal = 'address' | 'process';

/** A taken slot; `release` gives it back (once, however often it is called). */
export interface ConnectionSlot {
  release(): void;
}

/** A browser tab holds one app socket and one sports push socket: 50 leaves room for a household or office behind one address. */
export const SOCKETS_PER_ADDRESS = 50;
/** The most sockets one socket endpoint takes when the open-file limit is unknown or large. */
export const MAX_SOCKETS = 10_000;
/** The share of the open-file limit one socket endpoint may hold (the app's /ws and the sports push each: 80 % together). */
export const SOCKET_SHARE_OF_FILES = 0.4;

/**
 * The address connections are counted under: an IPv4 address as it is, an IPv6 one by its /64
 * (one subscriber's whole prefix, which they can fill with addresses at will).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The process's open-file limit (the soft `nofile`, which node raises to the hard one at start), or null off Linux. */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (!line) return null;
    return line[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(line[1]);
  } catch {
    return null;
  }
}

/** `share` of the open-file limit, at most `max`: what a kind of connection may hold in this process. */
export function capByOpenFiles(max: number, share: number, files: number | null = openFileLimit()): number {
  return files === null ? max : Math.max(1, Math.min(max, Math.floor(files * share)));
}

/** A socket endpoint's caps when none are configured: 50 an address; 40 % of `nofile`, at most 10,000, in all. */
export function defaultSocketCaps(files: number | null = openFileLimit()): ConnectionCaps {
  return { perAddress: SOCKETS_PER_ADDRESS, perProcess: capByOpenFiles(MAX_SOCKETS, SOCKET_SHARE_OF_FILES, files) };
}

/**
 * Counts open connections per client address and in all, and refuses one past either cap, so one
 * host (or a crowd) cannot take every file descriptor and starve `/healthz` and everything else.
 */
export class ConnectionLimiter {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(readonly caps: ConnectionCaps) {}

  /** Takes a slot for a connection from `ip`, or says why not. */
  open(ip: string | undefined): ConnectionSlot | { refused: ConnectionRefusal } {
    const key = addressKey(ip);
    const held = this.byAddress.get(key) ?? 0;
    if (held >= this.caps.perAddress) return { refused: 'address' };
    if (this.total >= this.caps.perProcess) return { refused: 'process' };
    this.byAddress.set(key, held + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.byAddress.get(key) ?? 1) - 1;
        if (left > 0) this.byAddress.set(key, left);
        else this.byAddress.delete(key);
      },
    };
  }

  /** Connections open in all. */
  get size(): number {
    return this.total;
  }

  /** Connections open from `ip`'s address. */
  countOf(ip: string | undefined): number {
    return this.byAddress.get(addressKey(ip)) ?? 0;
  }
}

/** The reason a refused connection is told (a WebSocket close reason, at most 123 bytes). */
export function refusalReason(refusal: ConnectionRefusal): string {
  return refusal === 'address' ? 'too many connections from this address' : 'server at connection capacity';
}
