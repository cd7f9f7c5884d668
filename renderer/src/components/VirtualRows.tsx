import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useDensityTokens } from '../models/density';
import classes from './EntryRows.module.css';

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  header?: ReactNode;
  /** The height of an unmeasured row; the density's entry row by default. */
  estimate?: number;
}

/**
 * A long list rendered as a virtualized table-like list (only the rows in view exist in the DOM);
 * rows may differ in height (a rejection reason adds a line), so each row is measured.
 */
export function VirtualRows<T>({ items, keyOf, renderRow, label, header, estimate }: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Measured rows follow a density change by themselves (their size changes); the rest are estimated.
  const density = useDensityTokens();
  const rowEstimate = estimate ?? density.entryRow;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowEstimate,
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
