import { create } from 'zustand';
import { foldText } from '../../../../shared/text-fold';
import type { InvoiceSummaryViewT } from '../../../../shared/app/views';
import type {
  InvoiceDetailViewT,
  InvoiceListItemViewT,
  InvoiceTotalsViewT,
} from '../../../../shared/app/channels/invoices';
import { parseDateText } from '../../components/date-text';
import { asksOf, confirmCodes, type Ask } from '../../components/ConfirmChecks';
import { AppCallError, errorMessage, invoke } from '../../contract/client';
import { onTablesChanged } from '../../models/data-changed';
import { notify, notifyError } from '../../models/notify';
import { i18n } from '../../i18n';

export type InvoiceStatus = InvoiceSummaryViewT['status'];
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['Draft', 'Approved', 'Sent', 'Paid', 'Void'];

interface InvoicesState {
  /** Status filter; null shows every status. */
  status: InvoiceStatus | null;
  /** Part of an invoice number or customer (matched in the list, ignoring case and accents). */
  search: string;
  withoutExternalId: boolean;
  /** Only Sent/Approved invoices past their due date (the core's clock). */
  overdue: boolean;
  /** Customer filter (a company id); null: every customer. */
  customerId: string | null;
  /** Invoice date range as typed (any date form the date fields take); empty: open. */
  from: string;
  to: string;
  /** Why the typed range is not one (shown at its field); nothing is asked meanwhile. */
  rangeError: { from?: string; to?: string } | null;
  /** Count and sums per status and currency of the filtered invoices, and the customers. */
  totals: InvoiceTotalsViewT | null;
  items: InvoiceListItemViewT[];
  loaded: boolean;
  error: string | null;
  selectedId: string | null;
  detail: InvoiceDetailViewT | null;
  detailError: string | null;
  busy: 'pay' | 'external' | null;
  /** The core's problem with the external id, shown next to the field. */
  externalIdError: string | null;
  /** What the core asks before storing an external id (already on another invoice), with the id. */
  externalIdAsk: { externalId: string; asks: Ask[] } | null;
  setStatus: (status: InvoiceStatus | null) => void;
  setSearch: (search: string) => void;
  setWithoutExternalId: (on: boolean) => void;
  setOverdue: (on: boolean) => void;
  setCustomer: (customerId: string | null) => void;
  setRange: (range: { from?: string; to?: string }) => void;
  select: (id: string | null) => void;
  refresh: () => Promise<void>;
  refreshDetail: () => Promise<void>;
  markPaid: () => Promise<boolean>;
  /** Sets the external id; `confirm` answers the core's question (NEEDS_CONFIRMATION) of a first try. */
  setExternalId: (externalId: string, confirm?: string[]) => Promise<boolean>;
  /** Stores the asked-about external id anyway. */
  confirmExternalId: () => Promise<boolean>;
  cancelExternalId: () => void;
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
  overdue: false,
  customerId: null,
  from: '',
  to: '',
  rangeError: null,
  totals: null,
  items: [],
  loaded: false,
  error: null,
  selectedId: null,
  detail: null,
  detailError: null,
  busy: null,
  externalIdError: null,
  externalIdAsk: null,
  setStatus: (status) => {
    set({ status });
    void get().refresh();
  },
  setSearch: (search) => set({ search }),
  setWithoutExternalId: (withoutExternalId) => {
    set({ withoutExternalId });
    void get().refresh();
  },
  setOverdue: (overdue) => {
    set({ overdue });
    void get().refresh();
  },
  setCustomer: (customerId) => {
    set({ customerId });
    void get().refresh();
  },
  setRange: (range) => {
    set(range);
    void get().refresh();
  },
  select: (selectedId) => {
    if (selectedId === get().selectedId) return;
    set({ selectedId, detail: null, detailError: null, externalIdError: null, externalIdAsk: null });
    void get().refreshDetail();
  },
  refresh: async () => {
    const request = ++latestList;
    const { status, withoutExternalId, overdue, customerId } = get();
    const range = typedRange(get().from, get().to);
    if ('error' in range) {
      set({ rangeError: range.error });
      return;
    }
    const filter = {
      status: status ?? undefined,
      withoutExternalId: withoutExternalId || undefined,
      overdue: overdue || undefined,
      customerId: customerId ?? undefined,
      ...range,
    };
    try {
      const [items, totals] = await Promise.all([
        invoke('invoices:list', filter),
        invoke('invoices:totals', filter),
      ]);
      if (request === latestList) set({ items, totals, loaded: true, error: null, rangeError: null });
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
        title: i18n.t('invoices:actions.markedPaid', { label: label(d) }),
        message: i18n.t('common:saveFlow.queued'),
      });
      return true;
    } catch (err) {
      notifyError(i18n.t('invoices:actions.notMarkedPaid', { label: label(d) }), errorMessage(err));
      return false;
    } finally {
      set({ busy: null });
      void get().refreshDetail();
    }
  },
  setExternalId: async (externalId, confirm) => {
    const d = get().detail;
    if (!d || get().busy) return false;
    set({ busy: 'external', externalIdError: null, externalIdAsk: null });
    try {
      await invoke('invoices:setExternalId', { id: d.id, externalId, confirm });
      notify({
        color: 'teal',
        title: i18n.t('invoices:actions.externalIdSet', { label: label(d) }),
        message: i18n.t('invoices:actions.externalIdQueued', { externalId: externalId.trim() }),
      });
      return true;
    } catch (err) {
      const asks = asksOf(err);
      if (asks) {
        set({ externalIdAsk: { externalId, asks } });
        return false;
      }
      const detail = err instanceof AppCallError ? err.details?.[0]?.message : undefined;
      set({ externalIdError: detail ?? errorMessage(err) });
      return false;
    } finally {
      set({ busy: null });
      void get().refreshDetail();
    }
  },
  confirmExternalId: async () => {
    const ask = get().externalIdAsk;
    return ask ? get().setExternalId(ask.externalId, confirmCodes(ask.asks)) : false;
  },
  cancelExternalId: () => set({ externalIdAsk: null }),
}));

/** A typed date range as days (either end open when empty), or why a field is not a date. */
function typedRange(
  from: string,
  to: string,
): { from?: string; to?: string } | { error: { from?: string; to?: string } } {
  const day = (text: string) => (text.trim() === '' ? null : parseDateText(text));
  const [f, t] = [day(from), day(to)];
  const error: { from?: string; to?: string } = {};
  if (f && !f.ok) error.from = f.message;
  if (t && !t.ok) error.to = t.message;
  if (f?.ok && t?.ok && t.date < f.date) error.to = i18n.t('invoices:panel.rangeOrder');
  if (error.from || error.to) return { error };
  return { ...(f?.ok ? { from: f.date } : {}), ...(t?.ok ? { to: t.date } : {}) };
}

/**
 * The invoices whose number or customer contains the search text, ignoring case and accents as
 * the core's search does (all of them while it is empty).
 */
export function matchingInvoices<T extends InvoiceSummaryViewT>(items: T[], search: string): T[] {
  const needle = foldText(search.trim());
  if (!needle) return items;
  return items.filter((i) => foldText(`${i.number ?? ''}\u001f${i.customerName ?? ''}`).includes(needle));
}

// Once the panel asked (even if its first answer is still on the way: a sync may commit meanwhile).
onTablesChanged(['invoices', 'outbox'], () => {
  const s = useInvoices.getState();
  if (latestList === 0) return;
  void s.refresh();
  void s.refreshDetail();
});
