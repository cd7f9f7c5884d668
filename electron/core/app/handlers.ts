import type { RestoreResult } from '../db/restore';
import { backupHandlers } from './backups/handlers';
import { changeHandlers } from './changes/handlers';
import { companyHandlers } from './companies/handlers';
import { contactHandlers } from './contacts/handlers';
import { entryHandlers } from './entries/handlers';
import { expenseHandlers } from './expenses/handlers';
import { exportHandlers } from './export/handlers';
import { expenseReportHandlers } from './expense-report/handlers';
import { invoiceHandlers } from './invoices/handlers';
import { orgHandlers } from './org/handlers';
import { planHandlers } from './plans/handlers';
import { projectManagerHandlers } from './project-managers/handlers';
import { projectHandlers } from './projects/handlers';
import { receiptHandlers } from './receipts/handlers';
import { recordHandlers } from './records/handlers';
import { reportHandlers } from './reports/handlers';
import { reviewHandlers } from './review/handlers';
import { searchHandlers } from './search/handlers';
import { settingsHandlers } from './settings/handlers';
import { setupHandlers } from './setup/handlers';
import { signinHandlers } from './signin/handlers';
import { syncHandlers } from './sync/handlers';
import { timerHandlers } from './timer/handlers';
import { timesheetHandlers } from './timesheets/handlers';
import type { AppHandlers, CoreContext } from './types';
import { weekHandlers } from './week/handlers';

/**
 * THE handler table: every noun's handlers (app/<noun>/handlers.ts, one per channel prefix of
 * shared/app/channels/), merged. `restore` is the core's own (it closes and reopens the database).
 */
export function createHandlers(
  ctx: CoreContext,
  restore: (name: string) => Promise<RestoreResult>,
): AppHandlers {
  return {
    ...projectHandlers(ctx),
    ...companyHandlers(ctx),
    ...contactHandlers(ctx),
    ...projectManagerHandlers(ctx),
    ...planHandlers(ctx),
    ...invoiceHandlers(ctx),
    ...timesheetHandlers(ctx),
    ...expenseHandlers(ctx),
    ...receiptHandlers(ctx),
    ...weekHandlers(ctx),
    ...entryHandlers(ctx),
    ...timerHandlers(ctx),
    ...changeHandlers(ctx),
    ...syncHandlers(ctx),
    ...settingsHandlers(ctx),
    ...setupHandlers(ctx),
    ...signinHandlers(ctx),
    ...reportHandlers(ctx),
    ...reviewHandlers(ctx),
    ...exportHandlers(ctx),
    ...expenseReportHandlers(ctx),
    ...orgHandlers(ctx),
    ...recordHandlers(ctx),
    ...searchHandlers(ctx),
    ...backupHandlers(ctx, restore),
  };
}
