import { z } from 'zod';
import { SendRuleSchema } from './send-rule';
import { idText } from './channels/fields';
import { ExpenseDetailsView } from './channels/expense-categories';
import { DesktopSettingsView } from './desktop';
import { RemindersSettingsView } from './reminders';
import { LANGUAGES } from '../i18n/languages';

/*
 * What the renderer sees: flat, camelCase view records of the local store. Money and hours are
 * plain decimal numbers produced from exact units in the core, for display (never summed in the
 * renderer with floats: totals come from the core). Identifiers are decimal text, never numbers.
 */

/** 'local': on this computer only, never sent (imported or local-only records, and the entries on them). */
/** 'held': queued but kept back until its week is submitted (week submission, issue 16). */
export const SyncState = z.enum(['pending', 'sending', 'rejected', 'synced', 'local', 'held']);
export type SyncStateT = z.output<typeof SyncState>;

export const ProjectView = z.object({
  id: idText,
  name: z.string(),
  number: z.string().nullable(),
  stage: z.string(),
  companyId: idText.nullable(),
  companyName: z.string().nullable(),
  contactId: idText.nullable(),
  managerId: idText.nullable(),
  managerName: z.string().nullable(),
  value: z.number().nullable(),
  currency: z.string(),
  startDate: z.string().nullable(),
  contractTemplateId: idText.nullable(),
  syncState: SyncState,
});
export type ProjectViewT = z.output<typeof ProjectView>;

