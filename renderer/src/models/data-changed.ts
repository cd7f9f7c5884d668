import type { DataTableT } from '../../../shared/app/tables';
import { on } from '../contract/client';

/*
 * After a commit the core emits `data:changed` naming the tables it touched; stores register the
 * tables they show and a refetch. One bridge subscription serves them all; bursts (a sync writes
 * many batches) are coalesced so each store refetches once per burst.
 */

const COALESCE_MS = 120;

interface Subscriber {
  tables: ReadonlySet<DataTableT>;
  refetch: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const subscribers = new Set<Subscriber>();
let unsubscribeBridge: (() => void) | undefined;

function onChanged(tables: readonly DataTableT[]): void {
  const all = tables.includes('*');
  for (const s of subscribers) {
    if (!all && !tables.some((t) => s.tables.has(t))) continue;
    if (s.timer !== undefined) continue;
    s.timer = setTimeout(() => {
      s.timer = undefined;
      s.refetch();
    }, COALESCE_MS);
  }
}

/** Calls `refetch` (coalesced) whenever the core reports a change to one of `tables`; returns the unsubscribe. */
export function onTablesChanged(tables: readonly DataTableT[], refetch: () => void): () => void {
  const s: Subscriber = { tables: new Set(tables), refetch, timer: undefined };
  subscribers.add(s);
  unsubscribeBridge ??= on('data:changed', (payload) => onChanged(payload.tables));
  return () => {
    clearTimeout(s.timer);
    subscribers.delete(s);
    if (subscribers.size === 0) {
      unsubscribeBridge?.();
      unsubscribeBridge = undefined;
    }
  };
}
