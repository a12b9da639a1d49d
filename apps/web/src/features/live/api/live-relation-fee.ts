import { apiCodes, liveRelationFee } from '@matchday/contract/client';
import type { RoomFee, RoomFeeChanged } from '@matchday/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiCall } from '@/shared/http/api-client';
import { ApiError } from '@/shared/http/errors';
import { newRequestKey } from '@/shared/money/format-money';
import { liveKeys } from './keys';

/**
 * Pays a room's entry fee: `amount` is the fee the member was shown, and the server charges that
 * or nothing. A fee changed meanwhile is refused (priceChanged) with the fee now, which replaces
 * the shown one so the member is asked again. A payment that got no answer keeps its key, so
 * paying again can never charge twice; once paid, the room's info (its playback URLs) is read again.
 */
export function usePayRoomFee(streamId: number) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (amount: number) => {
      key.current ??= newRequestKey('room-fee');
      return apiCall(liveRelationFee, {
        body: { streamId, idempotencyKey: key.current, amount },
        noNeedResponseMsg: true,
      });
    },
    onSuccess: () => {
      key.current = null;
      void client.invalidateQueries({ queryKey: liveKeys.fee(streamId) });
      void client.invalidateQueries({ queryKey: liveKeys.info(streamId) });
    },
    // A refusal (short balance, a break, a changed fee) is final for its key: the next try gets a new one.
    onError: (err) => {
      if (!(err instanceof ApiError)) return;
      key.current = null;
      if (err.code === apiCodes.priceChanged.code && err.data) {
        const now = err.data as RoomFeeChanged;
        client.setQueryData<RoomFee>(liveKeys.fee(streamId), (old) => old && { ...old, ...now });
      }
    },
  });
}
