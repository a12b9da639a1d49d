import { reservedCashOutEndReason, reservedCashOutStatus } from '@matchday/contract/client';
import { majorToMinor } from '@matchday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import type { MemberFeed } from '@/shared/realtime/member-feed';
import { toast } from '@/shared/ui/toaster';
import { myBetsKeys } from '../api/keys';
import { useAutoCashOutWatch } from '../stores/auto-cash-out-watch';

/** End reasons a notice names, with their texts; any other reads as "can no longer be taken". */
const END_REASON_TEXT = new Map<
  number,
  'autoCashOut.notice.why.2' | 'autoCashOut.notice.why.3' | 'autoCashOut.notice.why.4'
>([
  [reservedCashOutEndReason.orderSettled, 'autoCashOut.notice.why.2'],
  [reservedCashOutEndReason.stakeGone, 'autoCashOut.notice.why.3'],
  [reservedCashOutEndReason.cashOutLimit, 'autoCashOut.notice.why.4'],
]);

/**
 * Tells the member, wherever they are, when an automatic cash-out they set is taken (what it paid)
 * or ends unpaid (why), from the platform's `reservedCashOut` push, and asks My bets' lists again.
 * Listens only while one is watched: no socket for a member without one.
 */
export function useAutoCashOutNotices(userId: number, feed: MemberFeed | undefined): void {
  // The common namespace is always loaded; My bets' texts are asked by namespace when a notice comes.
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const watching = useAutoCashOutWatch((s) => Object.keys(s.watched).length > 0);
  const feedRef = useRef(feed);
  useEffect(() => {
    feedRef.current = feed;
  });

  useEffect(() => {
    const subscribe = feedRef.current;
    if (!watching || !subscribe || userId <= 0) return undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: myBetsKeys.root });
    return subscribe(
      userId,
      'reservedCashOut',
      (notice) => {
        const watched = useAutoCashOutWatch.getState().watched[notice.id];
        if (!watched) return;
        useAutoCashOutWatch.getState().unwatch(notice.id);
        const t = i18n.getFixedT(null, 'my-bets');
        if (notice.st === reservedCashOutStatus.executed) {
          toast(
            t('autoCashOut.notice.taken', {
              title: watched.title,
              amount: formatMoney(majorToMinor(notice.pa ?? 0), watched.currency),
            }),
          );
        } else {
          const why = t(END_REASON_TEXT.get(notice.fr ?? 0) ?? 'autoCashOut.notice.why.other');
          toast(t('autoCashOut.notice.ended', { title: watched.title, why }));
        }
        refresh();
      },
      refresh,
    );
  }, [watching, userId, client, i18n]);
}
