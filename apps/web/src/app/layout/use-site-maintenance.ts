import type { MaintenanceInfo } from '@matchday/contract/client';
import { isSiteMaintenance } from '@matchday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { siteKeys } from '@/shared/site/api/keys';
import { useSiteConfig } from './use-site-config';

/** While the notice shows, the config is read again this often, in case a push was missed. */
const POLL_MS = 60_000;
/** Longest single timer (browsers cap setTimeout near 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The site maintenance on now (spec §4: status 1 with point 0, and its window not over), else null.
 * It lifts by itself: at the window's end the config is read again (a scheduled one is read at its
 * start); the `site` topic brings an admin's change at once, and a modest poll covers a missed push.
 */
export function useSiteMaintenance(): MaintenanceInfo | null {
  const queryClient = useQueryClient();
  const { data } = useSiteConfig();
  const [now, setNow] = useState(() => Date.now());
  const on = data != null && isSiteMaintenance(data) && now < data.endTime;

  useEffect(() => {
    if (!data || data.id === 0) return;
    const next = [data.startTime, data.endTime].find((t) => t > Date.now());
    if (next === undefined) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void queryClient.invalidateQueries({ queryKey: siteKeys.main(0) });
      },
      Math.min(next - Date.now() + 50, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [data, queryClient]);

  useEffect(() => {
    if (!on) return;
    const poll = setInterval(() => void queryClient.invalidateQueries({ queryKey: siteKeys.main(0) }), POLL_MS);
    return () => clearInterval(poll);
  }, [on, queryClient]);

  return on ? data : null;
}
