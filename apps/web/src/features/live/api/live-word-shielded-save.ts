import { liveWordShieldedSave } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Replaces a room's whole list of shielded words; answers how many it holds. */
export const useSaveShieldedWords = (streamId: number) =>
  useMutation({
    mutationFn: (words: string[]) =>
      apiCall(liveWordShieldedSave, { body: { streamId, words }, noNeedResponseMsg: true }),
  });
