import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The accent pill a chosen tab or option wears on the sports pages. */
export const pillClass = (on: boolean) =>
  clsx(
    'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm',
    on ? 'bg-accent font-semibold text-on-accent' : 'text-muted hover:bg-surface-2',
  );

/** In a grid a long label (Thai, Vietnamese) wraps inside its column instead of widening the row. */
const segmentClass = (on: boolean, grid: boolean) =>
  clsx(
    'flex items-center justify-center gap-2 rounded-lg py-2 text-sm',
    grid ? 'min-w-0 px-1 text-center leading-tight [overflow-wrap:anywhere]' : 'whitespace-nowrap px-3',
    on ? 'bg-surface font-semibold' : 'text-muted',
  );

/**
 * A row of tabs (ARIA tablist); `grid` spreads them evenly, `scroll` lets many scroll sideways.
 * `segment` tabs sit in a tray, `pill` tabs stand alone with the chosen one filled.
 */
export function TabList<K extends string | number>(props: {
  label?: string;
  items: ReadonlyArray<{ key: K; label: ReactNode }>;
  active: K | undefined;
  onSelect: (key: K) => void;
  layout?: 'grid' | 'scroll';
  look?: 'segment' | 'pill';
  className?: string;
}) {
  const grid = props.layout === 'grid';
  const pill = props.look === 'pill';
  return (
    <div
      role="tablist"
      aria-label={props.label}
      className={clsx(
        'gap-1',
        !pill && 'rounded-xl bg-surface-2 p-1',
        grid ? 'grid' : 'flex overflow-x-auto',
        props.className,
      )}
      style={grid ? { gridTemplateColumns: `repeat(${props.items.length}, minmax(0, 1fr))` } : undefined}
    >
      {props.items.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={props.active === key}
          onClick={() => props.onSelect(key)}
          className={pill ? pillClass(props.active === key) : segmentClass(props.active === key, grid)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
