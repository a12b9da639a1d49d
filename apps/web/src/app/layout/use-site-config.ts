import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '@/shared/realtime/use-topic';
import { siteKeys } from '@/shared/site/api/keys';
import { useSiteMain } from '@/shared/site/api/site-main-query-detail';

/** Site maintenance and the logged-out menu order; the `site` topic says when they change. */
export function useSiteConfig() {
  const queryClient = useQueryClient();
  const query = useSiteMain();
  // The push is in the site's language: read the notice again in the visitor's own.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: siteKeys.main(0) });
  useTopic('site', 'maintenance', refresh, refresh);
  return query;
}
