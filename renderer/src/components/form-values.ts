import { create } from 'zustand';
import type { DuplicateViewT, OrgOptionsViewT } from '../../../shared/app/channels/admin';
import { AppCallError, errorMessage, invoke } from '../contract/client';
import { onTablesChanged } from '../models/data-changed';
import { useNavigation } from '../models/navigation';
import { useLookups } from '../features/companies/store';
import { useProjects } from '../features/projects/store';

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

/** The core's field problems (path -> message) by top-level field, for the form's inputs. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (err instanceof AppCallError)
    for (const d of err.details ?? []) out[d.path.split('.')[0] ?? d.path] ??= d.message;
  return out;
}

/** A trimmed text, or null when nothing was typed (null clears an optional field on update). */
export function textOrNull(value: string): string | null {
  const t = value.trim();
  return t === '' ? null : t;
}

/** The leading whole number of a typed id ("3 · Retainer" -> 3), or null. */
export function idOrNull(value: string): number | null {
  const m = /^\s*(\d+)/.exec(value);
  return m?.[1] ? Number(m[1]) : null;
}

/** Likely duplicates in the local store, before a create. */
export function findDuplicates(
  query:
    | { kind: 'company'; name: string }
    | {
        kind: 'contact';
        email?: string;
        firstName?: string | null;
        lastName?: string;
        companyId?: number;
      },
): Promise<DuplicateViewT[]> {
  return invoke('records:duplicates', query);
}

/** Brings a company or contact into view in the Companies section. */
export function openRecord(kind: DuplicateViewT['kind'], id: number): void {
  useNavigation.getState().go('companies');
  void useLookups.getState().show(kind === 'company' ? 'companies' : 'contacts', id);
}

/** Selects a project in the Projects section (clearing filters that would hide it) and goes there. */
export function openProject(id: number): void {
  const p = useProjects.getState();
  if (p.search !== '' || p.stage !== null) {
    p.setSearch('');
    p.setStage(null);
  }
  p.select(id);
  useNavigation.getState().go('projects');
}
