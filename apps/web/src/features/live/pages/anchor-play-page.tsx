import { useSearch } from '@tanstack/react-router';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { rememberPushOrder } from '@/shared/bet-slip/pending-push-order';
import { recommendedPick } from '@/shared/bet-slip/recommended-pick';
import { LiveListView } from '../components/list/live-list-view';
import { LiveRoomView } from '../components/room/live-room-view';
import type { OpenInBetSlip } from '../components/room/pushed-bets';

/** `?id=` of /anchorPlay; anything but a positive whole number reads as none. */
function streamIdOf(search: { id?: unknown }): number {
  const id = Number(search.id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * Puts a recommended bet on the slip and opens it; a pick that is on the slip is remembered as the
 * pending push order, so the app follows it once a single on it is accepted.
 */
export const openInBetSlip: OpenInBetSlip = (bet) => {
  const result = useBetSlip.getState().openSlipWith(recommendedPick(bet));
  if (result === 'added' || result === 'present') rememberPushOrder(bet);
};

/** /anchorPlay: the live list, or with `?id=` that stream's room. */
export function AnchorPlayPage() {
  const streamId = streamIdOf(useSearch({ strict: false }) as { id?: unknown });
  return streamId > 0 ? (
    <LiveRoomView key={streamId} streamId={streamId} onOpenInBetSlip={openInBetSlip} />
  ) : (
    <LiveListView />
  );
}
