import { sportsPaths } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';
import { myBetsKeys } from './keys';

/** Cancels a pending automatic cash-out (§8 step 4); the open bets are asked again. */
export function useCashOutReserveCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reserveCashOutId: string) =>
      sportsCall(sportsPaths.cashOutReserveCancel, { reserveCashOutId }, { noNeedResponseMsg: true }),
    onSettled: () => client.invalidateQueries({ queryKey: myBetsKeys.orders() }),
  });
}
