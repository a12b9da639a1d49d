import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { readStored } from '@/shared/storage/storage';
import type { MemberFeed } from '@/shared/realtime/member-feed';
import { useOrderTracking } from '../hooks/use-order-tracking';
import { useOrders } from '../stores/order-store';
import { BetSlipPanel } from './bet-slip-panel';
import { SlipMemberContext } from './slip-context';

export interface BetSlipProps {
  userId: number;
  /** The member's wallet currency: stakes and returns are in it. */
  currency: string;
  /** The member's `user:{id}` events on the sports push; without it, polling alone follows the orders. */
  orderFeed?: MemberFeed;
  /** The "My bets" tab's content, composed by the app. */
  myBets: ReactNode;
}

/**
 * The bet slip of a logged-in member: a launcher showing how many selections it holds, the
 * panel when open, and the orders being followed until the platform decides them.
 */
export function BetSlip({ userId, currency, orderFeed, myBets }: BetSlipProps) {
  const { t } = useTranslation('bet-slip');
  const open = useBetSlip((s) => s.open);
  const count = useBetSlip((s) => s.selections.length);
  const following = useOrders((s) => s.placements.length > 0);
  useOrderTracking(userId, orderFeed);
  useEffect(() => useBetSlip.getState().claim(userId), [userId]);
  const member = useMemo(
    () => ({ userId, currency, oddsFormat: readStored('settings').oddsFormat }),
    [userId, currency],
  );

  return (
    <SlipMemberContext.Provider value={member}>
      {open ? (
        <BetSlipPanel myBets={myBets} />
      ) : (
        (count > 0 || following) && (
          <button
            type="button"
            onClick={() => useBetSlip.getState().setOpen(true)}
            aria-label={t('launcher', { count })}
            className="fixed right-4 bottom-20 z-40 flex items-center gap-2 rounded-full bg-accent px-4 py-3 text-sm font-semibold text-on-accent shadow-lg md:bottom-6"
          >
            {t('title')}
            <span className="rounded-full bg-on-accent px-2 text-xs text-accent">{count}</span>
          </button>
        )
      )}
    </SlipMemberContext.Provider>
  );
}
