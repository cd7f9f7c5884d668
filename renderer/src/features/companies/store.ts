import { create } from 'zustand';
import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import type { CompanyDetailsViewT } from '../../../../shared/app/channels/companies';
import type { CompanyViewT, ContactViewT } from '../../../../shared/app/views';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { useNavigation } from '../../models/navigation';

/** Which records the Companies section lists. */
export type LookupKind = 'companies' | 'contacts';

const MAX_ROWS = 10_000;

interface LookupsState {
  kind: LookupKind;
  search: string;
  companies: CompanyViewT[];
  contacts: ContactViewT[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
  /** The selected record of the current kind. */
  selectedId: string | null;
  /** The selected company with its contacts and projects (loaded on selection). */
  company: CompanyDetailsViewT | null;
  detailError: string | null;
  setKind: (kind: LookupKind) => void;
  setSearch: (search: string) => void;
  /** Selects a record (null clears); a company's details are fetched. */
  select: (id: string | null) => void;
  /** Shows one record: switches kind, clears the search if it hides it, selects it (e.g. after a create). */
  show: (kind: LookupKind, id: string) => Promise<void>;
  refresh: () => Promise<void>;
  refreshDetails: () => Promise<void>;
}

// Answers can overtake each other while the user types; only the latest may land.
let latestList = 0;
let latestDetail = 0;

/** Companies and contacts search on the local store, and the selected record's details. */
export const useLookups = create<LookupsState>()((set, get) => ({
  kind: 'companies',
  search: '',
  companies: [],
  contacts: [],
  loading: false,
  loaded: false,
  error: null,
  selectedId: null,
  company: null,
  detailError: null,
  setKind: (kind) => {
    if (kind === get().kind) return;
    set({ kind, selectedId: null, company: null, loaded: false });
    void get().refresh();
  },
  setSearch: (search) => {
    set({ search });
    void get().refresh();
  },
  select: (selectedId) => {
    set({ selectedId, detailError: null, ...(selectedId === null ? { company: null } : {}) });
    void get().refreshDetails();
  },
  show: async (kind, id) => {
    set({ kind, search: '', selectedId: id, company: null });
    await get().refresh();
    await get().refreshDetails();
  },
  refresh: async () => {
    const request = ++latestList;
    const { kind, search } = get();
    const text = search.trim() === '' ? undefined : search.slice(0, 200);
    set({ loading: true });
    try {
      if (kind === 'companies') {
        const companies = await invoke('companies:list', { search: text, limit: MAX_ROWS });
        if (request === latestList) set({ companies, loading: false, loaded: true, error: null });
      } else {
        const contacts = await invoke('contacts:search', { search: text, limit: MAX_ROWS });
        if (request === latestList) set({ contacts, loading: false, loaded: true, error: null });
      }
    } catch (err) {
      if (request === latestList) set({ loading: false, loaded: true, error: errorMessage(err) });
    }
  },
  refreshDetails: async () => {
    const request = ++latestDetail;
    const { kind, selectedId } = get();
    if (kind !== 'companies' || selectedId === null) return;
    try {
      const company = await invoke('companies:details', { id: selectedId });
      if (request === latestDetail) set({ company, detailError: null });
    } catch (err) {
      if (request !== latestDetail) return;
      // A record created offline changes its id when synced; the old one is simply gone.
      if (err instanceof AppCallError && err.code === 'NOT_FOUND') set({ selectedId: null, company: null });
      else set({ company: null, detailError: errorMessage(err) });
    }
  },
}));

/** The selected contact, if it is in the current list. */
export function useSelectedContact(): ContactViewT | undefined {
  return useLookups((s) =>
    s.kind !== 'contacts' || s.selectedId === null
      ? undefined
      : s.contacts.find((k) => k.id === s.selectedId),
  );
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
        companyId?: string;
      },
): Promise<DuplicateViewT[]> {
  return invoke('records:duplicates', query);
}

/** Brings a company or contact into view in the Companies section. */
export function openRecord(kind: DuplicateViewT['kind'], id: string): void {
  useNavigation.getState().go('companies');
  void useLookups.getState().show(kind === 'company' ? 'companies' : 'contacts', id);
}

onTablesChanged(['companies', 'contacts', 'projects', 'outbox'], () => {
  const s = useLookups.getState();
  if (!s.loaded) return;
  void s.refresh();
  void s.refreshDetails();
});
