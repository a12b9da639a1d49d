import clsx from 'clsx';
import { formatMoney } from '@/shared/money/format-money';
import { cashOutTone } from '../lib/cash-out';

/** A cash-out amount coloured against the stake it pays for: green above, red below. */
export function CashOutValue({
  value,
  stake,
  currency,
  className,
}: {
  value: number;
  stake: number;
  currency: string;
  className?: string;
}) {
  const tone = cashOutTone(value, stake);
  return (
    <span
      data-tone={tone}
      className={clsx(
        'font-semibold tabular-nums',
        tone === 'profit' && 'text-green-500',
        tone === 'loss' && 'text-red-400',
        className,
      )}
    >
      {formatMoney(value, currency)}
    </span>
  );
}
