import { memberRgGet } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { gamblingKeys } from './keys';

/** The member's limits (with what is used and what is pending), reality-check interval, break and self-exclusion. */
export const gamblingControlsQueryOptions = () =>
  queryOptions({
    queryKey: gamblingKeys.controls(),
    queryFn: () => apiCall(memberRgGet, { noNeedResponseMsg: true }),
  });

export const useGamblingControls = (opts: { staleTime?: number } = {}) =>
  useQuery({ ...gamblingControlsQueryOptions(), ...opts });
