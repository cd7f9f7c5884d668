import type { AppEvent, Channel } from '../../shared/app/contract';
import { MENU_EVENT } from '../../shared/app/menu';

/*
 * The names the preload lets through. A sandboxed preload cannot require zod, so it cannot import
 * the contract's schemas; these plain lists are checked against the contract at compile time (the
 * `Missing*` types below fail to build when a channel or event is added there and not here) and at
 * test time (test/unit/ipc-binding.test.ts compares them with channelNames/eventNames).
 */

/** Channels in blocks by the issue that added them (the contract itself is by noun: shared/app/channels/<noun>.ts). */
const ENTRY_CHANNELS = [
  'week:get',
  'week:setCell',
  'week:addRow',
  'week:removeRow',
  'week:copyPrevious',
  'week:submit',
  'entries:create',
  'entries:update',
  'entries:delete',
  'entries:restore',
  'entries:projects',
  'entries:favourite',
  'entries:lines',
  'entries:refreshLines',
  'timer:get',
  'timer:start',
  'timer:stop',
  'timer:history',
  'timer:cancel',
  'timer:pause',
  'timer:resume',
  'timer:setStart',
  'timer:away',
  'timer:resolveAway',
  'timer:activity',
] as const;
const EXPENSE_CHANNELS = [
  'expenses:compute',
  'expenses:summary',
  'expenses:update',
  'expenses:delete',
  'expenses:restore',
  'expenses:lines',
  'expenses:categorySettings',
  'expenses:setCategorySettings',
  'expenses:computeDetails',
  'expenses:categoryLine',
  'projects:card',
  'companies:details',
  'contacts:search',
] as const;
const ADMIN_CHANNELS = ['plans:browse', 'invoices:detail', 'org:options', 'records:duplicates'] as const;
/** Issue 13: search everywhere (the command palette). */
const SEARCH_CHANNELS = ['search:everything'] as const;
const REPORT_CHANNELS = [
  'reports:hoursByWeek',
  'reports:utilization',
  'reports:expensesByMonth',
  'export:csv',
  'sync:queue',
  'sync:send',
  // Issue 15: the monthly expense report (PDF and receipts ZIP).
  'expenseReport:pdf',
  'expenseReport:zip',
] as const;

/** Issue 14: the team review (read-only copies of the team's entries; marks are local). */
const REVIEW_CHANNELS = [
  'review:projects',
  'review:mark',
  'review:week',
  'review:entries',
  'review:ready',
  'review:readyCsv',
  'review:budgets',
  'review:budgetHint',
] as const;

const BACKUP_CHANNELS = ['backups:list', 'backups:restore'] as const;
/** Issue 15: receipts attached to expenses (kept in the data folder only). */
const RECEIPT_CHANNELS = [
  'receipts:add',
  'receipts:list',
  'receipts:get',
  'receipts:remove',
  'receipts:detached',
  'receipts:attach',
  'receipts:scan',
] as const;
const SIGNIN_CHANNELS = [
  'signin:start',
  'signin:status',
  'signin:wait',
  'signin:cancel',
  'signin:signOut',
] as const;

/** Every contract channel, as plain strings. */
export const CHANNELS = [
  ...ENTRY_CHANNELS,
  ...BACKUP_CHANNELS,
  ...SIGNIN_CHANNELS,
  ...EXPENSE_CHANNELS,
  ...ADMIN_CHANNELS,
  ...SEARCH_CHANNELS,
  ...REPORT_CHANNELS,
  ...REVIEW_CHANNELS,
  ...RECEIPT_CHANNELS,
  'projects:list',
  'projects:get',
  'companies:list',
  'companies:get',
  'contacts:list',
  'projectManagers:list',
  'plans:list',
  'invoices:list',
  'invoices:totals',
  'invoices:get',
  'timesheets:list',
  'expenses:list',
  'timesheets:create',
  'expenses:create',
  'companies:create',
  'companies:update',
  'contacts:create',
  'contacts:update',
  'projects:create',
  'projects:update',
  'invoices:markPaid',
  'invoices:setExternalId',
  'changes:list',
  'changes:resubmit',
  'changes:discard',
  'sync:run',
  'sync:status',
  'sync:history',
  'sync:network',
  'settings:get',
  'settings:update',
  'settings:accounts',
  'settings:setRemote',
  'settings:testConnection',
  'setup:offline',
  'setup:demo',
  'setup:importProjects',
  'setup:addProject',
] as const satisfies readonly Channel[];

/** The contract's events plus the menu command event. */
export const EVENTS = [
  'data:changed',
  'sync:progress',
  'sync:finished',
  'signin:finished',
  'sync:reachability',
  'timer:away',
  'reminder',
  MENU_EVENT,
] as const satisfies readonly (AppEvent | typeof MENU_EVENT)[];

type MissingChannels = Exclude<Channel, (typeof CHANNELS)[number]>;
type MissingEvents = Exclude<AppEvent, (typeof EVENTS)[number]>;
// Compile-time completeness: each is `true` only when nothing is missing.
/** @public exported so that the check is kept */
export const channelsComplete: [MissingChannels] extends [never] ? true : MissingChannels = true;
/** @public exported so that the check is kept */
export const eventsComplete: [MissingEvents] extends [never] ? true : MissingEvents = true;
