import { lazy, Suspense, useEffect } from 'react';
import { BetSlip } from '@/features/bet-slip/components/bet-slip';
import { useAutoCashOutNotices } from '@/features/my-bets/hooks/use-auto-cash-out-notices';
import { useWalletBalance } from '@/features/wallet/hooks/use-wallet-balance';
import type { MemberFeed } from '@/shared/realtime/member-feed';
import { sportsPushClient } from '@/shared/realtime/sports-push-client';
import { subscribeTopicEvent } from '@/shared/realtime/topic-subscription';
import { useSession } from '@/shared/session/session-store';
import { useFollowPushOrder } from './use-follow-push-order';

// My bets loads only when the slip's tab opens.
const MyBetsView = lazy(() =>
  import('@/features/my-bets/components/my-bets-view').then((m) => ({ default: m.MyBetsView })),
);

/** The member's `user:{id}` on the sports push socket; if the socket or the topic is refused, the slip's polling carries on alone. */
const orderFeed: MemberFeed = (userId, event, onEvent, onResync) => {
  let leave: (() => void) | null = null;
  let cancelled = false;
  sportsPushClient()
    .then((client) => {
      if (!cancelled) leave = subscribeTopicEvent(client, `user:${userId}`, event, onEvent, onResync);
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
    leave?.();
  };
};

/**
 * Composes the bet slip for a logged-in member (features meet here): their wallet currency, the
 * sports push for order news and automatic cash-outs taken or ended, My bets for its tab; and keeps the session's balance current from
 * the wallet's pushes so the slip and My bets show it; an accepted single on a live room's pick
 * follows that pick.
 */
export function BetSlipHost() {
  const user = useSession((s) => s.userInfo);
  const wallet = useWalletBalance();
  useFollowPushOrder();
  useAutoCashOutNotices(user?.id ?? 0, orderFeed);
  const balance = wallet?.balance ?? null;
  useEffect(() => useSession.getState().setBalance(balance), [balance]);
  if (!user) return null;
  return (
    <BetSlip
      userId={user.id}
      currency={wallet?.currency ?? user.regCurrency}
      orderFeed={orderFeed}
      myBets={
        <Suspense fallback={null}>
          <MyBetsView height={360} />
        </Suspense>
      }
    />
  );
}
