import { z } from 'zod';
import { DataTable } from './tables';
import { ReminderEvent } from './reminders';
import { ProgressView, SyncOutcomeView } from './views';
import { backupChannels } from './channels/backups';
import { changeChannels } from './channels/changes';
import { companyChannels } from './channels/companies';
import { contactChannels } from './channels/contacts';
import { entryChannels } from './channels/entries';
import { expenseChannels } from './channels/expenses';
import { expenseReportChannels } from './channels/expense-report';
import { exportChannels } from './channels/export';
import { invoiceChannels } from './channels/invoices';
import type { ChannelMap } from './channels/map';
import { orgChannels } from './channels/org';
import { planChannels } from './channels/plans';
import { projectManagerChannels } from './channels/project-managers';
import { projectChannels } from './channels/projects';
import { receiptChannels } from './channels/receipts';
import { recordChannels } from './channels/records';
import { reportChannels } from './channels/reports';
import { reviewChannels } from './channels/review';
import { searchChannels } from './channels/search';
import { settingsChannels } from './channels/settings';
import { setupChannels } from './channels/setup';
import { SignInStatusView, signinChannels } from './channels/signin';
import { syncChannels } from './channels/sync';
import { AwayView, timerChannels } from './channels/timer';
import { timesheetChannels } from './channels/timesheets';
import { weekChannels } from './channels/week';

/*
 * The app contract: every channel the renderer may call, as `noun:verb` -> request and response
 * schemas, one file per noun in channels/ (the prefix names the file; a channel with another
 * prefix does not compile there). Served by Electron IPC in the desktop app and by the loopback
 * HTTP bridge in web mode; the same handler table in the core implements it.
 */

/** Each noun's channels, by the prefix of their names. */
export const channelsByNoun = {
  projects: projectChannels,
  companies: companyChannels,
  contacts: contactChannels,
  projectManagers: projectManagerChannels,
  plans: planChannels,
  invoices: invoiceChannels,
  timesheets: timesheetChannels,
  expenses: expenseChannels,
  receipts: receiptChannels,
  week: weekChannels,
  entries: entryChannels,
  timer: timerChannels,
  changes: changeChannels,
  sync: syncChannels,
  settings: settingsChannels,
  setup: setupChannels,
  signin: signinChannels,
  reports: reportChannels,
  review: reviewChannels,
  export: exportChannels,
  expenseReport: expenseReportChannels,
  org: orgChannels,
  records: recordChannels,
  search: searchChannels,
  backups: backupChannels,
} as const;

/** Every channel: the channels of every noun, merged. */
export const channels = {
  ...projectChannels,
  ...companyChannels,
  ...contactChannels,
  ...projectManagerChannels,
  ...planChannels,
  ...invoiceChannels,
  ...timesheetChannels,
  ...expenseChannels,
  ...receiptChannels,
  ...weekChannels,
  ...entryChannels,
  ...timerChannels,
  ...changeChannels,
  ...syncChannels,
  ...settingsChannels,
  ...setupChannels,
  ...signinChannels,
  ...reportChannels,
  ...reviewChannels,
  ...exportChannels,
  ...expenseReportChannels,
  ...orgChannels,
  ...recordChannels,
  ...searchChannels,
  // Last: a restore reopens the database (app-contract.test.ts calls the channels in this order).
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
  'signin:finished': SignInStatusView,
  /** The remote started or stopped answering (a probe or a sync said so). */
  'sync:reachability': z.object({ online: z.boolean().nullable(), message: z.string().nullable() }),
  /** A running timer's away (or past-midnight) question was raised, grew or was answered (null). */
  'timer:away': z.object({ away: AwayView.nullable() }),
  /** A reminder is due (issue 16): the desktop app shows an OS notification, web mode the browser's. */
  reminder: ReminderEvent,
} as const;
export type AppEvent = keyof typeof events;
export type AppEventPayload<E extends AppEvent> = z.output<(typeof events)[E]>;
export const eventNames = Object.keys(events) as AppEvent[];
