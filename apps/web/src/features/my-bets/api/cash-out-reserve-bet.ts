import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.cashOutReserveBet>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Sets an automatic cash-out (§8 step 4): the platform takes it once the value reaches the target; refusals are shown by the form. */
export const cashOutReserveBet = (body: Body) =>
  sportsCall(sportsPaths.cashOutReserveBet, body, { noNeedResponseMsg: true });
