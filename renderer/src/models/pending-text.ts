import type { SettingsViewT } from '../../../shared/app/views';

/**
 * What happens next to a saved change, said right for the mode: offline only it stays on this
 * computer (there is no sync), otherwise it is pending until the next sync.
 */
export function pendingText(mode: SettingsViewT['mode'] | undefined): string {
  return mode === 'offline' ? 'saved on this computer (offline only)' : 'pending until the next sync';
}
