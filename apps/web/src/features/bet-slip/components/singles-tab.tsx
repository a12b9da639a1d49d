import { singleReturn } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { isBettable } from '@/shared/bet-slip/bet-slip-store';
import { formatMoney } from '@/shared/money/format-money';
import { acceptChanges, movedSelections } from '../lib/accept-changes';
import type { PlaceRequest } from '../lib/placement';
import { liveSelection, moveBlocks, priceMove } from '../lib/slip-quotes';
import { stakeProblem } from '../lib/stake-limits';
import { useStakes } from '../stores/stake-store';
import { OddsChangeBanner } from './odds-change-banner';
import { PlaceBar, type BettingTabProps, type PlaceBlock } from './place-bar';
import { SelectionCard } from './selection-card';
import { useSlipMember } from './slip-context';
import { StakeField } from './stake-field';

/** Singles: a stake per selection (or the same for all), each return from the core rule, then one placement. */
export function SinglesTab(tab: BettingTabProps) {
  const { selections, quotes, oddsChange } = tab;
  const { t } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const stakes = useStakes((s) => s.singles);
  const keys = selections.map((s) => s.key);
  const rows = selections.map((selection) => {
    const quote = quotes[selection.key];
    const typed = stakes[selection.key];
    const stake = typed?.minor ?? null;
    return {
      selection,
      quote,
      stake,
      unreadable: typed?.problem != null,
      problem: stakeProblem(stake, quote?.smin ?? null, quote?.smax ?? null),
      blocked: moveBlocks(oddsChange, priceMove(selection.od, quote)),
      bettable: isBettable(liveSelection(selection, quote)),
    };
  });
  const staked = rows.filter((r) => r.stake !== null);
  const request: PlaceRequest = {
    kind: 'singles',
    items: staked.map((r) => ({ selection: r.selection, stake: r.stake! })),
  };
  const block: PlaceBlock = staked.some((r) => r.blocked)
    ? 'acceptOdds'
    : staked.some((r) => r.problem) || rows.some((r) => r.unreadable)
      ? 'stakeRange'
      : staked.some((r) => !r.bettable)
        ? 'unavailable'
        : staked.length === 0
          ? 'noStake'
          : null;
  const moved = movedSelections(selections, quotes);

  return (
    <div className="flex flex-col gap-3">
      <OddsChangeBanner
        count={moved.length}
        blocking={moved.some((s) => moveBlocks(oddsChange, priceMove(s.od, quotes[s.key])))}
        onAccept={() => acceptChanges(selections, quotes)}
      />
      {rows.map((r) => (
        <SelectionCard key={r.selection.key} selection={r.selection} quote={r.quote}>
          <StakeField
            field={{ kind: 'single', key: r.selection.key }}
            label={t('stake.forSelection', { name: r.selection.optionName })}
            problem={r.problem}
            disabled={tab.locked !== null}
            hint={
              r.stake !== null && (
                <p className="text-right text-xs text-muted">
                  {t('stake.returns', { amount: formatMoney(singleReturn(r.stake, r.selection.od), currency) })}
                </p>
              )
            }
          />
        </SelectionCard>
      ))}
      {selections.length > 1 && (
        <div className="flex flex-col gap-1 rounded-xl border border-dashed border-line p-3">
          <p className="text-xs font-semibold">{t('stake.sameForAll')}</p>
          <StakeField
            field={{ kind: 'all' }}
            label={t('stake.sameForAll')}
            singleKeys={keys}
            disabled={tab.locked !== null}
          />
        </div>
      )}
      <PlaceBar tab={tab} block={block} request={request} />
    </div>
  );
}
