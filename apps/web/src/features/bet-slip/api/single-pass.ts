import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { sportsCall } from '@/shared/http/sports-client';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.singlePass>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Places singles (§6.3); the slip shows refusals itself, with what to do. */
export const placeSingles = (body: Body) => sportsCall(sportsPaths.singlePass, body, { noNeedResponseMsg: true });
