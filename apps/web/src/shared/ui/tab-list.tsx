import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A row of tabs (ARIA tablist); `grid` spreads them evenly, `scroll` lets many scroll sideways. */
export function TabList<K extends string | number>(props: {
  label?: string;
  items: ReadonlyArray<{ key: K; label: ReactNode }>;
  active: K;
  onSelect: (key: K) => void;
  layout?: 'grid' | 'scroll';
  className?: string;
}) {
  const grid = props.layout === 'grid';
  return (
    <div
      role="tablist"
      aria-label={props.label}
      className={clsx('gap-1 rounded-xl bg-surface-2 p-1', grid ? 'grid' : 'flex overflow-x-auto', props.className)}
      style={grid ? { gridTemplateColumns: `repeat(${props.items.length}, minmax(0, 1fr))` } : undefined}
    >
      {props.items.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={props.active === key}
          onClick={() => props.onSelect(key)}
          className={clsx(
            'flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm',
            props.active === key ? 'bg-surface font-semibold' : 'text-muted',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
