import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.cashOutBet>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Takes a cash-out at the quoted price (§8); refusals are shown by the dialog, which asks the orders again once it is decided. */
export const useCashOutBet = () =>
  useMutation({ mutationFn: (body: Body) => sportsCall(sportsPaths.cashOutBet, body, { noNeedResponseMsg: true }) });
