import type { MaintenanceInfo } from '@matchday/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '@/shared/realtime/use-topic';
import { siteKeys } from '@/shared/site/api/keys';
import { useSiteMain } from '@/shared/site/api/site-main-query-detail';

/** Site maintenance and the logged-out menu order; the `site` topic pushes changes. */
export function useSiteConfig() {
  const queryClient = useQueryClient();
  const query = useSiteMain();
  useTopic(
    'site',
    'maintenance',
    (data) => queryClient.setQueryData<MaintenanceInfo | null>(siteKeys.main(0), data),
    () => void queryClient.invalidateQueries({ queryKey: siteKeys.main(0) }),
  );
  return query;
}
