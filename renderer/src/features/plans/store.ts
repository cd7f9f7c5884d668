import { create } from 'zustand';
import type { PlanBrowseViewT } from '../../../../shared/app/channels/plans';
import { errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';

export type TaskStatus = 'To_Do' | 'In_Progress' | 'Done';
/** The task statuses in the filter's order (named by plans:taskStatus.<status>). */
export const TASK_STATUSES: readonly TaskStatus[] = ['To_Do', 'In_Progress', 'Done'];

interface PlansState {
  assignedToMe: boolean;
  overdue: boolean;
  /** Task status filter; null shows every status. */
  status: TaskStatus | null;
  plans: PlanBrowseViewT[];
  /** The signed-in account "assigned to me" means (null: none set). */
  accountId: string | null;
  /** Today as the core counted "overdue" (yyyy-mm-dd). */
  today: string | null;
  loaded: boolean;
  error: string | null;
  selectedId: string | null;
  setAssignedToMe: (on: boolean) => void;
  setOverdue: (on: boolean) => void;
  setStatus: (status: TaskStatus | null) => void;
  select: (id: string) => void;
  refresh: () => Promise<void>;
}

let latest = 0;

/** Plans (read only, as the API is): task filters, the matching plans and the selected one. */
export const usePlans = create<PlansState>()((set, get) => ({
  assignedToMe: false,
  overdue: false,
  status: null,
  plans: [],
  accountId: null,
  today: null,
  loaded: false,
  error: null,
  selectedId: null,
  setAssignedToMe: (assignedToMe) => {
    set({ assignedToMe });
    void get().refresh();
  },
  setOverdue: (overdue) => {
    set({ overdue });
    void get().refresh();
  },
  setStatus: (status) => {
    set({ status });
    void get().refresh();
  },
  select: (selectedId) => set({ selectedId }),
  refresh: async () => {
    const request = ++latest;
    const { assignedToMe, overdue, status } = get();
    try {
      const r = await invoke('plans:browse', {
        assignedToMe: assignedToMe || undefined,
        overdue: overdue || undefined,
        status: status ?? undefined,
      });
      if (request !== latest) return;
      // Keep the selection while its plan still matches; else show the first plan.
      const keep = r.plans.some((p) => p.id === get().selectedId);
      set({
        plans: r.plans,
        accountId: r.accountId,
        today: r.today,
        loaded: true,
        error: null,
        selectedId: keep ? get().selectedId : (r.plans[0]?.id ?? null),
      });
    } catch (err) {
      if (request === latest) set({ loaded: true, error: errorMessage(err) });
    }
  },
}));

/** The selected plan, if it matches the filters. */
export function useSelectedPlan(): PlanBrowseViewT | undefined {
  return usePlans((s) => s.plans.find((p) => p.id === s.selectedId));
}

// Once the panel asked (even if its first answer is still on the way: a sync may commit meanwhile).
onTablesChanged(['plans', 'projects', 'accounts', 'settings'], () => {
  if (latest > 0) void usePlans.getState().refresh();
});
