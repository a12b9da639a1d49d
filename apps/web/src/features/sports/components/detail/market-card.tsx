import type { MarketGroup, MarketLine } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import clsx from 'clsx';
import { useLatestLine } from '../../hooks/use-latest';
import { detailLine, type DetailMarket } from '../../lib/detail-markets';
import type { PickMatch } from '../../lib/slip-pick';
import { OddsButton } from '../odds-button';

/** One line's options from the live store, two or three to a row; a line taken off sale (`ss` -1) leaves. */
function LineOptions({
  match,
  group,
  line,
  oddsType,
}: {
  match: PickMatch;
  group: MarketGroup;
  line: MarketLine;
  oddsType: OddsType;
}) {
  const latest = useLatestLine(match.id, line);
  if (latest.ss === -1) return null;
  const { options } = detailLine(match, group, latest, oddsType);
  return (
    <div className={clsx('grid gap-1', options.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}>
      {options.map((o) => (
        <OddsButton key={o.key} cell={o} label={o.label} />
      ))}
    </div>
  );
}

/** One market: its name and each line's options. */
export function MarketCard({
  match,
  market,
  oddsType,
}: {
  match: PickMatch;
  market: DetailMarket;
  oddsType: OddsType;
}) {
  return (
    <section
      aria-label={market.name}
      data-market={market.key}
      className="flex flex-col gap-1 rounded-xl border border-line p-2"
    >
      <h3 className="text-sm font-semibold">{market.name}</h3>
      {market.lines.map((l) => (
        <LineOptions key={l.id} match={match} group={market.group} line={l.line} oddsType={oddsType} />
      ))}
    </section>
  );
}
