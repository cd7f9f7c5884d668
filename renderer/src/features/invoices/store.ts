import { create } from 'zustand';
import type { InvoiceSummaryViewT } from '../../../../shared/app/views';
import type { InvoiceDetailViewT } from '../../../../shared/app/channels/invoices';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { notify, notifyError } from '../../models/notify';

export type InvoiceStatus = InvoiceSummaryViewT['status'];
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['Draft', 'Approved', 'Sent', 'Paid', 'Void'];

interface InvoicesState {
  /** Status filter; null shows every status. */
  status: InvoiceStatus | null;
  /** Part of an invoice number (matched in the list, case-insensitively). */
  search: string;
  withoutExternalId: boolean;
  items: InvoiceSummaryViewT[];
  loaded: boolean;
  error: string | null;
  selectedId: string | null;
  detail: InvoiceDetailViewT | null;
  detailError: string | null;
  busy: 'pay' | 'external' | null;
  /** The core's problem with the external id, shown next to the field. */
  externalIdError: string | null;
  setStatus: (status: InvoiceStatus | null) => void;
  setSearch: (search: string) => void;
  setWithoutExternalId: (on: boolean) => void;
  select: (id: string | null) => void;
  refresh: () => Promise<void>;
  refreshDetail: () => Promise<void>;
  markPaid: () => Promise<boolean>;
  setExternalId: (externalId: string) => Promise<boolean>;
}

let latestList = 0;
let latestDetail = 0;

function label(d: InvoiceDetailViewT): string {
  return d.number ?? d.name;
}

/** The invoices: filters, the matching list, the selected invoice's detail and its two changes. */
export const useInvoices = create<InvoicesState>()((set, get) => ({
  status: null,
  search: '',
  withoutExternalId: false,
  items: [],
  loaded: false,
  error: null,
  selectedId: null,
  detail: null,
  detailError: null,
  busy: null,
  externalIdError: null,
  setStatus: (status) => {
    set({ status });
    void get().refresh();
  },
  setSearch: (search) => set({ search }),
  setWithoutExternalId: (withoutExternalId) => {
    set({ withoutExternalId });
    void get().refresh();
  },
  select: (selectedId) => {
    if (selectedId === get().selectedId) return;
    set({ selectedId, detail: null, detailError: null, externalIdError: null });
    void get().refreshDetail();
  },
  refresh: async () => {
    const request = ++latestList;
    const { status, withoutExternalId } = get();
    try {
      const items = await invoke('invoices:list', {
        status: status ?? undefined,
        withoutExternalId: withoutExternalId || undefined,
      });
      if (request === latestList) set({ items, loaded: true, error: null });
    } catch (err) {
      if (request === latestList) set({ loaded: true, error: errorMessage(err) });
    }
  },
  refreshDetail: async () => {
    const id = get().selectedId;
    const request = ++latestDetail;
    if (id === null) return;
    try {
      const detail = await invoke('invoices:detail', { id });
      if (request === latestDetail) set({ detail, detailError: null });
    } catch (err) {
      if (request === latestDetail) set({ detail: null, detailError: errorMessage(err) });
    }
  },
  markPaid: async () => {
    const d = get().detail;
    if (!d || get().busy) return false;
    set({ busy: 'pay' });
    try {
      await invoke('invoices:markPaid', { id: d.id });
      notify({
        color: 'teal',
        title: `Invoice ${label(d)} marked paid`,
        message: 'Saved here and queued: it reaches the PSA service with the next sync.',
      });
      return true;
    } catch (err) {
      notifyError(`Invoice ${label(d)} was not marked paid`, errorMessage(err));
      return false;
    } finally {
      set({ busy: null });
      void get().refreshDetail();
    }
  },
  setExternalId: async (externalId) => {
    const d = get().detail;
    if (!d || get().busy) return false;
    set({ busy: 'external', externalIdError: null });
    try {
      await invoke('invoices:setExternalId', { id: d.id, externalId });
      notify({
        color: 'teal',
        title: `External id of ${label(d)} set`,
        message: `${externalId.trim()} is saved here and queued for the next sync.`,
      });
      return true;
    } catch (err) {
      const detail = err instanceof AppCallError ? err.details?.[0]?.message : undefined;
      set({ externalIdError: detail ?? errorMessage(err) });
      return false;
    } finally {
      set({ busy: null });
      void get().refreshDetail();
    }
  },
}));

/** The invoices whose number contains the search text (all of them while it is empty). */
export function matchingInvoices(items: InvoiceSummaryViewT[], search: string): InvoiceSummaryViewT[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((i) => (i.number ?? '').toLowerCase().includes(needle));
}

// Once the panel asked (even if its first answer is still on the way: a sync may commit meanwhile).
onTablesChanged(['invoices', 'outbox'], () => {
  const s = useInvoices.getState();
  if (latestList === 0) return;
  void s.refresh();
  void s.refreshDetail();
});
