import type { Db } from '../db/connection';
import { DELETE_ORDER } from '../replica/resources';
import { getCompany, upsertCompany } from '../db/repositories/companies';
import { getContact, upsertContact } from '../db/repositories/contacts';
import { getProject, upsertProject } from '../db/repositories/projects';
import { yieldLocalProjectNumber } from '../db/repositories/offline-import';
import { getAccount, upsertAccount } from '../db/repositories/accounts';
import { planTreeUnchanged, upsertPlanTree } from '../db/repositories/plans';
import { getInvoice, invoiceUnchanged, upsertInvoiceWithLines } from '../db/repositories/invoices';
import { sameRow } from '../db/same-row';
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
 * A field the remote left out is unknown: the stored row keeps its value (replica/map.ts). A record
 * equal to its stored row is not written (a sync with nothing changed writes nothing).
 * Returns the number of records written (changed or new) and deleted.
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
      put: (t: T, id: bigint) => boolean,
    ) => {
      const open = table ? idsWithOpenChanges(db, table) : new Set<bigint>();
      for (const t of items) {
        const id = idOf(t);
        if (id === null || open.has(id)) continue;
        if (put(t, id)) stored++;
      }
    };
    /** Writes `row` unless the stored row `prev` already equals it; true when written. */
    const write = <R extends object>(row: R, prev: object | undefined, upsert: (r: R) => void): boolean => {
      if (sameRow(row, prev)) return false;
      upsert(row);
      return true;
    };
    each(
      'companies',
      snap.companies.items,
      (c) => c.CompanyID,
      (c, id) => {
        const prev = getCompany(db, id);
        return write(companyRow(c, prev), prev, (r) => upsertCompany(db, r));
      },
    );
    each(
      'contacts',
      snap.contacts.items,
      (c) => c.ContactID,
      (c, id) => {
        if (c.CompanyID != null)
          ensureParent(db, 'companies', c.CompanyID, c.CompanyName ?? null, baseCurrency);
        const prev = getContact(db, id);
        return write(contactRow(c, prev), prev, (r) => upsertContact(db, r));
      },
    );
    const contactIds = new Set(snap.contacts.items.map((c) => c.ContactID));
    each(
      'projects',
      snap.projects.items,
      (p) => p.ProjectID,
      (p, id) => {
        const prev = getProject(db, id);
        const row = projectRow(p, baseCurrency, prev);
        if (row.company_id != null)
          ensureParent(db, 'companies', row.company_id, row.company_name, baseCurrency);
        if (row.contact_id != null && !contactIds.has(row.contact_id)) row.contact_id = null;
        if (row.project_number != null) yieldLocalProjectNumber(db, row.project_number, id);
        return write(row, prev, (r) => upsertProject(db, r));
      },
    );
    each(
      null,
      snap.projectManagers.items,
      (a) => a.ObjectID,
      (a, id) => {
        try {
          return write(projectManagerRow(a), getAccount(db, id), (r) => upsertAccount(db, r));
        } catch {
          // Two remote accounts with one email: keep the first; the name still shows on projects.
          return false;
        }
      },
    );
    each(
      null,
      snap.plans.items,
      (p) => p.PlanID,
      (p) => {
        const tree = planTree(p);
        if (planTreeUnchanged(db, tree)) return false;
        upsertPlanTree(db, tree);
        return true;
      },
    );
    each(
      'invoices',
      snap.invoices.items,
      (i) => i.InvoiceID,
      (i, id) => {
        const { row, lines } = invoiceRows(i, baseCurrency, getInvoice(db, id));
        if (invoiceUnchanged(db, row, lines)) return false;
        upsertInvoiceWithLines(db, row, lines);
        return true;
      },
    );
    each('timesheets', snap.timesheets.items, timesheetId, (t, id) => {
      ensureParent(db, 'projects', t.ProjectID, t.ProjectName ?? null, baseCurrency);
      const prev = getTimesheet(db, id);
      return write(timesheetRow(t, id, prev), prev, (r) => upsertTimesheet(db, r));
    });
    each(
      'expenses',
      snap.expenses.items,
      (e) => e.ExpenseID ?? null,
      (e, id) => {
        ensureParent(db, 'projects', e.ProjectID, e.ProjectName ?? null, baseCurrency);
        const prev = getExpense(db, id);
        return write(expenseRow(e, id, new Date(0).toISOString(), prev), prev, (r) => upsertExpense(db, r));
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
