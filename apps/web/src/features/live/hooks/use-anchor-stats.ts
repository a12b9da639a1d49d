import { dateRange } from '@matchday/core';
import { useQuery } from '@tanstack/react-query';
import { liveKeys } from '../api/keys';
import { fetchGiftProfitList } from '../api/live-gift-profit-list';
import { fetchGiftProfitSum } from '../api/live-gift-profit-sum';
import { localOffsetMinutes } from '@/shared/time/local-time';
import { fetchStatisticsSum } from '../api/live-statistics-sum';

/** The ranges the anchor centre offers: spec §9's day windows (today, the last 7 and 30 days), or everything. */
export const STATS_RANGES = ['today', 'week', 'month', 'all'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
const DAYS: Record<Exclude<StatsRange, 'all'>, number> = { today: 1, week: 7, month: 30 };

/** [beginTime, endTime] of a range in the site's time zone, as every date is shown; none for everything. */
export function rangeTimes(range: StatsRange, now = Date.now()): { beginTime?: number; endTime?: number } {
  if (range === 'all') return {};
  const { startMs, endMs } = dateRange(now, DAYS[range], localOffsetMinutes());
  return { beginTime: startMs, endTime: endMs };
}

/** The anchor's statistics and gift profit (totals per currency and the newest days) over a range. */
export function useAnchorStats(range: StatsRange) {
  return useQuery({
    queryKey: liveKeys.stats(range),
    queryFn: async ({ signal }) => {
      const times = rangeTimes(range);
      const [stats, sums, days] = await Promise.all([
        fetchStatisticsSum(times, signal),
        fetchGiftProfitSum(times, signal),
        fetchGiftProfitList({ ...times, utcOffsetMinutes: localOffsetMinutes(), pageNum: 1, pageSize: 10 }, signal),
      ]);
      return { stats, sums, days: days.list };
    },
  });
}
