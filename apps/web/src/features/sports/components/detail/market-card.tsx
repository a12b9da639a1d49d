import clsx from 'clsx';
import type { DetailMarket } from '../../lib/detail-markets';
import { OddsButton } from '../odds-button';

/** One market: its name and each line's options, two or three to a row. */
export function MarketCard({ market }: { market: DetailMarket }) {
  return (
    <section
      aria-label={market.name}
      data-market={market.key}
      className="flex flex-col gap-1 rounded-xl border border-line p-2"
    >
      <h3 className="text-sm font-semibold">{market.name}</h3>
      {market.lines.map((line) => (
        <div
          key={line.id}
          className={clsx('grid gap-1', line.options.length === 2 ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}
        >
          {line.options.map((o) => (
            <OddsButton key={o.key} cell={o} label={o.label} />
          ))}
        </div>
      ))}
    </section>
  );
}
