import { userBanLogBatchUntie } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** Lifts mutes and bans. */
export function useLiftBans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiCall(userBanLogBatchUntie, { body: { ids }, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.bans }),
  });
}
