import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The accent pill a chosen tab or option wears on the sports pages. */
export const pillClass = (on: boolean) =>
  clsx(
    'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm',
    on ? 'bg-accent font-semibold text-on-accent' : 'text-muted hover:bg-surface-2',
  );

const segmentClass = (on: boolean) =>
  clsx(
    'flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm',
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
          className={(pill ? pillClass : segmentClass)(props.active === key)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
