import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ColumnResizer } from './ColumnResizer';
import type { ColumnDef } from './column-widths';
import { useColumnWidths } from './useColumnWidths';
import classes from './Columns.module.css';

/** A header cell of a resizable table. */
export interface HeaderColumn extends ColumnDef {
  /** What the cell shows (usually the column's title). */
  title: ReactNode;
  /** The column's name for the resize handle's label; needed on resizable columns. */
  name?: string;
  className?: string;
  /** A tooltip on the cell (e.g. the full word of a short title). */
  hint?: string;
}

interface Props {
  /** Stable id of the table: its widths are remembered under it. */
  tableId: string;
  columns: readonly HeaderColumn[];
  /** The row classes the table's header used (the grid, the header look). */
  className: string;
}

/** The CSS variable the table's rows read their `grid-template-columns` from. */
export const COLUMNS_VAR = '--app-columns';

/**
 * The px the row has for its columns: its width less padding and gaps, less the scrollbar of the
 * list below it (its rows are that much narrower). Infinity while not laid out (tests, hidden).
 */
function roomOf(row: HTMLElement): number {
  const css = getComputedStyle(row);
  const gaps = (parseFloat(css.columnGap) || 0) * Math.max(0, row.children.length - 1);
  const padding = (parseFloat(css.paddingLeft) || 0) + (parseFloat(css.paddingRight) || 0);
  const below = row.nextElementSibling as HTMLElement | null;
  const scrollbar = below ? Math.max(0, below.offsetWidth - below.clientWidth) : 0;
  const room = row.clientWidth - padding - gaps - scrollbar;
  return row.clientWidth > 0 ? Math.floor(room) : Infinity;
}

/** Widths of the header's cells in px and the row's room, kept current as the window or a column changes. */
function useMeasured(row: React.RefObject<HTMLDivElement | null>, ids: readonly string[]) {
  const [measured, setMeasured] = useState<Record<string, number>>({});
  const [room, setRoom] = useState(Infinity);
  const key = ids.join(' ');
  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    const read = () => {
      const next: Record<string, number> = {};
      [...el.children].forEach((c, i) => {
        const id = key.split(' ')[i];
        if (id) next[id] = Math.round(c.getBoundingClientRect().width);
      });
      setMeasured((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
      setRoom(roomOf(el));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el); // the window: the widths are fitted again
    for (const c of el.children) observer.observe(c);
    return () => observer.disconnect();
  }, [row, key]);
  return { measured, room };
}

/**
 * The header row of a list table whose columns the user can resize. It owns the widths and sets
 * the grid template as a CSS variable on the table (its parent element), which the header and
 * every row read: a resize restyles the rows without rendering them again (lists hold 10,000+).
 */
export function ResizableHeader({ tableId, columns, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { measured, room } = useMeasured(
    ref,
    columns.map((c) => c.id),
  );
  const { shown, widest, template, setWidth, reset } = useColumnWidths(tableId, columns, room);
  useLayoutEffect(() => {
    ref.current?.parentElement?.style.setProperty(COLUMNS_VAR, template);
  }, [template]);

  return (
    <div ref={ref} className={className} style={{ gridTemplateColumns: template }}>
      {columns.map((c, i) => {
        const limits = c.resize;
        // The handle says the width as drawn, and how wide it can go without squeezing another column.
        const max = limits ? widest(c.id) : 0;
        return (
          <div key={c.id} className={`${classes.cell} ${c.className ?? ''}`} title={c.hint}>
            {/* The titles stay out of the accessibility tree as before: the rows are options of a
                listbox, not table cells; each handle names its column. */}
            <span aria-hidden>{c.title}</span>
            {limits && (
              <ColumnResizer
                name={c.name ?? ''}
                value={Math.min(max, Math.max(limits.min, shown[c.id] ?? measured[c.id] ?? 0))}
                min={limits.min}
                max={max}
                measure={() => ref.current?.children[i]?.getBoundingClientRect().width ?? limits.min}
                onResize={(px, done) => setWidth(c.id, px, done)}
                onReset={() => reset(c.id)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
