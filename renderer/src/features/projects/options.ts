import { create } from 'zustand';
import type { OrgOptionsViewT } from '../../../../shared/app/channels/org';
import { errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';

interface OptionsState {
  options: OrgOptionsViewT | null;
  error: string | null;
  load: () => Promise<void>;
}

/** What the project form offers (values seen on projects, known managers); loaded on first use. */
export const useOrgOptions = create<OptionsState>()((set) => ({
  options: null,
  error: null,
  load: async () => {
    try {
      set({ options: await invoke('org:options', {}), error: null });
    } catch (err) {
      set({ error: errorMessage(err) });
    }
  },
}));

onTablesChanged(['projects', 'accounts'], () => {
  if (useOrgOptions.getState().options) void useOrgOptions.getState().load();
});
