import { liveRelationIsFee } from '@matchday/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** A paid room's fee and whether the signed-in member may watch. */
export const roomFeeQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: liveKeys.fee(streamId),
    queryFn: ({ signal }) => apiCall(liveRelationIsFee, { body: { streamId }, signal, noNeedResponseMsg: true }),
  });

/** Only asked for rooms with a fee. */
export const useRoomFee = (streamId: number, enabled: boolean) =>
  useQuery({ ...roomFeeQueryOptions(streamId), enabled });
