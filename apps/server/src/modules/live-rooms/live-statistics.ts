import type { LiveStatistics } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import type { LiveStreamService } from '../live/index.js';
import type { Caller } from '../../http/caller.js';

export interface StatisticsQuery {
  presenterId?: number | undefined;
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

interface Spell {
  streamId: number;
  startedAt: number;
  endedAt: number | null;
  peakViewers: number;
}

/** Streams, whole minutes on air inside [begin, end] (a spell still on air counts up to `now`), and the highest peak. */
export function airTime(
  spells: readonly Spell[],
  begin: number,
  end: number,
  now: number,
): { streams: number; liveMinutes: number; peakViewers: number } {
  let ms = 0;
  for (const s of spells) ms += Math.max(0, Math.min(end, s.endedAt ?? now) - Math.max(begin, s.startedAt));
  return {
    streams: new Set(spells.map((s) => s.streamId)).size,
    liveMinutes: Math.floor(ms / 60_000),
    peakViewers: spells.reduce((peak, s) => Math.max(peak, s.peakViewers), 0),
  };
}

/**
 * An anchor's totals from stored data: spells on air (`live_stream_sessions`), gifts from the
 * ledger-backed sends, and entry fees paid. An anchor sees their own; a super admin any anchor's.
 */
export function createLiveStatistics(deps: {
  streams: Pick<LiveStreamService, 'sessionsOf'>;
  gifts: { received(presenterId: number, begin: number, end: number): Promise<{ count: number; senders: number }> };
  fees: { payers(presenterId: number, begin: number, end: number): Promise<number> };
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return {
    async sum(caller: Caller, q: StatisticsQuery): Promise<LiveStatistics> {
      if (caller.role !== 'admin' && q.presenterId !== undefined && q.presenterId !== caller.userId)
        throw new AppError('forbidden', 'live.statistics.notYours');
      const presenterId = q.presenterId ?? caller.userId;
      const t = now();
      const begin = q.beginTime ?? 0;
      const end = Math.min(q.endTime ?? t, t);
      if (begin > end)
        return { streams: 0, liveMinutes: 0, peakViewers: 0, giftCount: 0, giftSenders: 0, paidViewers: 0 };
      const [spells, gifts, paidViewers] = await Promise.all([
        deps.streams.sessionsOf(presenterId, begin, end),
        deps.gifts.received(presenterId, begin, end),
        deps.fees.payers(presenterId, begin, end),
      ]);
      return { ...airTime(spells, begin, end, t), giftCount: gifts.count, giftSenders: gifts.senders, paidViewers };
    },
  };
}
export type LiveStatisticsService = ReturnType<typeof createLiveStatistics>;
