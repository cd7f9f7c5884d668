import { create } from 'zustand';
import type { ChannelRequest, ChannelResponse } from '../../../../shared/app/contract';
import type { SettingsViewT } from '../../../../shared/app/views';
import { errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../app/data-changed';

type TestResult = ChannelResponse<'settings:testConnection'>;

interface SettingsState {
  settings: SettingsViewT | null;
  /** Why the settings could not be read (the app cannot start without them). */
  loadError: string | null;
  /** The last connection test's answer, shown until the next test. */
  test: TestResult | null;
  testing: boolean;
  load: () => Promise<void>;
  /** Applies an answer of settings:update/setRemote/setup:* so every view sees it at once. */
  apply: (settings: SettingsViewT) => void;
  /** Saves a change; returns the problem as text, or null when saved. */
  update: (patch: ChannelRequest<'settings:update'>) => Promise<string | null>;
  testConnection: (request: ChannelRequest<'settings:testConnection'>) => Promise<TestResult>;
}

/** The app settings as the core keeps them, plus connection tests. */
export const useSettings = create<SettingsState>()((set) => ({
  settings: null,
  loadError: null,
  test: null,
  testing: false,
  load: async () => {
    try {
      set({ settings: await invoke('settings:get', {}), loadError: null });
    } catch (err) {
      set({ loadError: errorMessage(err) });
    }
  },
  // A new mode or remote makes the last connection test's answer stale.
  apply: (settings) => set({ settings, test: null }),
  update: async (patch) => {
    try {
      set({ settings: await invoke('settings:update', patch) });
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  },
  testConnection: async (request) => {
    set({ testing: true, test: null });
    let test: TestResult;
    try {
      test = await invoke('settings:testConnection', request);
    } catch (err) {
      test = { ok: false, kind: 'error', message: errorMessage(err) };
    }
    set({ testing: false, test });
    return test;
  },
}));

onTablesChanged(['settings', 'replica_settings'], () => void useSettings.getState().load());
