import { useLayoutEffect } from 'react';
import { useSettings } from '../features/settings/store';
import { applyDensity, type Density } from '../models/density-tokens';
import { useDensityState } from '../models/density';

/* The density setting in the shell: read from the settings, applied as CSS variables and handed to
   the lists (models/density.ts) before the browser paints. */

/** The chosen density (comfortable until the settings are read). */
function useDensity(): Density {
  return useSettings((s) => s.settings?.density ?? 'comfortable');
}

/** Follows the density setting: applies its variables and tells the lists, before the browser paints. */
export function useDensitySetting(): void {
  const density = useDensity();
  useLayoutEffect(() => {
    applyDensity(density);
    useDensityState.getState().setDensity(density);
  }, [density]);
}
