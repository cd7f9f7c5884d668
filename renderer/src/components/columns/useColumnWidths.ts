import { useCallback, useMemo, useRef, useState } from 'react';
import {
  clampWidth,
  fitWidths,
  gridTemplate,
  widestNow,
  readWidths,
  writeWidths,
  type ColumnDef,
  type Widths,
} from './column-widths';

/** A table's column widths as the user left them, and how to change them. */
export interface ColumnWidths {
  /** Widths in px of the resized columns as the user chose them (the others keep their default track). */
  widths: Widths;
  /** The resized columns' widths as drawn: the chosen ones, narrowed while the window is too small. */
  shown: Widths;
  /** The widest a resizable column can be made now without squeezing another. */
  widest: (id: string) => number;
  /** The grid template for the header and every row. */
  template: string;
  /** Gives a column a width (kept within its limits); `remember` stores it for the next start. */
  setWidth: (id: string, px: number, remember?: boolean) => void;
  /** Stores the widths as they are now (the end of a drag). */
  remember: () => void;
  /** Back to the column's default width, the one that fits its content. */
  reset: (id: string) => void;
}

/**
 * The widths of one table's columns, read once from localStorage (per table, versioned) and kept
 * there when the user changes them. `room` is the row's width for its columns (Infinity while
 * unknown): a width that does not fit is drawn narrower, and a new one is held to what fits.
 */
export function useColumnWidths(tableId: string, defs: readonly ColumnDef[], room = Infinity): ColumnWidths {
  const [state, setState] = useState(() => ({ tableId, widths: readWidths(tableId, defs) }));
  // One component may show another table (Companies and Contacts share a list): its own widths then.
  const current = state.tableId === tableId ? state : { tableId, widths: readWidths(tableId, defs) };
  if (current !== state) setState(current);
  const widths = current.widths;
  const latest = useRef(widths);
  latest.current = widths;
  // The definitions are rebuilt on every render (translated titles); their tracks and limits are not.
  const shape = JSON.stringify(defs.map((d) => [d.id, d.track, d.resize]));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` stands for `defs`
  const stableDefs = useMemo(() => defs, [shape]);

  const shown = useMemo(() => fitWidths(stableDefs, widths, room), [stableDefs, widths, room]);
  const latestShown = useRef(shown);
  latestShown.current = shown;
  const roomRef = useRef(room);
  roomRef.current = room;
  const widest = useCallback(
    (id: string) => widestNow(stableDefs, latestShown.current, id, roomRef.current),
    [stableDefs],
  );

  const update = useCallback(
    (next: Widths, remember: boolean) => {
      latest.current = next;
      setState({ tableId, widths: next });
      if (remember) writeWidths(tableId, next);
    },
    [tableId],
  );
  const setWidth = useCallback(
    (id: string, px: number, remember = true) => {
      const def = stableDefs.find((d) => d.id === id);
      if (!def?.resize) return;
      // Held to what fits now: the other columns keep the widths they are drawn at.
      const fits = Math.min(px, widestNow(stableDefs, latestShown.current, id, roomRef.current));
      update({ ...latest.current, [id]: clampWidth(def, fits) }, remember);
    },
    [stableDefs, update],
  );
  const reset = useCallback(
    (id: string) => {
      const next = { ...latest.current };
      delete next[id];
      update(next, true);
    },
    [update],
  );
  const remember = useCallback(() => writeWidths(tableId, latest.current), [tableId]);
  const template = useMemo(() => gridTemplate(stableDefs, shown), [stableDefs, shown]);
  return { widths, shown, widest, template, setWidth, remember, reset };
}
