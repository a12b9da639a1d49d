import { cashOutQuoteStatus, reservedCashOutStatus } from '@matchday/contract/client';
import { majorToMinor } from '@matchday/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { useCashOutReserveCancel } from '../api/cash-out-reserve-cancel';
import { useRefreshOrders, type BetOrder } from '../api/new-bet-list';
import { useCashOutQuote } from '../hooks/use-cash-out-polling';
import { openReservedCashOut } from '../lib/auto-cash-out';
import { useAutoCashOutWatch } from '../stores/auto-cash-out-watch';

const OPEN_QUOTE: readonly number[] = [cashOutQuoteStatus.reservedPending, cashOutQuoteStatus.reservedProcessing];

/**
 * An open bet's pending automatic cash-out with its Cancel. The cash-out quote polling tells when it
 * was taken or ended (the quote no longer says 101/102): the open bets are then asked again. Shown,
 * it is watched, so the member hears from anywhere in the app when it is taken or ends.
 */
export function ReservedCashOutLine({ order, title, currency }: { order: BetOrder; title: string; currency: string }) {
  const { t } = useTranslation('my-bets');
  const refreshOrders = useRefreshOrders();
  const quote = useCashOutQuote(order.id);
  const cancel = useCashOutReserveCancel();
  const reserved = openReservedCashOut(order);
  const gone = reserved !== undefined && quote !== undefined && !OPEN_QUOTE.includes(quote.st);
  const reservedId = reserved?.id;
  useEffect(() => {
    if (reservedId) useAutoCashOutWatch.getState().watch(reservedId, { title, currency });
  }, [reservedId, title, currency]);
  useEffect(() => {
    if (gone) refreshOrders();
  }, [gone, refreshOrders]);
  if (!reserved) return null;
  const target = formatMoney(majorToMinor(reserved.cops), currency);
  if (reserved.st === reservedCashOutStatus.processing)
    return <span className="text-xs text-muted">{t('autoCashOut.processing')}</span>;
  return (
    <span className="flex items-center gap-1 text-xs">
      <span className="tabular-nums">{t('autoCashOut.pending', { target })}</span>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(reserved.id, { onSuccess: () => useAutoCashOutWatch.getState().unwatch(reserved.id) })
        }
        aria-label={t('autoCashOut.cancelOf', { target })}
        className="text-accent hover:underline disabled:opacity-60"
      >
        {t('autoCashOut.cancel')}
      </button>
      {cancel.isError && (
        <span role="alert" className="text-red-400">
          {t('autoCashOut.cancelFailed')}
        </span>
      )}
    </span>
  );
}