export const CompanyView = z.object({
  id: idText,
  name: z.string(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  externalId: z.string().nullable(),
  syncState: SyncState,
});
export type CompanyViewT = z.output<typeof CompanyView>;

export const ContactView = z.object({
  id: idText,
  companyId: idText.nullable(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  salutation: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  externalId: z.string().nullable(),
  syncState: SyncState,
});
export type ContactViewT = z.output<typeof ContactView>;

export const ProjectManagerView = z.object({ id: idText, name: z.string(), email: z.string() });
export type ProjectManagerViewT = z.output<typeof ProjectManagerView>;

export const TimesheetView = z.object({
  id: idText,
  accountId: idText,
  projectId: idText,
  projectName: z.string().nullable(),
  contractLineId: idText.nullable(),
  contractLineName: z.string().nullable(),
  roleId: idText.nullable(),
  roleName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  hours: z.number(),
  description: z.string().nullable(),
  approvedByPM: z.boolean(),
  approvedByTL: z.boolean(),
  invoiceNumber: z.string().nullable(),
  syncState: SyncState,
  changeId: idText.nullable(),
  error: z.string().nullable(),
});
export type TimesheetViewT = z.output<typeof TimesheetView>;

export const ExpenseView = z.object({
  id: idText,
  accountId: idText,
  projectId: idText,
  projectName: z.string().nullable(),
  contractLineId: idText.nullable(),
  contractLineName: z.string().nullable(),
  date: z.string(),
  /** Exact decimal text (up to 8 decimals): the edit form starts from every digit. */
  amountExVAT: z.string(),
  vatAmount: z.string().nullable(),
  totalAmount: z.string(),
  description: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  syncState: SyncState,
  changeId: idText.nullable(),
  error: z.string().nullable(),
  /** Mileage or per-diem units and the calculation (kept locally); absent: a plain amount. */
  details: ExpenseDetailsView.nullish(),
  /** The project's currency (ISO 4217) the amounts are in; null/absent when the project is not known here. */
  currency: z.string().nullish(),
});
export type ExpenseViewT = z.output<typeof ExpenseView>;

export const InvoiceSummaryView = z.object({
  id: idText,
  number: z.string().nullable(),
  name: z.string(),
  status: z.enum(['Draft', 'Approved', 'Sent', 'Paid', 'Void']),
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
  customerName: z.string().nullable(),
  currency: z.string(),
  totalExVAT: z.number(),
  totalIncVAT: z.number(),
  externalId: z.string().nullable(),
  hasPdf: z.boolean(),
  syncState: SyncState,
});
export type InvoiceSummaryViewT = z.output<typeof InvoiceSummaryView>;

export const PlanView = z.object({
  id: idText,
  name: z.string(),
  stage: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  projectId: idText,
  taskLists: z.array(
    z.object({
      name: z.string(),
      tasks: z.array(
        z.object({
          id: idText,
          title: z.string(),
          description: z.string().nullable(),
          status: z.string(),
          priority: z.string(),
          dueDate: z.string().nullable(),
          startDate: z.string().nullable(),
          milestone: z.boolean(),
          effortHours: z.number().nullable(),
          hoursBooked: z.number(),
          assignees: z.array(
            z.object({ id: idText, name: z.string().nullable(), email: z.string().nullable() }),
          ),
        }),
      ),
    }),
  ),
});
export type PlanViewT = z.output<typeof PlanView>;

export const ChangeView = z.object({
  id: idText,
  endpoint: z.string(),
  entity: z.string(),
  recordId: idText,
  state: z.enum(['pending', 'sending', 'rejected', 'done']),
  attempts: z.number(),
  error: z.string().nullable(),
  blocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChangeViewT = z.output<typeof ChangeView>;

export const SyncOutcomeView = z.object({
  outcome: z.enum([
    'ok',
    'partial',
    'offline',
    'auth',
    'busy',
    'needs-confirmation',
    'not-configured',
    'error',
  ]),
  message: z.string(),
  /** The raw error behind a human message (shown behind a disclosure), when a remote call failed. */
  detail: z.string().optional(),
  pushed: z.number(),
  adopted: z.number(),
  rejected: z.number(),
  blocked: z.number(),
  pulled: z.number(),
  deleted: z.number(),
  pending: z.number(),
  /** Trouble of a step that did not fail the sync (contract lines of some projects not pulled). */
  warning: z.string().optional(),
});
export type SyncOutcomeViewT = z.output<typeof SyncOutcomeView>;

export const ProgressView = z.object({
  phase: z.enum(['push', 'pull', 'done']),
  step: z.string().optional(),
  done: z.number(),
  total: z.number(),
});
export type ProgressViewT = z.output<typeof ProgressView>;

export const SyncStatusView = z.object({
  /** Changes waiting to be sent; in an offline-only folder without those it `kept`. */
  pending: z.number(),
  /** In an offline-only folder: changes kept on this computer, never sent (entries on its own projects). */
  kept: z.number(),
  /** Entries not sent yet: held here, editable, until the send rule lets them go; not counted in `pending`. */
  held: z.number(),
  sending: z.number(),
  rejected: z.number(),
  synced: z.number(),
  lastSyncAt: z.string().nullable(),
  running: z.boolean(),
  progress: ProgressView.nullable(),
  lastOutcome: SyncOutcomeView.nullable(),
  /** Whether the remote answers (a probe or a sync said so); null: not known yet, or no remote. */
  online: z.boolean().nullable(),
  /** While it does not answer: why, in words ("The PSA service at host:port is not answering"), and the raw text. */
  offlineMessage: z.string().nullable(),
  offlineDetail: z.string().nullable(),
});
export type SyncStatusViewT = z.output<typeof SyncStatusView>;

/** How the app is signed in to the remote when it used the OAuth sign-in (never a token or secret). */
export const SignedInView = z.object({
  clientId: z.string(),
  authUrl: z.string(),
  accountName: z.string().nullable(),
  email: z.string().nullable(),
});

/** The signed-in account: its id with the name and email the remote or the sign-in gave (null: not known yet). */
export const SignedInAccountView = z.object({
  id: idText,
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type SignedInAccountViewT = z.output<typeof SignedInAccountView>;

/** The language setting (shared/i18n/languages.ts's LanguageSetting): a language or the system's. */
export const LanguageSettingSchema = z.enum(['system', ...LANGUAGES]);

/** The week start setting (shared/dates-display.ts's WeekStartSetting). */
export const WeekStartSchema = z.enum(['auto', 'monday', 'sunday']);

/** How tight the interface sits (issue 17 point 3): comfortable (the default) or compact rows and controls. */
export const DensitySchema = z.enum(['comfortable', 'compact']);

export const SettingsView = z.object({
  mode: z.enum(['unset', 'offline', 'remote', 'demo']),
  remoteUrl: z.string().nullable(),
  hasToken: z.boolean(),
  /** How the token is kept: 'os' (OS keychain via safeStorage), 'basic_text' (weak), 'file' (web mode/CLI). */
  tokenStorage: z.enum(['os', 'basic_text', 'file', 'none']),
  accountId: idText.nullable(),
  syncIntervalMinutes: z.number(),
  pullDaysBack: z.number(),
  pullDaysAhead: z.number(),
  /** Minutes between refreshes of the reference data (companies, contacts, projects, ...); 0: every sync. */
  referenceRefreshMinutes: z.number(),
  /** Entry sanity (issue 13): a day above dailyMaxHours, or a date further than these days, asks first. */
  dailyMaxHours: z.number(),
  entryDaysAhead: z.number(),
  entryDaysBack: z.number(),
  /** The timer (issue 13): the least booked and the step in minutes, and how a run is rounded to it. */
  timerMinimumMinutes: z.number(),
  timerRounding: z.enum(['nearest', 'up']),
  /** Minutes without input before a running timer asks about them (issue 16; 0: never). */
  timerIdleMinutes: z.number(),
  /** A pending expense's description ends with its receipts' reference, " [receipt 3fa9c1]" (issue 15; off by default). */
  receiptReference: z.boolean(),
  /** When new hours and expenses are sent (end of each day by default); they stay editable until then. */
  sendRule: SendRuleSchema,
  /** The send rule was kept from before the choice existed, and the user has not been told yet. */
  sendRuleNotice: z.boolean(),
  /** sendRule is "when I submit the week". */
  weekSubmission: z.boolean(),
  theme: z.enum(['system', 'light', 'dark']),
  /** Row heights, control heights and spacing: comfortable (default) or compact. */
  density: DensitySchema,
  /** The interface language and the week start (issue 17; 'system' and 'auto' by default). */
  language: LanguageSettingSchema,
  weekStart: WeekStartSchema,
  /** The desktop app's shortcuts, close to tray and update feed (issue 16). */
  desktop: DesktopSettingsView,
  /** Which reminders are on, when they come and the quiet hours (issue 16). */
  reminders: RemindersSettingsView,
  dataDir: z.string(),
  /** Set after an OAuth sign-in (decision 24); null with an API key or no credentials. */
  signIn: SignedInView.nullable(),
  /** Set after Sign out of an OAuth sign-in, until the next sign-in: the email to offer again. */
  signedOut: z.object({ email: z.string().nullable() }).nullable(),
  /** Whom entries are booked for, named as the remote names it (null: no account, offline only or signed out). */
  account: SignedInAccountView.nullable(),
});
export type SettingsViewT = z.output<typeof SettingsView>;
