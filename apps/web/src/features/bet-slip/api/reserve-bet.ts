import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.reserveBet>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Reserves a single at a target price (§9); the platform places it when the price gets there. */
export const placeReserve = (body: Body) => sportsCall(sportsPaths.reserveBet, body, { noNeedResponseMsg: true });
