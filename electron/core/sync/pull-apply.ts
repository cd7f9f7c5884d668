import type { Db } from '../db/connection';
import { DELETE_ORDER } from '../replica/resources';
import { getCompany, upsertCompany } from '../db/repositories/companies';
import { getContact, upsertContact } from '../db/repositories/contacts';
import { getProject, upsertProject } from '../db/repositories/projects';
import { yieldLocalProjectNumber } from '../db/repositories/offline-import';
import { upsertAccount } from '../db/repositories/accounts';
import { upsertPlanTree } from '../db/repositories/plans';
import { getInvoice, upsertInvoiceWithLines } from '../db/repositories/invoices';
import { getTimesheet, upsertTimesheet } from '../db/repositories/timesheets';
import { getExpense, upsertExpense } from '../db/repositories/expenses';
import {
  deleteRowIfUnreferenced,
  ensureParent,
  idsWithOpenChanges,
  listRemoteEntryIds,
  listRemoteIds,
  type ReplicaTable,
} from '../db/repositories/replica';
import { companyRow, contactRow, expenseRow, projectRow, timesheetId, timesheetRow } from '../replica/map';
import { invoiceRows, planTree, projectManagerRow } from '../replica/map-records';
import type { PullWindow, RemoteSnapshot } from './pull-fetch';
import { writeTransaction } from '../db/transaction';

/** What a pull would delete locally, per table: records gone from the remote within what was pulled. */
export interface DeletionPlan {
  table: ReplicaTable;
  ids: bigint[];
  /** Pulled records of that scope held locally before this pull. */
  localCount: number;
}

/** A deletion is "most of the data" when over half of a scope of at least 10 records would go. */
export function isMassDeletion(p: DeletionPlan): boolean {
  return p.ids.length >= 10 && p.ids.length * 2 > p.localCount;
}

function gone(local: bigint[], remote: Set<bigint>, open: Set<bigint>): bigint[] {
  return local.filter((id) => !remote.has(id) && !open.has(id));
}

/** The deletions a snapshot implies; only complete lists delete. */
export function planDeletions(
  db: Db,
  snap: RemoteSnapshot,
  accountId: bigint,
  window: PullWindow,
): DeletionPlan[] {
  const plans: DeletionPlan[] = [];
  const add = (table: ReplicaTable, complete: boolean, local: bigint[], remoteIds: bigint[]) => {
    if (!complete) return;
    plans.push({
      table,
      ids: gone(local, new Set(remoteIds), idsWithOpenChanges(db, table)),
      localCount: local.length,
    });
  };
  add(
    'companies',
    snap.companies.complete,
    listRemoteIds(db, 'companies'),
    snap.companies.items.map((c) => c.CompanyID),
  );
  add(
    'contacts',
    snap.contacts.complete,
    listRemoteIds(db, 'contacts'),
    snap.contacts.items.map((c) => c.ContactID),
  );
  add(
    'projects',
    snap.projects.complete,
    listRemoteIds(db, 'projects'),
    snap.projects.items.map((p) => p.ProjectID),
  );
  add(
    'invoices',
    snap.invoices.complete,
    listRemoteIds(db, 'invoices'),
    snap.invoices.items.map((i) => i.InvoiceID),
  );
  // An entry without a usable id cannot be matched: the list then proves no deletion (PSOhub
  // sends no ExpenseID, and an ObjectID that is not a number names no row here).
  const timesheetIds = snap.timesheets.items.map(timesheetId);
  add(
    'timesheets',
    snap.timesheets.complete && !timesheetIds.includes(null),
    listRemoteEntryIds(db, 'timesheets', accountId, window.from, window.to),
    timesheetIds.filter((id): id is bigint => id !== null),
  );
  const expenseIds = snap.expenses.items.map((e) => e.ExpenseID ?? null);
  add(
    'expenses',
    snap.expenses.complete && !expenseIds.includes(null),
    listRemoteEntryIds(db, 'expenses', accountId, window.from, window.to),
    expenseIds.filter((id): id is bigint => id !== null),
  );
  return plans.filter((p) => p.ids.length > 0);
}

