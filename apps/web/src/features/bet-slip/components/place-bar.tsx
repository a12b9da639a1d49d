import { useTranslation } from 'react-i18next';
import type { SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { formatMoney } from '@/shared/money/format-money';
import type { usePlaceBets } from '../hooks/use-place-bets';
import { removeUnavailable } from '../lib/accept-changes';
import { placementTotals, type OddsChange, type PlaceRequest } from '../lib/placement';
import type { Quote } from '../lib/slip-quotes';
import { OddsChangeSetting } from './odds-change-setting';
import { PlaceError } from './place-error';
import { useSlipMember } from './slip-context';

/** What a betting tab of the slip is given. */
export interface BettingTabProps {
  selections: readonly SlipSelection[];
  quotes: Readonly<Record<string, Quote>>;
  oddsChange: OddsChange;
  onOddsChange: (v: OddsChange) => void;
  placer: ReturnType<typeof usePlaceBets>;
}

/** Why "Place" is disabled, in the order the member should fix things. */
export type PlaceBlock = 'acceptOdds' | 'stakeRange' | 'unavailable' | 'noStake' | 'noLegs' | null;

/**
 * The foot of a betting tab: the odds-change setting, the totals of `request`, the reason placing is
 * blocked if it is, the placement's failure, and the Place button, which places `request`.
 */
export function PlaceBar({ tab, block, request }: { tab: BettingTabProps; block: PlaceBlock; request: PlaceRequest }) {
  const { t } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const { state, retry, place } = tab.placer;
  const placing = state.status === 'placing';
  const totals = placementTotals(request);
  return (
    <>
      <OddsChangeSetting value={tab.oddsChange} onChange={tab.onOddsChange} />
      <div className="flex flex-col gap-2">
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt className="text-muted">{t('place.totalStake')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="total-stake">
            {formatMoney(totals.stake, currency)}
          </dd>
          <dt className="text-muted">{t('place.potentialReturn')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="potential-return">
            {formatMoney(totals.potentialReturn, currency)}
          </dd>
        </dl>
        <p className="text-xs text-muted">{t('place.estimateNote')}</p>
        {state.status === 'failed' && (
          <PlaceError
            error={state.error}
            onRetry={retry}
            onRemoveClosed={() => removeUnavailable(tab.selections, tab.quotes)}
          />
        )}
        {block && block !== 'noStake' && <p className="text-xs text-red-400">{t(`place.block.${block}`)}</p>}
        <button
          type="button"
          disabled={block !== null || placing}
          aria-busy={placing}
          onClick={() => void place(request)}
          className="min-h-11 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent disabled:cursor-not-allowed disabled:opacity-60"
        >
          {placing
            ? t('place.placing')
            : t('place.button', { count: totals.bets, amount: formatMoney(totals.stake, currency) })}
        </button>
      </div>
    </>
  );
}
