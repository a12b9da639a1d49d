import { reservedCashOutStatus } from '@matchday/contract/client';
import { majorToMinor } from '@matchday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { toast } from '@/shared/ui/toaster';
import { myBetsKeys } from '../api/keys';
import { useAutoCashOutWatch } from '../stores/auto-cash-out-watch';

/** The member's `user:{id}` events on the sports push, given by the app: subscribes, and returns the unsubscribe. */
export type MemberFeed = (userId: number, onEvent: (event: string, data: unknown) => void, onResync: () => void) => () => void;

export interface AutoCashOutNotice {
  id: string;
  st: number;
  pa?: number | undefined;
  fr?: number | undefined;
}

/** A `reservedCashOut` push (contract realtime `user`), or null for anything else. */
export function readAutoCashOutPush(event: string, data: unknown): AutoCashOutNotice | null {
  if (event !== 'reservedCashOut' || typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.id !== 'string' || typeof d.st !== 'number') return null;
  return { id: d.id, st: d.st, pa: typeof d.pa === 'number' ? d.pa : undefined, fr: typeof d.fr === 'number' ? d.fr : undefined };
}

const END_REASONS = new Set([2, 3, 4]);

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
      (event, data) => {
        const notice = readAutoCashOutPush(event, data);
        const watched = notice && useAutoCashOutWatch.getState().watched[notice.id];
        if (!notice || !watched) return;
        useAutoCashOutWatch.getState().unwatch(notice.id);
        const t = i18n.getFixedT(null, 'my-bets');
        if (notice.st === reservedCashOutStatus.executed) {
          toast(t('autoCashOut.notice.taken', { title: watched.title, amount: formatMoney(majorToMinor(notice.pa ?? 0), watched.currency) }));
        } else {
          const why = notice.fr !== undefined && END_REASONS.has(notice.fr) ? t(`autoCashOut.notice.why.${notice.fr as 2}`) : t('autoCashOut.notice.why.other');
          toast(t('autoCashOut.notice.ended', { title: watched.title, why }));
        }
        refresh();
      },
      refresh,
    );
  }, [watching, userId, client, i18n]);
}
