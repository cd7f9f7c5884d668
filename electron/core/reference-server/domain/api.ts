import type { Db } from '../../db/connection';
import type { ApiHandlers, ServiceOptions } from './handlers';
import { companyHandlers } from './companies';
import { contactHandlers } from './contacts';
import { projectHandlers } from './projects';
import { projectManagerHandlers } from './project-managers';
import { planHandlers } from './plans';
import { timesheetHandlers } from './timesheets';
import { expenseHandlers } from './expenses';
import { invoiceHandlers } from './invoices';

/** The whole PSA API as one handler table over a database: what the reference server serves. */
export function createApiHandlers(db: Db, options: ServiceOptions = {}): ApiHandlers {
  return {
    ...companyHandlers(db, options),
    ...contactHandlers(db, options),
    ...projectHandlers(db, options),
    ...projectManagerHandlers(db, options),
    ...planHandlers(db, options),
    ...timesheetHandlers(db, options),
    ...expenseHandlers(db, options),
    ...invoiceHandlers(db, options),
  };
}
