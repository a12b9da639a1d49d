import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useRef, type ReactNode } from 'react';

/** Rows drawn beyond each edge of the view, so a quick scroll shows no blank. */
const OVERSCAN = 6;

/**
 * A fixed-row-height list that renders only the rows in view (plus a margin), so thousands of
 * rows scroll smoothly; windowing by @tanstack/react-virtual. `onEndReached` asks for the next
 * page near the bottom.
 */
export function VirtualList<T>(props: {
  items: readonly T[];
  rowHeight: number;
  height: number;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  onEndReached?: () => void;
  label: string;
  /** Classes added to the scroller's (e.g. a list under its own column headers). */
  className?: string | undefined;
}) {
  const { items, rowHeight, height } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, whose memoizing this warns about; the virtualizer re-renders the list itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => props.getKey(items[index]!),
    overscan: OVERSCAN,
    // The caller fixes the view's height, so the library need not measure it (no ResizeObserver, no layout read).
    initialRect: { width: 0, height },
    observeElementRect: (_instance, report) => report({ width: 0, height }),
  });
  return (
    <div
      ref={scroller}
      role="list"
      aria-label={props.label}
      tabIndex={0}
      className={clsx('overflow-y-auto rounded-xl border border-line', props.className)}
      style={{ height: Math.min(height, Math.max(rowHeight, items.length * rowHeight)) }}
      onScroll={(e) => {
        const top = e.currentTarget.scrollTop;
        if (props.onEndReached && top + height >= items.length * rowHeight - rowHeight * 4) props.onEndReached();
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            role="listitem"
            key={row.key}
            style={{ position: 'absolute', top: row.start, height: rowHeight, left: 0, right: 0 }}
          >
            {props.renderRow(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
