import { sportsPaths } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';
import { myBetsKeys } from './keys';

/** Cancels a pending reserve bet (§9); the reserve lists are asked again. */
export function useReserveCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reserveId: string) =>
      sportsCall(sportsPaths.reserveCancel, { reserveId }, { noNeedResponseMsg: true }),
    onSettled: () => client.invalidateQueries({ queryKey: myBetsKeys.reserves() }),
  });
}
