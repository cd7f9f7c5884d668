import {
  DEFAULT_DESKTOP_SETTINGS,
  DesktopSettingsUpdate,
  DesktopSettingsView,
  type DesktopSettingsUpdateT,
  type DesktopSettingsViewT,
} from '../../../../shared/app/desktop';
import type { Db } from '../../db/connection';
import { getReplicaSetting, setReplicaSetting } from '../../db/repositories/sync-meta';

/*
 * The desktop settings (shortcuts, close to tray: shared/app/desktop.ts) kept as one
 * JSON value in the replica. A field that is missing or no longer valid reads as its default, so
 * a hand-edited or older value can never keep the app from starting.
 */

/** The desktop settings of this data folder, each field valid or its default. */
export function desktopSettings(db: Db): DesktopSettingsViewT {
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(getReplicaSetting(db, 'desktop') ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A broken value reads as none: the defaults.
  }
  const out: Record<string, unknown> = { ...DEFAULT_DESKTOP_SETTINGS };
  for (const key of Object.keys(DEFAULT_DESKTOP_SETTINGS)) {
    const field = DesktopSettingsUpdate.shape[key as keyof DesktopSettingsViewT];
    const checked = field.safeParse(stored[key]);
    if (key in stored && checked.success && checked.data !== undefined) out[key] = checked.data;
  }
  return DesktopSettingsView.parse(out);
}

/** Sets the given desktop settings (validated by the channel), keeping the others. */
export function setDesktopSettings(db: Db, change: DesktopSettingsUpdateT): void {
  const next = { ...desktopSettings(db) };
  for (const [key, value] of Object.entries(change))
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  setReplicaSetting(db, 'desktop', JSON.stringify(next));
}
