import type { SettingsViewT } from '../../../shared/app/views';
import { i18n } from '../i18n';

/**
 * What happens next to a saved change, said right for the mode: offline only it stays on this
 * computer (there is no sync), otherwise it is pending until the next sync. A clause that stands
 * after a colon, so it reads right in every language.
 */
export function pendingText(mode: SettingsViewT['mode'] | undefined): string {
  return i18n.t(mode === 'offline' ? 'common:pendingNext.offline' : 'common:pendingNext.sync');
}
