import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
import type { usePlaceBets } from '../hooks/use-place-bets';
import { removeUnavailable } from '../lib/accept-changes';
import { placementTotals, type OddsChange, type PlaceRequest } from '../lib/placement';
import type { Quote } from '../lib/slip-quotes';
import { DelayLock } from './delay-lock';
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
  /** While a placed bet waits its in-play delay: when it ends (epoch ms, 0 unknown); null when the slip is free. */
  locked: number | null;
}

/** Why "Place" is disabled, in the order the member should fix things. */
export type PlaceBlock = 'acceptOdds' | 'stakeRange' | 'unavailable' | 'noStake' | 'noLegs' | null;

/**
 * The foot of a betting tab: the odds-change setting, the totals of `request`, the reason placing is
 * blocked if it is (the in-play lock, a stake above the balance with a way to deposit), the
 * placement's failure, and the Place button, which places `request`.
 */
export function PlaceBar({ tab, block, request }: { tab: BettingTabProps; block: PlaceBlock; request: PlaceRequest }) {
  const { t } = useTranslation('bet-slip');
  const { currency, userId } = useSlipMember();
  const balance = useSession((s) => s.balance);
  const { state, retry, place } = tab.placer;
  const placing = state.status === 'placing';
  const totals = placementTotals(request);
  const short = balance !== null && totals.stake > balance;
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
        {tab.locked !== null && <DelayLock until={tab.locked} />}
        {state.status === 'failed' && tab.locked === null && (
          <PlaceError
            error={state.error}
            onRetry={retry}
            onRemoveClosed={() => removeUnavailable(tab.selections, tab.quotes)}
          />
        )}
        {short && tab.locked === null && (
          <div
            data-testid="over-balance"
            aria-live="polite"
            className="flex flex-wrap items-center gap-2 rounded-xl border border-red-500/60 bg-red-500/10 p-3 text-xs"
          >
            <span className="min-w-0 flex-1">
              {t('funds.over', { stake: formatMoney(totals.stake, currency), balance: formatMoney(balance, currency) })}
            </span>
            <Link
              to="/personal/$id"
              params={{ id: String(userId) }}
              search={{ tab: 'wallet' }}
              className="inline-flex min-h-11 items-center rounded-lg bg-accent px-3 font-semibold text-on-accent"
            >
              {t('funds.deposit')}
            </Link>
          </div>
        )}
        {block && block !== 'noStake' && tab.locked === null && (
          <p className="text-xs text-red-400">{t(`place.block.${block}`)}</p>
        )}
        <button
          type="button"
          disabled={block !== null || placing || short || tab.locked !== null}
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
