import { z } from 'zod';
import { DataTable } from './tables';
import {
  CompanyCreate,
  CompanyUpdate,
  ContactCreate,
  ContactUpdate,
  ExpenseFields,
  ProjectCreate,
  ProjectUpdate,
  TimesheetFields,
} from '../psa/resources';
import {
  ChangeView,
  CompanyView,
  ContactView,
  ExpenseView,
  InvoiceSummaryView,
  PlanView,
  ProjectManagerView,
  ProjectView,
  SettingsView,
  SyncOutcomeView,
  SyncStatusView,
  TimesheetView,
  ProgressView,
} from './views';
import { InvoiceRead } from '../psa/resources';
import type { ChannelMap } from './channels/map';
import { entryChannels } from './channels/entries';
import { expenseChannels } from './channels/expenses';
import { adminChannels } from './channels/admin';
import { reportChannels } from './channels/reports';
import { backupChannels } from './channels/backups';

/*
 * The app contract: every channel the renderer may call, as `feature:verb` -> request and response
 * schemas. Served by Electron IPC in the desktop app and by the loopback HTTP bridge in web mode;
 * the same handler table in the core implements it.
 */

const id = z.number().int();
const search = z.string().trim().max(200).optional();
const limit = z.number().int().min(1).max(10_000).optional();
const none = z.object({}).strict();
const ok = z.object({ ok: z.literal(true) });

/** The channels of the app's foundation (lookups, local changes, sync, settings, setup). */
export const coreChannels = {
  // Lookups on the local store (instant, offline).
  'projects:list': {
    request: z.object({ search, stage: z.string().optional(), limit }),
    response: z.array(ProjectView),
  },
  'projects:get': { request: z.object({ id }), response: ProjectView },
  'companies:list': { request: z.object({ search, limit }), response: z.array(CompanyView) },
  'companies:get': { request: z.object({ id }), response: CompanyView },
  'contacts:list': {
    request: z.object({ search, companyId: id.optional(), email: z.string().optional(), limit }),
    response: z.array(ContactView),
  },
  'projectManagers:list': { request: none, response: z.array(ProjectManagerView) },
  'plans:list': { request: none, response: z.array(PlanView) },
  'invoices:list': {
    request: z.object({
      status: z.enum(['Draft', 'Approved', 'Sent', 'Paid', 'Void']).optional(),
      number: z.string().optional(),
      withoutExternalId: z.boolean().optional(),
    }),
    response: z.array(InvoiceSummaryView),
  },
  'invoices:get': { request: z.object({ id }), response: InvoiceRead },

  // Local entries with their sync state.
  'timesheets:list': {
    request: z.object({ from: z.string().optional(), to: z.string().optional(), limit }),
    response: z.array(TimesheetView),
  },
  'expenses:list': {
    request: z.object({ from: z.string().optional(), to: z.string().optional(), limit }),
    response: z.array(ExpenseView),
  },

  // Local changes (validated, stored, queued for sync in one transaction). Entries are booked for
  // the signed-in account; the core applies the full create rules (TimesheetCreate, ExpenseCreate).
  // References take `id` (negatives allowed): a record created offline keeps a provisional negative
  // id until its create is synced, and may be referred to or edited meanwhile.
  'timesheets:create': {
    request: TimesheetFields.omit({ AccountID: true }).extend({ ProjectID: id }),
    response: z.object({ id }),
  },
  'expenses:create': {
    request: ExpenseFields.omit({ AccountID: true }).extend({ ProjectID: id }),
    response: z.object({ id }),
  },
  'companies:create': { request: CompanyCreate, response: z.object({ id }) },
  'companies:update': { request: CompanyUpdate.extend({ CompanyID: id }), response: ok },
  'contacts:create': { request: ContactCreate.extend({ CompanyID: id }), response: z.object({ id }) },
  'contacts:update': {
    request: ContactUpdate.extend({ ContactID: id, CompanyID: id.optional() }),
    response: ok,
  },
  'projects:create': {
    request: ProjectCreate.extend({ CompanyID: id, ContactID: id.nullish() }),
    response: z.object({ id }),
  },
  'projects:update': { request: ProjectUpdate.extend({ ProjectID: id }), response: ok },
  'invoices:markPaid': { request: z.object({ id }), response: ok },
  'invoices:setExternalId': {
    request: z.object({ id, externalId: z.string().trim().min(1).max(128) }),
    response: ok,
  },

  // The sync queue.
  'changes:list': { request: none, response: z.array(ChangeView) },
  'changes:resubmit': {
    request: z.object({ id, patch: z.record(z.string(), z.unknown()).optional() }),
    response: ok,
  },
  'changes:discard': { request: z.object({ id }), response: ok },

  // Sync control and status.
  'sync:run': { request: z.object({ allowMassDelete: z.boolean().optional() }), response: SyncOutcomeView },
  'sync:status': { request: none, response: SyncStatusView },
  'sync:history': {
    request: none,
    response: z.array(
      z.object({
        id,
        startedAt: z.string(),
        finishedAt: z.string().nullable(),
        outcome: z.string().nullable(),
        pushed: z.number(),
        pulled: z.number(),
        rejected: z.number(),
        message: z.string().nullable(),
      }),
    ),
  },

  // Settings and first start.
  'settings:get': { request: none, response: SettingsView },
  'settings:update': {
    request: z.object({
      syncIntervalMinutes: z.number().int().min(0).max(1440).optional(),
      pullDaysBack: z.number().int().min(1).max(3650).optional(),
      pullDaysAhead: z.number().int().min(0).max(3650).optional(),
      theme: z.enum(['system', 'light', 'dark']).optional(),
      accountId: id.optional(),
    }),
    response: SettingsView,
  },
  'settings:setRemote': {
    request: z.object({
      url: z.url(),
      token: z.string().min(1),
      accountId: id,
      force: z.boolean().optional(),
    }),
    response: SettingsView,
  },
  'settings:testConnection': {
    request: z.object({ url: z.url().optional(), token: z.string().min(1).optional() }),
    response: z.object({ ok: z.boolean(), kind: z.string().optional(), message: z.string() }),
  },
  'setup:offline': { request: none, response: SettingsView },
  'setup:demo': { request: none, response: SettingsView },
} as const satisfies ChannelMap;

/** Every channel: the foundation's and each feature's (shared/app/channels/<feature>.ts). */
export const channels = {
  ...coreChannels,
  ...entryChannels,
  ...expenseChannels,
  ...adminChannels,
  ...reportChannels,
  ...backupChannels,
} as const satisfies ChannelMap;

export type Channels = typeof channels;
export type Channel = keyof Channels;
export type ChannelRequest<C extends Channel> = z.input<Channels[C]['request']>;
export type ChannelResponse<C extends Channel> = z.output<Channels[C]['response']>;
export const channelNames = Object.keys(channels) as Channel[];

/** Events the core pushes to the renderer. */
export const events = {
  'data:changed': z.object({ tables: z.array(DataTable) }),
  'sync:progress': ProgressView,
  'sync:finished': SyncOutcomeView,
} as const;
export type AppEvent = keyof typeof events;
export type AppEventPayload<E extends AppEvent> = z.output<(typeof events)[E]>;
export const eventNames = Object.keys(events) as AppEvent[];
