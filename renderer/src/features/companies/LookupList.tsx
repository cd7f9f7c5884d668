import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useDensityTokens, useRemeasure } from '../../models/density';
import list from '../../components/VirtualList.module.css';
import columnClasses from '../../components/columns/Columns.module.css';
import { ResizableHeader } from '../../components/columns/ResizableHeader';
import { useListKeys } from '../../components/useListKeys';

/** One column of a lookup list: its id, heading, default width (CSS grid track), limits when resizable, cell. */
export interface Column<T> {
  id: string;
  title: string;
  width: string;
  resize?: { min: number; max: number };
  cell: (item: T) => ReactNode;
}

interface Props<T extends { id: string }> {
  /** Stable id of the table: the widths the user gives its columns are remembered under it. */
  tableId: string;
  label: string;
  items: T[];
  columns: Column<T>[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Prefix of row element ids (unique per list). */
  idPrefix: string;
}

/** A virtualized listbox (thousands of rows stay fast): arrows, Page Up/Down, Home/End move the selection. */
export function LookupList<T extends { id: string }>({
  tableId,
  label,
  items,
  columns,
  selectedId,
  onSelect,
  idPrefix,
}: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Row height from the density setting (density.ts); the list re-lays out when it changes.
  const rowHeight = useDensityTokens().listRow;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  useRemeasure(virtualizer, rowHeight);
  const { selectedIndex, onKeyDown } = useListKeys(items, selectedId, onSelect, virtualizer);

  return (
    <div className={list.table}>
      <ResizableHeader
        tableId={tableId}
        className={`${list.row} ${list.header}`}
        columns={columns.map((c) => ({
          id: c.id,
          track: c.width,
          resize: c.resize,
          title: c.title,
          name: c.title,
        }))}
      />
      <div
        ref={scrollRef}
        className={list.scroll}
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
                className={`${list.row} ${columnClasses.grid}`}
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
                onClick={() => onSelect(item.id)}
              >
                {columns.map((c) => (
                  <Text key={c.id} span size="sm" truncate>
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
