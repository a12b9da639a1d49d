import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import type { PlaceState } from '../hooks/use-place-bets';
import { PlaceError } from './place-error';
import { useSlipMember } from './slip-context';

/** Why "Place" is disabled, in the order the member should fix things. */
export type PlaceBlock = 'acceptOdds' | 'stakeRange' | 'unavailable' | 'noStake' | 'noLegs' | null;

/** Totals, the reason placing is blocked if it is, the placement's failure, and the Place button. */
export function PlaceBar(props: {
  count: number;
  total: number;
  potentialReturn: number;
  block: PlaceBlock;
  state: PlaceState;
  onPlace: () => void;
  onRetry: () => void;
  onRemoveClosed: () => void;
}) {
  const { t } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const placing = props.state.status === 'placing';
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-muted">{t('place.totalStake')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="total-stake">
          {formatMoney(props.total, currency)}
        </dd>
        <dt className="text-muted">{t('place.potentialReturn')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="potential-return">
          {formatMoney(props.potentialReturn, currency)}
        </dd>
      </dl>
      <p className="text-xs text-muted">{t('place.estimateNote')}</p>
      {props.state.status === 'failed' && (
        <PlaceError error={props.state.error} onRetry={props.onRetry} onRemoveClosed={props.onRemoveClosed} />
      )}
      {props.block && props.block !== 'noStake' && (
        <p className="text-xs text-red-400">{t(`place.block.${props.block}`)}</p>
      )}
      <button
        type="button"
        disabled={props.block !== null || placing}
        aria-busy={placing}
        onClick={props.onPlace}
        className="min-h-11 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        {placing
          ? t('place.placing')
          : t('place.button', { count: props.count, amount: formatMoney(props.total, currency) })}
      </button>
    </div>
  );
}
