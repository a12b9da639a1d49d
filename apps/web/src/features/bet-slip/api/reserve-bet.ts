import { sportsPaths, type BrowserSportsBody } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { sportsCall } from '@/shared/http/sports-client';

type Body = Omit<BrowserSportsBody<typeof sportsPaths.reserveBet>, 'languageType' | 'oddsChange' | 'currencyId'>;

/** Reserves a single at a target price (§9); the platform places it when the price gets there. */
export const usePlaceReserve = () =>
  useMutation({ mutationFn: (body: Body) => sportsCall(sportsPaths.reserveBet, body, { noNeedResponseMsg: true }) });
