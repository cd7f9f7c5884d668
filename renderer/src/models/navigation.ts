import { create } from 'zustand';

/*
 * Where the user is, as a leaf module: the shell (app/sections.ts) maps these ids to panels, and
 * features navigate with `useNavigation.getState().go(id)` without importing the shell, so no
 * panel depends on the module that imports every panel.
 */

/** The app's sections (app/sections.ts gives each its label and panel, in navbar order). */
export type SectionId =
  | 'week'
  | 'entries'
  | 'expenses'
  | 'projects'
  | 'companies'
  | 'plans'
  | 'invoices'
  | 'review'
  | 'sync'
  | 'reports'
  | 'settings';

/**
 * Where the app lands after start-up and after the first-start choice. Its panel is bundled with
 * the shell (app/sections.ts): change both together.
 */
export const landingSection: SectionId = 'projects';

interface NavigationState {
  section: SectionId;
  go: (section: SectionId) => void;
}

/** Which section the shell shows. */
export const useNavigation = create<NavigationState>()((set) => ({
  section: landingSection,
  go: (section) => set({ section }),
}));
