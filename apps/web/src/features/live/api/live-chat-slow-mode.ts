import { liveChatSlowMode } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { liveKeys } from './keys';

/** Sets a room's slow mode (seconds between a viewer's lines; 0 off); its chat rules are read again. */
export function useSetSlowMode(streamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) =>
      apiCall(liveChatSlowMode, { body: { streamId, seconds }, noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: liveKeys.chatConfig(streamId) }),
  });
}
