import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSettings } from '../features/settings/store';
import { applyDensity, DENSITY, type Density, type DensityTokens } from './density-tokens';

/* The density setting in React: the chosen density, its tokens, and applying them (density-tokens.ts). */

/** The chosen density (comfortable until the settings are read). */
export function useDensity(): Density {
  return useSettings((s) => s.settings?.density ?? 'comfortable');
}

/** The chosen density's tokens. */
export function useDensityTokens(): DensityTokens {
  return DENSITY[useDensity()];
}

/** Follows the density setting: applies its variables before the browser paints. */
export function useDensitySetting(): void {
  const density = useDensity();
  useLayoutEffect(() => applyDensity(density), [density]);
}

/**
 * Re-lays out a fixed-row virtualized list when its row height changes (the virtualizer keeps
 * its measurements until told): scrolling and Page Up/Down then land on the right rows.
 */
export function useRemeasure(virtualizer: { measure(): void }, rowHeight: number): void {
  const last = useRef(rowHeight);
  useEffect(() => {
    if (last.current === rowHeight) return;
    last.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
}
