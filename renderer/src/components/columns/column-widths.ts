/**
 * The widths a user gave a table's columns (issue 17 point 3), kept per table in localStorage.
 * Only columns the user resized have a width; the others keep their default track (fits content).
 */

/** A column of a resizable table. */
export interface ColumnDef {
  /** Stable id, the key of its stored width (never a translated title). */
  id: string;
  /** The CSS grid track while the user has not resized it: today's width that fits its content. */
  track: string;
  /** Present on resizable columns: the narrowest and widest width in px the user can give it. */
  resize?: { min: number; max: number };
}

/** Widths in px of the columns the user resized, by column id. */
export type Widths = Readonly<Record<string, number>>;

/** One key per table; the version changes when a table's columns change meaning. */
export const STORAGE_VERSION = 1;

/** The localStorage key of a table's widths. */
export function storageKey(tableId: string): string {
  return `psa.columns.v${STORAGE_VERSION}.${tableId}`;
}

/** A width within a column's limits, in whole px. */
export function clampWidth(def: ColumnDef, px: number): number {
  const { min, max } = def.resize ?? { min: px, max: px };
  return Math.round(Math.min(max, Math.max(min, px)));
}

/**
 * The stored widths of a table. A damaged entry (not JSON, not a number, out of the column's
 * limits, a column that is no longer resizable) is ignored: the column keeps its default width.
 */
export function readWidths(tableId: string, defs: readonly ColumnDef[]): Widths {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const stored = raw as Record<string, unknown>;
  const out: Record<string, number> = {};
  for (const def of defs) {
    const value = stored[def.id];
    if (!def.resize || typeof value !== 'number' || !Number.isFinite(value)) continue;
    if (value < def.resize.min || value > def.resize.max) continue;
    out[def.id] = Math.round(value);
  }
  return out;
}

/** Keeps a table's widths; a full or blocked storage only means they are not remembered. */
export function writeWidths(tableId: string, widths: Widths): void {
  try {
    if (Object.keys(widths).length === 0) localStorage.removeItem(storageKey(tableId));
    else localStorage.setItem(storageKey(tableId), JSON.stringify(widths));
  } catch {
    // Not remembered across restarts; the width still applies now.
  }
}

/**
 * The grid template of header and rows: a resized column is `minmax(min, width)` so that, when
 * the window is too narrow for every chosen width, columns give way down to their minimum rather
 * than make the table scroll sideways; the fill column (never resizable) takes what is left.
 */
export function gridTemplate(defs: readonly ColumnDef[], widths: Widths): string {
  return defs
    .map((d) => {
      const w = widths[d.id];
      return d.resize && w !== undefined ? `minmax(${d.resize.min}px, ${w}px)` : d.track;
    })
    .join(' ');
}
