import type { SettingsViewT } from '../../../shared/app/views';

/*
 * Density (issue 17 point 3): one setting, Comfortable or Compact, drives a handful of tokens and
 * nothing else: list row heights, table cell padding, the height of default-size inputs and
 * buttons, the line height inside list rows and Mantine's spacing scale (the gaps of forms and
 * stacks, the padding of cards and the page). Components read the tokens as CSS variables; the
 * virtualized lists also need the row height as a number to estimate rows they have not measured.
 * Every size stays at 24 px or more (WCAG 2.5.8, target size).
 */

/** The density setting. */
export type Density = SettingsViewT['density'];

/** One density's tokens, in px where they are lengths. */
export interface DensityTokens {
  /** A fixed-height list row (Projects, Companies, Contacts): height of the row itself. */
  listRow: number;
  /** A two-line entry row (Entries, Expenses) as the virtualizer first estimates it, border included. */
  entryRow: number;
  /** The least height of an entry row's content box (border excluded). */
  entryRowMin: number;
  /** Vertical and horizontal padding of a table cell and an entry row. */
  cellY: number;
  cellX: number;
  /** Side padding of a list row: the same in both, the column handles of resizable headers sit in it. */
  rowX: number;
  /** Height of a default-size (sm) input or button. */
  control: number;
  /** Line heights of sm and xs text inside list rows. */
  rowLineSm: number;
  rowLineXs: number;
  /** Mantine's spacing scale (xs..xl), or null to keep the theme's own. */
  spacing: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number> | null;
}

/** The tokens of each density. Comfortable is the look the app had before densities existed. */
export const DENSITY: Record<Density, DensityTokens> = {
  comfortable: {
    listRow: 40,
    entryRow: 44,
    entryRowMin: 43,
    cellY: 6,
    cellX: 12,
    rowX: 12,
    control: 36,
    rowLineSm: 1.45,
    rowLineXs: 1.4,
    spacing: null,
  },
  compact: {
    listRow: 30,
    entryRow: 38,
    entryRowMin: 29,
    cellY: 2,
    cellX: 8,
    rowX: 12,
    control: 30,
    rowLineSm: 1.25,
    rowLineXs: 1.25,
    spacing: { xs: 6, sm: 8, md: 12, lg: 16, xl: 24 },
  },
};

const SPACING_STEPS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** The CSS variables of a density (the --app-* tokens; Mantine's spacing only where it changes). */
export function densityVariables(density: Density): Record<`--${string}`, string> {
  const d = DENSITY[density];
  const vars: Record<`--${string}`, string> = {
    '--app-row-height': `${d.listRow}px`,
    '--app-entry-row-height': `${d.entryRowMin}px`,
    '--app-cell-padding-y': `${d.cellY}px`,
    '--app-cell-padding-x': `${d.cellX}px`,
    '--app-row-padding-x': `${d.rowX}px`,
    '--app-control-height': `${d.control}px`,
    '--app-row-line-sm': String(d.rowLineSm),
    '--app-row-line-xs': String(d.rowLineXs),
  };
  if (d.spacing) for (const s of SPACING_STEPS) vars[`--mantine-spacing-${s}`] = `${d.spacing[s] / 16}rem`;
  return vars;
}

/** Sets a density's variables on the root element (inline, above the theme's defaults). */
export function applyDensity(density: Density, root: HTMLElement = document.documentElement): void {
  root.dataset.density = density;
  for (const s of SPACING_STEPS) root.style.removeProperty(`--mantine-spacing-${s}`);
  for (const [name, value] of Object.entries(densityVariables(density))) root.style.setProperty(name, value);
}
