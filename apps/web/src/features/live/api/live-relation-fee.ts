import { liveRelationFee } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiCall } from '@/shared/http/api-client';
import { ApiError } from '@/shared/http/errors';
import { newRequestKey } from '@/shared/money/format-money';
import { liveKeys } from './keys';

/**
 * Pays a room's entry fee. A payment that got no answer keeps its key, so paying again can never
 * charge twice; once paid, the room's info (its playback URLs) is read again.
 */
export function usePayRoomFee(streamId: number) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: () => {
      key.current ??= newRequestKey('room-fee');
      return apiCall(liveRelationFee, { body: { streamId, idempotencyKey: key.current }, noNeedResponseMsg: true });
    },
    onSuccess: () => {
      key.current = null;
      void client.invalidateQueries({ queryKey: liveKeys.fee(streamId) });
      void client.invalidateQueries({ queryKey: liveKeys.info(streamId) });
    },
    // A refusal (short balance, a break) is final for its key: the next try gets a new one.
    onError: (err) => {
      if (err instanceof ApiError) key.current = null;
    },
  });
}
