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

/** The narrowest a default track lets its column get, in px (`88px`, `minmax(90px, 2fr)`; else 0). */
export function trackMin(track: string): number {
  const m = /^(?:minmax\(\s*)?(\d+(?:\.\d+)?)px/.exec(track.trim());
  return m ? Number(m[1]) : 0;
}

/**
 * The widths the resized columns are drawn at in `room` px (the row's width less its gaps and
 * padding; Infinity while unknown): what the user chose, unless the window is too narrow for it.
 * Then earlier columns keep theirs and later ones give way, down to their minimum, so that the
 * columns nobody resized (the fill column among them) keep at least their minimum.
 */
export function fitWidths(defs: readonly ColumnDef[], widths: Widths, room: number): Widths {
  const resized = defs.filter((d) => d.resize && widths[d.id] !== undefined);
  let left = room - defs.filter((d) => !resized.includes(d)).reduce((sum, d) => sum + trackMin(d.track), 0);
  left -= resized.reduce((sum, d) => sum + d.resize!.min, 0);
  const out: Record<string, number> = {};
  for (const d of resized) {
    const min = d.resize!.min;
    const w = Math.max(min, Math.min(widths[d.id]!, min + Math.max(0, left)));
    out[d.id] = Math.round(w);
    left -= w - min;
  }
  return out;
}

/**
 * The widest a column can be made now without squeezing another: the room less the other resized
 * columns as drawn and the minimum of every column nobody resized; never past its own limits.
 */
export function widestNow(defs: readonly ColumnDef[], shown: Widths, id: string, room: number): number {
  const def = defs.find((d) => d.id === id);
  if (!def?.resize) return 0;
  const others = defs
    .filter((d) => d.id !== id)
    .reduce((sum, d) => sum + (shown[d.id] ?? trackMin(d.track)), 0);
  return Math.round(Math.max(def.resize.min, Math.min(def.resize.max, room - others)));
}

/**
 * The grid template of header and rows: a resized column is a fixed track of the width it is
 * drawn at (fitWidths keeps those within the row), so what the user set is what they see and
 * what the handle says; the other columns keep their default tracks and share what is left.
 */
export function gridTemplate(defs: readonly ColumnDef[], shown: Widths): string {
  return defs
    .map((d) => {
      const w = shown[d.id];
      return d.resize && w !== undefined ? `${w}px` : d.track;
    })
    .join(' ');
}
