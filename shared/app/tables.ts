import { z } from 'zod';

/** Every table a sync may change, for the data:changed event after a sync that moved data. */
const SYNCED = [
  'companies',
  'contacts',
  'projects',
  'timesheets',
  'expenses',
  // A sync moves receipts with their expense's id, or detaches them when it removes the expense.
  'receipts',
  'invoices',
  'plans',
  'accounts',
  'outbox',
] as const;

/**
 * The names a `data:changed` event may carry: what moved in the core, so that each renderer store
 * refetches only what it shows. `*` means "anything may have changed" (a restore, a reconnect).
 * Typed on both sides: the core can only emit these, the renderer can only listen for these.
 */
export const DataTable = z.enum([
  ...SYNCED,
  'sync_runs',
  'settings',
  'week_rows',
  'entry_favourites',
  'timer',
  '*',
]);
/** A name in a data:changed event. */
export type DataTableT = z.infer<typeof DataTable>;

/** Every table a sync may change, for the data:changed event after a sync that moved data. */
export const SYNCED_TABLES: readonly DataTableT[] = SYNCED;
