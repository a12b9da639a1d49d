import type { PaymentLimit } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { chipClass } from '@/shared/ui/choice-group';
import { amountChips } from '../lib/amount-chips';

/** Quick amounts within the method's limits; a tap fills the amount field. */
export function AmountChips({
  currency,
  limit,
  onPick,
}: {
  currency: string;
  limit: PaymentLimit | undefined;
  onPick: (amountText: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const chips = amountChips(currency, limit);
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={t('deposit.chips')} className="flex flex-wrap gap-2">
      {chips.map((minor) => (
        <button
          key={minor}
          type="button"
          className={chipClass(false)}
          // The amount as the field shows typed text in this language ("200.000" in vi).
          onClick={() => onPick(formatMoney(minor, currency, { symbol: false }))}
        >
          {formatMoney(minor, currency)}
        </button>
      ))}
    </div>
  );
}

/** "10,000 VND – 500,000,000 VND per deposit": what the method takes in one request. */
export function LimitsNote({ kind, limit }: { kind: 'deposit' | 'withdraw'; limit: PaymentLimit }) {
  const { t } = useTranslation('wallet');
  return (
    <p className="text-xs text-muted" data-testid={`${kind}-limits`}>
      {t(`${kind}.limits`, {
        min: formatMoney(limit.min, limit.currency),
        max: formatMoney(limit.max, limit.currency),
      })}
    </p>
  );
}
