import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { DENSITY, type Density, type DensityTokens } from './density-tokens';

/*
 * The density in effect, for the lists that need its tokens as numbers (a virtualizer's row
 * estimate). A leaf: the shell (app/density.ts) sets it from the settings; components and
 * features read it without importing the settings feature.
 */

interface DensityState {
  density: Density;
  setDensity: (density: Density) => void;
}

/** The density in effect (comfortable until the shell has read the settings). */
export const useDensityState = create<DensityState>((set) => ({
  density: 'comfortable',
  setDensity: (density) => set({ density }),
}));

/** The density in effect's tokens. */
export function useDensityTokens(): DensityTokens {
  return DENSITY[useDensityState((s) => s.density)];
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
