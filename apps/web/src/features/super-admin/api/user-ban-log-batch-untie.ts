import { userBanLogBatchUntie } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { fetchSiteBans } from './user-ban-log-list';

/** Lifts every site-wide ban a user has. */
export const useLiftSiteBans = () =>
  useMutation({
    mutationFn: async (user: { id: number; userName: string }) => {
      const ids = (await fetchSiteBans(user)).map((b) => b.id);
      if (ids.length > 0) await apiCall(userBanLogBatchUntie, { body: { ids }, noNeedResponseMsg: true });
    },
  });
