import { majorToMinor } from '@matchday/core';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { betTypeName } from '@/shared/bet-slip/bet-type-name';
import { localShortTime } from '@/shared/time/local-time';
import type { BetOrder } from '../api/new-bet-list';
import { betOutcome, OUTCOME_TONE } from '../lib/bet-outcome';
import { betShape, statusKey } from '../lib/order-labels';
import { BetDetailDialog } from './bet-detail-dialog';
import { CashOutControl } from './cash-out-control';
import { ReservedCashOutLine } from './reserved-cash-out-line';

/** Row height of the virtual list, in pixels. */
export const BET_ROW_HEIGHT = 124;

/** One bet: what it is on, when, stake and return or payout, its status, cash-out when offered (and an automatic one pending), and its detail. */
export function BetRow({ order, currency }: { order: BetOrder; currency: string }) {
  const { t, i18n } = useTranslation('my-bets');
  const { t: tc } = useTranslation('common');
  const [detail, setDetail] = useState(false);
  const leg = order.ops[0];
  const title = order.sert === 0 && leg ? leg.onm || leg.on : betTypeName(tc, betShape(order));
  const status = statusKey(order.st);
  const outcome = betOutcome(order);
  const money = (major: number) => formatMoney(majorToMinor(major), currency);
  return (
    <article
      aria-label={title}
      data-order={order.id}
      className="flex h-full flex-col justify-between gap-1 border-b border-line px-3 py-2 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{title}</p>
          <p className="truncate text-xs text-muted">
            {order.sert === 0 && leg ? `${leg.mgn} · ${leg.mn}` : order.ops.map((l) => l.mn).join(' · ')}
          </p>
        </div>
        <span
          data-outcome={outcome ?? status}
          className={clsx(
            'shrink-0 rounded-full px-2 text-xs font-semibold',
            outcome
              ? OUTCOME_TONE[outcome]
              : status === 'rejected' || status === 'cancelled'
                ? 'bg-red-500/15 text-red-400'
                : status === 'pending'
                  ? 'bg-surface-2 text-muted'
                  : 'bg-green-600/15 text-green-500',
          )}
        >
          {outcome ? t(`badge.${outcome}`) : t(`status.${status}`)}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted">{localShortTime(order.cte, i18n.language)}</span>
        <span className="tabular-nums">{t('row.stake', { amount: money(order.sat) })}</span>
        <span className="tabular-nums">
          {order.sa === undefined
            ? t('row.maxReturn', { amount: money(order.mla) })
            : t('row.payout', { amount: money(order.sa) })}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2">
        {order.co === 1 && order.sa === undefined && order.st === 4 ? (
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <CashOutControl order={order} currency={currency} />
            <ReservedCashOutLine order={order} title={title} currency={currency} />
          </span>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => setDetail(true)}
          className="text-xs text-accent hover:underline"
          aria-label={t('row.detailOf', { title })}
        >
          {t('row.detail')}
        </button>
      </div>
      {detail && <BetDetailDialog order={order} currency={currency} onClose={() => setDetail(false)} />}
    </article>
  );
}
