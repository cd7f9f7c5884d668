import { DEFAULT_DESKTOP_SETTINGS, type DesktopSettingsViewT } from '../../shared/app/desktop';
import type { ContractCore } from './ipc';

/*
 * Settings › Desktop as main needs it: read once at start and again whenever the core says the
 * settings changed, so the shortcuts are registered again and the close guard (which cannot wait
 * for the core) reads the latest value.
 */

/** The desktop settings as last read. */
export interface DesktopSettingsWatch {
  current(): DesktopSettingsViewT;
  /** Reads them again; calls onChange when they differ. */
  reload(): Promise<void>;
  dispose(): void;
}

/** Follows the desktop settings in the core; `onChange` hears each new value (the first read included). */
export function watchDesktopSettings(
  core: ContractCore,
  onChange: (settings: DesktopSettingsViewT) => void,
): DesktopSettingsWatch {
  let current: DesktopSettingsViewT = DEFAULT_DESKTOP_SETTINGS;
  let seen: string | null = null;
  const reload = async () => {
    const result = await core.invoke('settings:get', {});
    if (!result.ok) return;
    const text = JSON.stringify(result.data.desktop);
    if (text === seen) return;
    seen = text;
    current = result.data.desktop;
    onChange(current);
  };
  const off = core.on('data:changed', ({ tables }) => {
    if (tables.includes('settings') || tables.includes('*')) void reload();
  });
  void reload();
  return { current: () => current, reload, dispose: off };
}
