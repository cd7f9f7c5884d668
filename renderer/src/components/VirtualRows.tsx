import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import classes from './EntryRows.module.css';

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  header?: ReactNode;
  estimate?: number;
}

/**
 * A long list rendered as a virtualized table-like list (only the rows in view exist in the DOM);
 * rows may differ in height (a rejection reason adds a line), so each row is measured.
 */
export function VirtualRows<T>({ items, keyOf, renderRow, label, header, estimate = 44 }: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: 8,
    getItemKey: (i) => {
      const item = items[i];
      return item === undefined ? i : keyOf(item);
    },
    initialRect: { width: 0, height: typeof window === 'undefined' ? 600 : window.innerHeight },
  });
  return (
    <div className={classes.table}>
      {header}
      <div ref={scrollRef} className={classes.scroll} role="list" aria-label={label}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            return (
              <div
                key={row.key}
                role="listitem"
                data-index={row.index}
                ref={virtualizer.measureElement}
                className={classes.virtualRow}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {renderRow(item)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
