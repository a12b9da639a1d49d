import { useTranslation } from 'react-i18next';
import type { MarketKind } from '../../lib/odds-cell';

/** The list's fixed columns: names, then 1X2 (or winner), handicap and over/under, wide enough for any line and price. */
export const MARKET_GRID =
  'grid grid-cols-[minmax(0,1fr)_3.5rem_4.5rem_6rem] gap-x-1 sm:grid-cols-[minmax(0,1fr)_5rem_6.5rem_7.5rem]';

/** A list row: the frame's padding and border; the header repeats them so its columns sit over the rows'. */
export const ROW_FRAME = 'border-b border-line px-2 sm:px-3';

export const MARKET_KINDS: readonly MarketKind[] = ['winner', 'handicap', 'total'];

/** Height of one price row and the gap between rows, in pixels (Tailwind h-11 and gap-1). */
const PRICE_ROW = 44;
const ROW_GAP = 4;
/** The row's padding (py-2), league line (20 px) and the gap under it. */
const ROW_TOP = 16 + 20 + ROW_GAP + 1;

/** Height of a match row in the virtual list: two price rows (home, away), three when the list prices draws. */
export function matchRowHeight(draw: boolean): number {
  const rows = draw ? 3 : 2;
  return ROW_TOP + rows * PRICE_ROW + (rows - 1) * ROW_GAP;
}

/** A column's name: "1X2" for three-way winners, "Winner" for two-way ones. */
export function useColumnName(draw: boolean) {
  const { t } = useTranslation('sports');
  return (kind: MarketKind) => (kind === 'winner' && !draw ? t('odds.market.moneyline') : t(`odds.market.${kind}`));
}

/** The column headers above a list's rows; a gutter as wide as the list's scroll bar keeps them over their columns. */
export function MarketColumnsHeader({ draw }: { draw: boolean }) {
  const name = useColumnName(draw);
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-t-xl border-x border-t border-line bg-surface [scrollbar-gutter:stable]"
    >
      <div
        className={`${MARKET_GRID} ${ROW_FRAME} items-end py-1.5 text-center text-xs leading-4 font-semibold text-muted`}
      >
        <span />
        {MARKET_KINDS.map((kind) => (
          <span key={kind} data-fits="" className="[overflow-wrap:anywhere]">
            {name(kind)}
          </span>
        ))}
      </div>
    </div>
  );
}
