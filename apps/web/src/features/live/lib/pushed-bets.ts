import type { EventPayload } from '@matchday/contract';
import type { DataOf, EndpointOf, livePushOrderList2 } from '@matchday/contract/client';

/** A recommended bet, as the room topic's `pushOrder` event and the lists carry it. */
export type PushOrder = EventPayload<'room', 'pushOrder'>;
/** A page of recommended bets. */
export type BetPage = DataOf<EndpointOf<typeof livePushOrderList2>>;

/** Recommended bets a room shows. */
export const ROOM_BETS_PAGE = 20;

/**
 * Puts a pushed bet first in a page, once (a push and a refetch may both bring it); a bet already
 * listed is replaced where it stands (its follower count moved).
 */
export function withBet(page: BetPage | undefined, bet: PushOrder): BetPage {
  if (!page) return { list: [bet], total: 1 };
  if (page.list.some((b) => b.id === bet.id))
    return { ...page, list: page.list.map((b) => (b.id === bet.id ? bet : b)) };
  return { list: [bet, ...page.list].slice(0, ROOM_BETS_PAGE), total: page.total + 1 };
}
