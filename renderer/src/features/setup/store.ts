import { create } from 'zustand';
import type { ChannelRequest } from '../../../../shared/app/contract';
import { errorMessage, invoke } from '../../contract/client';
import { fieldErrorsOf } from '../../components/form-values';
import { useSettings } from '../settings/store';
import { landingSection, useNavigation } from '../../models/navigation';

export type SetupChoice = 'offline' | 'remote' | 'demo';

interface SetupState {
  /** The choice being carried out, while the core works on it. */
  busy: SetupChoice | null;
  /** The exact problem of the last attempt (the form keeps what was typed). */
  error: string | null;
  /** Field problems reported by the core, by field name. */
  fieldErrors: Record<string, string>;
  chooseOffline: () => Promise<void>;
  chooseDemo: () => Promise<void>;
  saveRemote: (remote: ChannelRequest<'settings:setRemote'>) => Promise<boolean>;
  clearError: () => void;
}

/** The first-start choice: offline only, an existing PSA service, or the built-in demo remote. */
export const useSetup = create<SetupState>()((set, get) => {
  async function run(choice: SetupChoice, action: () => Promise<void>): Promise<boolean> {
    if (get().busy) return false;
    set({ busy: choice, error: null, fieldErrors: {} });
    try {
      await action();
      useNavigation.getState().go(landingSection);
      set({ busy: null });
      return true;
    } catch (err) {
      set({ busy: null, error: errorMessage(err), fieldErrors: fieldErrorsOf(err) });
      return false;
    }
  }
  const apply = useSettings.getState().apply;
  return {
    busy: null,
    error: null,
    fieldErrors: {},
    chooseOffline: async () => {
      await run('offline', async () => apply(await invoke('setup:offline', {})));
    },
    chooseDemo: async () => {
      await run('demo', async () => apply(await invoke('setup:demo', {})));
    },
    saveRemote: (remote) => run('remote', async () => apply(await invoke('settings:setRemote', remote))),
    clearError: () => set({ error: null, fieldErrors: {} }),
  };
});
