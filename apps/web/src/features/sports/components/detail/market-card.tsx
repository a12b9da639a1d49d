import type { MarketGroup, MarketLine } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import clsx from 'clsx';
import { useLatestLine } from '../../hooks/use-latest';
import { detailLine, type DetailMarket } from '../../lib/detail-markets';
import type { PickMatch } from '../../lib/slip-pick';
import { OddsButton } from '../odds-button';

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3' };

/**
 * One line's options from the live store; a line taken off sale (`ss` -1) leaves. Under column
 * heads each shows only its line and price; otherwise each its name (wrapping) and price.
 */
function LineOptions({
  match,
  group,
  line,
  oddsType,
  columns,
}: {
  match: PickMatch;
  group: MarketGroup;
  line: MarketLine;
  oddsType: OddsType;
  columns: readonly string[] | null;
}) {
  const latest = useLatestLine(match.id, line);
  if (latest.ss === -1) return null;
  const { options } = detailLine(match, group, latest, oddsType);
  return (
    <div className={clsx('grid gap-1', columns ? COLUMNS[columns.length] : 'grid-cols-2 sm:grid-cols-3')}>
      {options.map((o) =>
        columns ? (
          <OddsButton key={o.key} cell={o} label={o.head} showLine />
        ) : (
          <OddsButton
            key={o.key}
            cell={o}
            label={o.head}
            name={o.label}
            // A line already in the name ("Over 2.5") is not shown twice.
            showLine={o.line !== undefined && !o.label.includes(o.line)}
          />
        ),
      )}
    </div>
  );
}

/** One market: its name, the heads of its columns (each team or side named once), and each line's prices. */
export function MarketCard({
  match,
  market,
  oddsType,
}: {
  match: PickMatch;
  market: DetailMarket;
  oddsType: OddsType;
}) {
  const { columns } = market;
  return (
    <section
      aria-label={market.name}
      data-market={market.key}
      className="flex flex-col gap-1 rounded-xl border border-line p-2"
    >
      <h3 className="text-sm font-semibold">{market.name}</h3>
      {columns && (
        <div aria-hidden="true" className={clsx('grid gap-1 text-center text-xs text-muted', COLUMNS[columns.length])}>
          {columns.map((head, i) => (
            <span key={i} data-fits="" className="[overflow-wrap:anywhere]">
              {head}
            </span>
          ))}
        </div>
      )}
      {market.lines.map((l) => (
        <LineOptions
          key={l.id}
          match={match}
          group={market.group}
          line={l.line}
          oddsType={oddsType}
          columns={columns}
        />
      ))}
    </section>
  );
}
