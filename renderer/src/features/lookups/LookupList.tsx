import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './Lookups.module.css';

/** One column of a lookup list: its heading, width (CSS grid track) and cell. */
export interface Column<T> {
  title: string;
  width: string;
  cell: (item: T) => ReactNode;
}

interface Props<T extends { id: number }> {
  label: string;
  items: T[];
  columns: Column<T>[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Prefix of row element ids (unique per list). */
  idPrefix: string;
}

const ROW_HEIGHT = 40;
const PAGE = 10;

/** A virtualized listbox (thousands of rows stay fast): arrows, Page Up/Down, Home/End move the selection. */
export function LookupList<T extends { id: number }>({
  label,
  items,
  columns,
  selectedId,
  onSelect,
  idPrefix,
}: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  const selectedIndex = selectedId === null ? -1 : items.findIndex((x) => x.id === selectedId);
  const grid = { gridTemplateColumns: columns.map((c) => c.width).join(' ') };

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex - 1,
      PageDown: selectedIndex + PAGE,
      PageUp: selectedIndex - PAGE,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = items[Math.max(0, Math.min(items.length - 1, target))];
    if (next) onSelect(next.id);
  };

  return (
    <div className={classes.table}>
      <div className={`${classes.row} ${classes.header}`} style={grid} aria-hidden>
        {columns.map((c) => (
          <span key={c.title}>{c.title}</span>
        ))}
      </div>
      <div
        ref={scrollRef}
        className={classes.scroll}
        role="listbox"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-activedescendant={selectedIndex >= 0 ? `${idPrefix}-${selectedId}` : undefined}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <div
                key={item.id}
                id={`${idPrefix}-${item.id}`}
                role="option"
                aria-selected={item.id === selectedId}
                className={classes.row}
                style={{ ...grid, transform: `translateY(${row.start}px)`, height: row.size }}
                onClick={() => onSelect(item.id)}
              >
                {columns.map((c) => (
                  <Text key={c.title} span size="sm" truncate>
                    {c.cell(item)}
                  </Text>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
