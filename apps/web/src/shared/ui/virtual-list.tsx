import { useState, type ReactNode } from 'react';

/**
 * A fixed-row-height list that renders only the rows in view (plus a margin), so thousands of
 * rows scroll smoothly. `onEndReached` asks for the next page near the bottom.
 */
export function VirtualList<T>(props: {
  items: readonly T[];
  rowHeight: number;
  height: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  onEndReached?: () => void;
  label: string;
}) {
  const { items, rowHeight, height } = props;
  const [scrollTop, setScrollTop] = useState(0);
  const overscan = 6;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return (
    <div
      role="list"
      aria-label={props.label}
      tabIndex={0}
      className="overflow-y-auto rounded-xl border border-line"
      style={{ height: Math.min(height, Math.max(rowHeight, items.length * rowHeight)) }}
      onScroll={(e) => {
        const top = e.currentTarget.scrollTop;
        setScrollTop(top);
        if (props.onEndReached && top + height >= items.length * rowHeight - rowHeight * 4) props.onEndReached();
      }}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(first, last).map((item, i) => (
          <div
            role="listitem"
            key={props.getKey(item)}
            style={{ position: 'absolute', top: (first + i) * rowHeight, height: rowHeight, left: 0, right: 0 }}
          >
            {props.renderRow(item, first + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
