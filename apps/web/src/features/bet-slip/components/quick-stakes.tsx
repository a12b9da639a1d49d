import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { quickStakes } from '../lib/quick-stakes';
import { stakeOfMinor } from '../lib/typed-stake';
import { useStakes, type StakeField } from '../stores/stake-store';
import { useSlipMember } from './slip-context';

/** One-tap stakes in the member's currency for the field being typed into, set as its value in minor units. */
export function QuickStakes({ field, singleKeys }: { field: StakeField; singleKeys: readonly string[] }) {
  const { t, i18n } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  return (
    <div role="group" aria-label={t('quickStakes.label')} className="flex flex-wrap gap-1">
      {quickStakes(currency).map((minor) => (
        <button
          key={minor}
          type="button"
          aria-label={t('quickStakes.use', { amount: formatMoney(minor, currency) })}
          onClick={() => useStakes.getState().type(field, stakeOfMinor(minor, currency, i18n.language), singleKeys)}
          className="rounded-lg border border-line px-2 py-1 text-xs tabular-nums hover:bg-surface-2"
        >
          {formatMoney(minor, currency, { symbol: false })}
        </button>
      ))}
    </div>
  );
}
