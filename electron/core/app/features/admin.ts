import type { CoreContext, HandlersOf } from '../types';
import { companyDuplicates, contactDuplicates } from './admin-duplicates';
import { invoiceDetail } from './admin-invoices';
import { orgOptions } from './admin-options';
import { browsePlans } from './admin-plans';

/** The core's handlers of the admin feature channels (shared/app/channels/admin.ts). */
export function adminHandlers(
  ctx: CoreContext,
): HandlersOf<'plans:browse' | 'invoices:detail' | 'org:options' | 'records:duplicates'> {
  const db = ctx.r.db;
  return {
    'plans:browse': async (filter) => browsePlans(db, ctx.r.now(), filter),
    'invoices:detail': async ({ id }) => invoiceDetail(db, id),
    'org:options': async () => orgOptions(db),
    'records:duplicates': async (q) =>
      q.kind === 'company' ? companyDuplicates(db, q.name) : contactDuplicates(db, q),
  };
}
