import { create } from 'zustand';
import { landingSection, type SectionId } from '../app/sections';

interface NavigationState {
  section: SectionId;
  go: (section: SectionId) => void;
}

/** Which section the shell shows. */
export const useNavigation = create<NavigationState>()((set) => ({
  section: landingSection,
  go: (section) => set({ section }),
}));
