import { orderStatus } from '@matchday/contract/client';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { adviceForReject } from '../lib/failure-advice';
import { isAccepted, isOpen } from '../lib/order-tracking';
import type { TrackedOrder } from '../lib/placement';
import { useOrders } from '../stores/order-store';
import { RefusalAdvice } from './refusal-advice';
import { useSlipMember } from './slip-context';
import { useSeriesName } from './series-name';

function OrderLine({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const seriesName = useSeriesName();
  const open = isOpen(order.st);
  const accepted = isAccepted(order.st);
  const status = open
    ? order.inPlay && order.st === orderStatus.confirming
      ? t('receipt.confirmingLive')
      : t('receipt.pending')
    : accepted
      ? t('receipt.accepted')
      : order.st === orderStatus.cancelled
        ? t('receipt.cancelled')
        : t('receipt.rejected');
  return (
    <li
      data-order={order.oid}
      data-status={open ? 'pending' : accepted ? 'accepted' : 'rejected'}
      className="flex flex-col gap-1 py-2"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium">
            {order.single ? order.title : seriesName(order.sn, order.keys.length, order.subBets)}
          </p>
          {!order.single && <p className="truncate text-xs text-muted">{order.title}</p>}
          <p className="text-xs text-muted">{t('receipt.stake', { amount: formatMoney(order.stake, currency) })}</p>
        </div>
        <span
          className={clsx(
            'shrink-0 text-xs font-semibold',
            open ? 'text-muted' : accepted ? 'text-green-400' : 'text-red-400',
          )}
        >
          {open && (
            <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 animate-pulse rounded-full bg-current" />
          )}
          {status}
        </span>
      </div>
      {!open && !accepted && (
        <>
          {order.rjs && <p className="text-xs">{order.rjs}</p>}
          <RefusalAdvice advice={adviceForReject(order.rj)} />
        </>
      )}
    </li>
  );
}

/** Placements in this session: pending until the platform decides, then accepted or rejected with its reason and what to do. */
export function OrderReceipts() {
  const { t } = useTranslation('bet-slip');
  const placements = useOrders((s) => s.placements);
  if (placements.length === 0) return null;
  return (
    <section aria-label={t('receipt.label')} aria-live="polite" className="flex flex-col gap-2">
      {placements.map((p) => (
        <div key={p.id} className="rounded-xl border border-line px-3">
          <ul className="divide-y divide-line">
            {p.orders.map((o) => (
              <OrderLine key={o.oid} order={o} />
            ))}
          </ul>
          {p.orders.every((o) => !isOpen(o.st)) && (
            <button
              type="button"
              onClick={() => useOrders.getState().dismiss(p.id)}
              className="mb-2 text-xs text-muted hover:underline"
            >
              {t('receipt.dismiss')}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
