import { create } from 'zustand';
import type { ProjectViewT } from '../../../../shared/app/views';
import { errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { useNavigation } from '../../models/navigation';

/** The PSA's usual stages, offered in the filter before any project is loaded. */
const KNOWN_STAGES = ['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled'];
/**
 * Rows fetched per search: the first ones by name. A keystroke never moves the whole store (10,000
 * projects are 2.8 MB of JSON); typing narrows the list instead.
 */
export const PAGE_ROWS = 500;

interface ProjectsState {
  search: string;
  /** Stage filter; null shows every stage. */
  stage: string | null;
  items: ProjectViewT[];
  /** Stages to offer in the filter: the known ones and any seen in the store. */
  stages: string[];
  loading: boolean;
  /** Set once the first answer arrived (an empty list before that means "not loaded yet"). */
  loaded: boolean;
  error: string | null;
  selectedId: string | null;
  setSearch: (search: string) => void;
  setStage: (stage: string | null) => void;
  select: (id: string | null) => void;
  refresh: () => Promise<void>;
}

// Answers can overtake each other while the user types; only the latest request may land.
let latestRequest = 0;

function mergeStages(known: string[], items: ProjectViewT[]): string[] {
  const seen = new Set(known);
  for (const p of items) seen.add(p.stage);
  return seen.size === known.length ? known : [...seen];
}

/** The project lookup: search, stage filter, the matching projects and the selected one. */
export const useProjects = create<ProjectsState>()((set, get) => ({
  search: '',
  stage: null,
  items: [],
  stages: KNOWN_STAGES,
  loading: false,
  loaded: false,
  error: null,
  selectedId: null,
  setSearch: (search) => {
    set({ search });
    void get().refresh();
  },
  setStage: (stage) => {
    set({ stage });
    void get().refresh();
  },
  select: (selectedId) => set({ selectedId }),
  refresh: async () => {
    const request = ++latestRequest;
    const { search, stage } = get();
    set({ loading: true });
    try {
      const items = await invoke('projects:list', {
        search: search.trim() === '' ? undefined : search.slice(0, 200),
        stage: stage ?? undefined,
        limit: PAGE_ROWS,
      });
      if (request !== latestRequest) return;
      set((s) => ({
        items,
        loading: false,
        loaded: true,
        error: null,
        stages: mergeStages(s.stages, items),
      }));
    } catch (err) {
      if (request !== latestRequest) return;
      set({ loading: false, loaded: true, error: errorMessage(err) });
    }
  },
}));

/**
 * Loads the list unless it is loading or already holds projects (start-up prefetch, each visit).
 * An empty list is asked again: at first start the prefetch ran before the first sync.
 */
export async function prefetchProjects(): Promise<void> {
  const s = useProjects.getState();
  if (!s.loading && s.items.length === 0) await s.refresh();
}

/** The selected project, if it is in the current list. */
export function useSelectedProject(): ProjectViewT | undefined {
  return useProjects((s) => (s.selectedId === null ? undefined : s.items.find((p) => p.id === s.selectedId)));
}

/** Selects a project in the Projects section (clearing filters that would hide it) and goes there. */
export function openProject(id: string): void {
  const p = useProjects.getState();
  if (p.search !== '' || p.stage !== null) {
    p.setSearch('');
    p.setStage(null);
  }
  p.select(id);
  useNavigation.getState().go('projects');
}

onTablesChanged(['projects', 'companies', 'accounts', 'outbox'], () => {
  if (useProjects.getState().loaded) void useProjects.getState().refresh();
});
