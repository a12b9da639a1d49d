import {
  adminMaintenanceEnd,
  adminMaintenanceList,
  adminMaintenanceSave,
  adminMenuOrderSet,
  type BodyOf,
  type EndpointOf,
} from '@matchday/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { siteKeys } from '@/shared/site/api/keys';
import { adminKeys } from './keys';

/** Maintenance windows, newest first. */
export const useMaintenanceWindows = () =>
  useQuery({
    queryKey: adminKeys.maintenance(),
    queryFn: () => apiCall(adminMaintenanceList, { query: { pageNum: 1, pageSize: 50 }, noNeedResponseMsg: true }),
  });

/** After a change: the list and the site's own notice are read again. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: adminKeys.maintenance() });
    await client.invalidateQueries({ queryKey: siteKeys.main(0) });
  };
}

/** Creates (no id) or edits a window. */
export function useSaveMaintenance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<typeof adminMaintenanceSave>>) =>
      apiCall(adminMaintenanceSave, { body, noNeedResponseMsg: true }),
    onSuccess: refresh,
  });
}

/** Ends a window now. */
export function useEndMaintenance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiCall(adminMaintenanceEnd, { body: { id }, noNeedResponseMsg: true }),
    onSuccess: refresh,
  });
}

/** Sets the header and tab-bar menu order. */
export function useSetMenuOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (gameOrder: BodyOf<EndpointOf<typeof adminMenuOrderSet>>['gameOrder']) =>
      apiCall(adminMenuOrderSet, { body: { gameOrder }, noNeedResponseMsg: true }),
    onSuccess: refresh,
  });
}
