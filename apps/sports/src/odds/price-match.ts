import type { MarketGroup } from '@matchday/contract';
import { isSuspended } from '../simulator/advance.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState } from '../simulator/state.js';
import { DEFAULT_MARGIN } from './margin.js';
import { buildMarkets } from './markets.js';
import type { PriceOptions } from './markets.js';
import { outlooks } from './models.js';

/**
 * Every market of a match priced from its model at the current score and clock. Ended matches
 * have no markets; a dangerous moment locks prices until the suspension has passed.
 */
export function priceMatch(matchId: number, state: MatchState, options: Partial<PriceOptions> = {}): MarketGroup[] {
  if (state.status === matchStatus.ended) return [];
  return buildMarkets(matchId, state.sid, outlooks(state), {
    lang: options.lang ?? 'en',
    margin: options.margin ?? DEFAULT_MARGIN,
    suspended: options.suspended ?? isSuspended(state),
  });
}
