import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.betMultiple>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Places a parlay's series (§6.4), one order per series; refusals are shown by the slip. */
export const placeParlay = (body: Body) => sportsCall(sportsPaths.betMultiple, body, { noNeedResponseMsg: true });
