import { formatOdds, majorToMinor, seriesReturn, seriesSubBets } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { acceptChanges, movedSelections } from '../lib/accept-changes';
import { parlayLegs } from '../lib/parlay-legs';
import type { PlaceRequest } from '../lib/placement';
import { liveSelection, moveBlocks, priceMove, type SeriesOffer } from '../lib/slip-quotes';
import { stakeProblem } from '../lib/stake-limits';
import { combinedOdds } from '../lib/combined-odds';
import { seriesStakesFor, useStakes } from '../stores/stake-store';
import { OddsChangeBanner } from './odds-change-banner';
import { PlaceBar, type BettingTabProps, type PlaceBlock } from './place-bar';
import { SelectionCard } from './selection-card';
import { useSeriesName } from './series-name';
import { useSlipMember } from './slip-context';
import { StakeField } from './stake-field';

interface Props extends BettingTabProps {
  /** The series JumpLine offers for these legs; empty until it has answered. */
  offers: readonly SeriesOffer[];
}

/** Parlays: legs from different matches that allow parlays, and a stake per sub-bet for each series on offer. */
export function ParlayTab({ offers, ...tab }: Props) {
  const { selections, quotes, oddsChange } = tab;
  const { t } = useTranslation('bet-slip');
  const { currency, oddsFormat } = useSlipMember();
  const seriesName = useSeriesName();
  const live = selections.map((s) => liveSelection(s, quotes[s.key]));
  const { legs, excluded } = parlayLegs(live);
  const legsKey = legs.map((l) => l.key).join(',');
  const stakes = useStakes(seriesStakesFor(legsKey));
  const odds = legs.map((l) => l.od);
  // An offer computed for other legs (a refresh still on its way) is not shown.
  const series = legs.length >= 2 ? offers.filter((o) => seriesSubBets(legs.length, o.sn) === o.in) : [];
  const rows = series.map((offer) => {
    const typed = stakes[offer.sn];
    const stake = typed?.minor ?? null;
    return {
      offer,
      stake,
      unreadable: typed?.problem != null,
      problem: stakeProblem(stake, majorToMinor(offer.mi), majorToMinor(offer.mx)),
      potential: stake === null ? 0 : seriesReturn(stake, odds, offer.sn),
    };
  });
  const staked = rows.filter((r) => r.stake !== null);
  const request: PlaceRequest = {
    kind: 'parlay',
    legs,
    series: staked.map((r) => ({ sn: r.offer.sn, stake: r.stake!, subBets: r.offer.in })),
  };
  const blocked = legs.some((l) => moveBlocks(oddsChange, priceMove(l.od, quotes[l.key])));
  const block: PlaceBlock =
    legs.length < 2
      ? 'noLegs'
      : blocked
        ? 'acceptOdds'
        : staked.some((r) => r.problem) || rows.some((r) => r.unreadable)
          ? 'stakeRange'
          : staked.length === 0
            ? 'noStake'
            : null;
  const moved = movedSelections(selections, quotes);
  const legKeys = new Set(legs.map((l) => l.key));

  return (
    <div className="flex flex-col gap-3">
      <OddsChangeBanner count={moved.length} blocking={blocked} onAccept={() => acceptChanges(selections, quotes)} />
      {selections.map((s) => (
        <SelectionCard key={s.key} selection={s} quote={quotes[s.key]}>
          {!legKeys.has(s.key) && excluded[s.key] && (
            <p className="text-xs text-muted">{t(`parlay.excluded.${excluded[s.key]!}`)}</p>
          )}
        </SelectionCard>
      ))}
      {legs.length >= 2 && (
        <p className="flex items-baseline justify-between gap-2 rounded-xl bg-surface-2 p-3 text-sm">
          <span className="text-muted">{t('combined.odds')}</span>
          <span className="text-base font-bold tabular-nums" data-testid="combined-odds">
            {formatOdds(combinedOdds(odds), oddsFormat)}
          </span>
        </p>
      )}
      {legs.length < 2 ? (
        <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">{t('parlay.needTwo')}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">{t('parlay.loadingSeries')}</p>
      ) : (
        <ul aria-label={t('parlay.seriesLabel')} className="flex flex-col gap-2">
          {rows.map((r) => {
            const name = seriesName(r.offer.sn, legs.length, r.offer.in);
            return (
              <li
                key={r.offer.sn}
                className="flex flex-col gap-1 rounded-xl border border-line p-3"
                data-series={r.offer.sn}
              >
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold">{name}</span>
                  <span className="text-xs text-muted">{t('parlay.subBets', { count: r.offer.in })}</span>
                </div>
                <StakeField
                  field={{ kind: 'series', sn: r.offer.sn, legs: legsKey }}
                  label={t('stake.forSeries', { name })}
                  problem={r.problem}
                  disabled={tab.locked !== null}
                  hint={
                    r.stake !== null && (
                      <p className="text-right text-xs text-muted">
                        {t('parlay.seriesTotal', {
                          stake: formatMoney(r.stake * r.offer.in, currency),
                          amount: formatMoney(r.potential, currency),
                        })}
                      </p>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <PlaceBar tab={tab} block={block} request={request} />
    </div>
  );
}
