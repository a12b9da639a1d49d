import { useTranslation } from 'react-i18next';
import type { BetOrder } from '../api/new-bet-list';
import { useCashOutQuote } from '../hooks/use-cash-out-polling';
import { cashOutValue, offeredAmt, remainingStake } from '../lib/cash-out';
import { useCashOutDialog } from '../stores/cash-out-dialog';
import { CashOutValue } from './cash-out-value';

/** An open bet's live cash-out value (remaining stake × quote) and the button that opens the cash-out dialog. */
export function CashOutControl({ order, currency }: { order: BetOrder; currency: string }) {
  const { t } = useTranslation('my-bets');
  const quote = useCashOutQuote(order.id);
  const amt = offeredAmt(quote);
  const remaining = remainingStake(order);
  if (amt === null || remaining <= 0) {
    return <span className="text-xs text-muted">{quote ? t('cashOut.unavailable') : t('cashOut.loading')}</span>;
  }
  const value = cashOutValue(remaining, amt);
  return (
    <button
      type="button"
      onClick={() => useCashOutDialog.getState().open(order, currency)}
      className="flex items-center gap-1 rounded-lg border border-line px-2 py-1 text-xs hover:bg-surface-2"
    >
      {t('cashOut.label')} <CashOutValue value={value} stake={remaining} currency={currency} />
    </button>
  );
}
