import { siteMainQueryDetail, type MaintenanceInfo } from '@matchday/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { STALE } from '@/shared/query/stale';
import { useTopic } from '@/shared/realtime/use-topic';

const key = ['operation', 'siteMain', 0] as const;

/** Site maintenance and the logged-out menu order; the `site` topic pushes changes. */
export function useSiteConfig() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: () => apiCall(siteMainQueryDetail, { body: { point: 0 }, noNeedResponseMsg: true }),
    staleTime: STALE.siteConfig,
  });
  useTopic(
    'site',
    'maintenance',
    (data) => queryClient.setQueryData<MaintenanceInfo | null>(key, data),
    () => void queryClient.invalidateQueries({ queryKey: key }),
  );
  return query;
}
