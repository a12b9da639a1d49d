import { adminUserSearch } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { adminKeys } from './keys';

/** Users whose name holds the keyword (every user for none), 50 at most. */
export const userSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: adminKeys.userSearch(keyword),
    queryFn: () =>
      apiCall(adminUserSearch, {
        query: { pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
        noNeedResponseMsg: true,
      }),
  });

export const useUserSearch = (keyword: string) => useQuery(userSearchQueryOptions(keyword));
