import { isLatestWins } from '@matchday/contract';
import type { BusMessage } from './bus.js';

export interface SendLimits {
  /** Above this many buffered bytes, messages wait in the queue instead of the socket. */
  softBytes: number;
  /** Above this many buffered bytes the socket is closed as too slow. */
  hardBytes: number;
  /** At most this many queued messages (latest-wins events take one slot per topic and event). */
  maxQueued: number;
  /** A socket behind for longer than this is closed as too slow. */
  maxBehindMs: number;
}

export const defaultSendLimits: SendLimits = {
  softBytes: 256 * 1024,
  hardBytes: 1024 * 1024,
  maxQueued: 200,
  maxBehindMs: 15_000,
};

export interface OutboundSocket {
  readonly bufferedAmount: number;
  send(text: string): void;
}

/**
 * Bounded memory per socket. While the socket keeps up, messages go straight out. When its
 * buffer passes the soft limit, messages queue: latest-wins events keep only the newest per
 * topic and event (the client sees a seq gap and resyncs), others queue up to maxQueued.
 * Past the hard limit, the queue bound, or maxBehindMs behind, `onTooSlow` is called.
 */
export class SendQueue {
  private readonly queued = new Map<string, string>();
  private behindSince: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly socket: OutboundSocket,
    private readonly limits: SendLimits,
    private readonly onTooSlow: (reason: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  push(msg: BusMessage, text: string): void {
    const buffered = this.socket.bufferedAmount;
    if (buffered > this.limits.hardBytes) return this.onTooSlow('send buffer over the hard limit');
    if (this.queued.size === 0 && buffered <= this.limits.softBytes) return this.socket.send(text);

    this.behindSince ??= this.now();
    if (this.now() - this.behindSince > this.limits.maxBehindMs) return this.onTooSlow('behind for too long');
    const key = isLatestWins(msg.topic, msg.event)
      ? `${msg.topic}|${msg.event}`
      : `${msg.topic}|${msg.event}|${msg.seq}`;
    this.queued.delete(key);
    this.queued.set(key, text);
    if (this.queued.size > this.limits.maxQueued) return this.onTooSlow('too many queued messages');
    this.scheduleDrain();
  }

  get size(): number {
    return this.queued.size;
  }

  /** Sends what is queued once the socket's buffer is back under the soft limit. */
  drain(): void {
    this.timer = null;
    if (this.socket.bufferedAmount > this.limits.softBytes) return this.scheduleDrain();
    for (const text of this.queued.values()) this.socket.send(text);
    this.queued.clear();
    this.behindSince = null;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.queued.clear();
  }

  private scheduleDrain(): void {
    this.timer ??= setTimeout(() => this.drain(), 25);
  }
}