/**
 * Stores a snapshot in one transaction: upserts every pulled record except those with a pending
 * local change, then deletes what the plan says (entries first; a row still referred to stays).
 * A field the remote left out is unknown: the stored row keeps its value (replica/map.ts).
 * Returns the number of records stored and deleted.
 */
export function applySnapshot(
  db: Db,
  snap: RemoteSnapshot,
  deletions: DeletionPlan[],
  baseCurrency: string,
): { stored: number; deleted: number } {
  let stored = 0;
  let deleted = 0;
  writeTransaction(db, () => {
    const each = <T>(
      table: ReplicaTable | null,
      items: T[],
      idOf: (t: T) => bigint | null,
      put: (t: T, id: bigint) => void,
    ) => {
      const open = table ? idsWithOpenChanges(db, table) : new Set<bigint>();
      for (const t of items) {
        const id = idOf(t);
        if (id === null || open.has(id)) continue;
        put(t, id);
        stored++;
      }
    };
    each(
      'companies',
      snap.companies.items,
      (c) => c.CompanyID,
      (c, id) => upsertCompany(db, companyRow(c, getCompany(db, id))),
    );
    each(
      'contacts',
      snap.contacts.items,
      (c) => c.ContactID,
      (c, id) => {
        if (c.CompanyID != null)
          ensureParent(db, 'companies', c.CompanyID, c.CompanyName ?? null, baseCurrency);
        upsertContact(db, contactRow(c, getContact(db, id)));
      },
    );
    const contactIds = new Set(snap.contacts.items.map((c) => c.ContactID));
    each(
      'projects',
      snap.projects.items,
      (p) => p.ProjectID,
      (p, id) => {
        const row = projectRow(p, baseCurrency, getProject(db, id));
        if (row.company_id != null)
          ensureParent(db, 'companies', row.company_id, row.company_name, baseCurrency);
        if (row.contact_id != null && !contactIds.has(row.contact_id)) row.contact_id = null;
        if (row.project_number != null) yieldLocalProjectNumber(db, row.project_number, id);
        upsertProject(db, row);
      },
    );
    each(
      null,
      snap.projectManagers.items,
      (a) => a.ObjectID,
      (a) => {
        try {
          upsertAccount(db, projectManagerRow(a));
        } catch {
          // Two remote accounts with one email: keep the first; the name still shows on projects.
        }
      },
    );
    each(
      null,
      snap.plans.items,
      (p) => p.PlanID,
      (p) => upsertPlanTree(db, planTree(p)),
    );
    each(
      'invoices',
      snap.invoices.items,
      (i) => i.InvoiceID,
      (i, id) => {
        const { row, lines } = invoiceRows(i, baseCurrency, getInvoice(db, id));
        upsertInvoiceWithLines(db, row, lines);
      },
    );
    each('timesheets', snap.timesheets.items, timesheetId, (t, id) => {
      ensureParent(db, 'projects', t.ProjectID, t.ProjectName ?? null, baseCurrency);
      upsertTimesheet(db, timesheetRow(t, id, getTimesheet(db, id)));
    });
    each(
      'expenses',
      snap.expenses.items,
      (e) => e.ExpenseID ?? null,
      (e, id) => {
        ensureParent(db, 'projects', e.ProjectID, e.ProjectName ?? null, baseCurrency);
        upsertExpense(db, expenseRow(e, id, new Date(0).toISOString(), getExpense(db, id)));
      },
    );
    for (const table of DELETE_ORDER) {
      for (const plan of deletions.filter((d) => d.table === table)) {
        for (const id of plan.ids) if (deleteRowIfUnreferenced(db, table, id)) deleted++;
      }
    }
  });
  return { stored, deleted };
}
