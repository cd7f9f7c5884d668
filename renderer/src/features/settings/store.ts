import { create } from 'zustand';
import type { ChannelRequest, ChannelResponse } from '../../../../shared/app/contract';
import type { ProjectManagerViewT, SettingsViewT } from '../../../../shared/app/views';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { applyLanguage, applyWeekStart } from '../../i18n';

type TestResult = ChannelResponse<'settings:testConnection'>;

/** Why a save was refused: the core's code and message, and its field problems by field name. */
export interface SaveProblem {
  code: string;
  message: string;
  fields: Record<string, string>;
}

/** The core's refusal as a SaveProblem (field paths like "url" or "pullDaysBack"). */
export function saveProblem(err: unknown): SaveProblem {
  const fields: Record<string, string> = {};
  if (err instanceof AppCallError) {
    for (const d of err.details ?? []) fields[d.path.split('.')[0] ?? d.path] ??= d.message;
    return { code: err.code, message: err.message, fields };
  }
  return { code: 'INTERNAL', message: errorMessage(err), fields };
}

interface SettingsState {
  settings: SettingsViewT | null;
  /** Why the settings could not be read (the app cannot start without them). */
  loadError: string | null;
  /** The last connection test's answer, shown until the next test. */
  test: TestResult | null;
  /** How many connection tests have answered (tells one answer from the next with the same text). */
  testCount: number;
  testing: boolean;
  /** Project managers of the local store: the accounts offered as "signed in as". */
  managers: ProjectManagerViewT[];
  load: () => Promise<void>;
  /** Applies an answer of settings:update/setRemote/setup:* so every view sees it at once. */
  apply: (settings: SettingsViewT) => void;
  /** Saves a change; returns the problem as text, or null when saved. */
  update: (patch: ChannelRequest<'settings:update'>) => Promise<string | null>;
  /** Saves a change; returns the problem with its field messages, or null when saved. */
  save: (patch: ChannelRequest<'settings:update'>) => Promise<SaveProblem | null>;
  /** Connects a remote; PENDING_CHANGES comes back as a problem until called again with force. */
  setRemote: (request: ChannelRequest<'settings:setRemote'>) => Promise<SaveProblem | null>;
  testConnection: (request: ChannelRequest<'settings:testConnection'>) => Promise<TestResult>;
  clearTest: () => void;
  loadManagers: () => Promise<void>;
}

/** The app settings as the core keeps them, plus connection tests. */
export const useSettings = create<SettingsState>()((set, get) => ({
  settings: null,
  loadError: null,
  test: null,
  testCount: 0,
  testing: false,
  managers: [],
  load: async () => {
    try {
      set({ settings: await invoke('settings:get', {}), loadError: null });
    } catch (err) {
      set({ loadError: errorMessage(err) });
    }
  },
  // A new mode or remote makes the last connection test's answer stale.
  apply: (settings) => set({ settings, test: null }),
  update: async (patch) => (await get().save(patch))?.message ?? null,
  save: async (patch) => {
    try {
      set({ settings: await invoke('settings:update', patch) });
      return null;
    } catch (err) {
      return saveProblem(err);
    }
  },
  setRemote: async (request) => {
    try {
      get().apply(await invoke('settings:setRemote', request));
      return null;
    } catch (err) {
      return saveProblem(err);
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
    set((s) => ({ testing: false, test, testCount: s.testCount + 1 }));
    return test;
  },
  clearTest: () => set({ test: null }),
  loadManagers: async () => {
    try {
      set({ managers: await invoke('projectManagers:list', {}) });
    } catch {
      // The picker then offers typing an id only; the panel works without the list.
      set({ managers: [] });
    }
  },
}));

// The language and week start apply at start (once the settings are read) and on every change.
useSettings.subscribe((now, before) => {
  const [s, b] = [now.settings, before.settings];
  if (!s) return;
  if (s.language !== b?.language) applyLanguage(s.language);
  if (s.weekStart !== b?.weekStart) applyWeekStart(s.weekStart);
});

// A sync that pulled accounts may name the signed-in one (settings' `account`).
onTablesChanged(['settings', 'accounts'], () => void useSettings.getState().load());
onTablesChanged(['accounts'], () => {
  if (useSettings.getState().managers.length > 0) void useSettings.getState().loadManagers();
});
