import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';
import { myBetsKeys } from './keys';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.cashOutReserveBet>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Sets an automatic cash-out (§8 step 4): the platform takes it once the value reaches the target; the open bets are asked again. */
export function useCashOutReserveBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => sportsCall(sportsPaths.cashOutReserveBet, body, { noNeedResponseMsg: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: myBetsKeys.orders() }),
  });
}
