import { sportsPaths } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';
import { myBetsKeys } from './keys';

export interface ReserveChange {
  reserveId: string;
  /** Major units, as the platform takes stakes. */
  unitStake: number;
  odds: number;
}

/** A new target price and stake for a pending reserve bet (§9); the reserve lists are asked again. */
export function useReserveUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReserveChange) => sportsCall(sportsPaths.reserveUpdate, change, { noNeedResponseMsg: true }),
    onSettled: () => client.invalidateQueries({ queryKey: myBetsKeys.reserves() }),
  });
}
