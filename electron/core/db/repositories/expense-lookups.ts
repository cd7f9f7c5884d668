import type { Db } from '../connection';
import type { ContactWithCompany } from './contacts';
import { containsSql, ensureFold } from './text-match';

/*
 * Read queries of the consultant's expense list and lookups on the local store: expense sums per
 * project and month, hour sums, contract lines seen per project, a company's projects and a
 * contact search. Sums are SQL SUMs of INTEGER units: exact.
 */

/** Expense sums of one project in one month, in units of 1e-4. */
export interface ExpenseGroupRow {
  project_id: bigint;
  project_name: string | null;
  currency: string | null;
  /** yyyy-mm of expense_date. */
  month: string;
  count: number;
  unsynced: number;
  amount_ex_vat: bigint;
  vat_amount: bigint;
  total_amount: bigint;
}

/** Sums of an account's expenses per project and month within [from, to). */
export function expenseGroups(
  db: Db,
  filter: { accountId: bigint; fromInclusive?: string | undefined; toExclusive?: string | undefined },
): ExpenseGroupRow[] {
  const where = ['e.account_id = @accountId'];
  if (filter.fromInclusive !== undefined) where.push('e.expense_date >= @from');
  if (filter.toExclusive !== undefined) where.push('e.expense_date < @to');
  return db
    .prepare(
      `SELECT e.project_id, COALESCE(p.name, e.project_name) AS project_name, p.currency_code AS currency,
         substr(e.expense_date, 1, 7) AS month, COUNT(*) AS count,
         SUM(EXISTS (SELECT 1 FROM outbox o
           WHERE o.entity = 'expenses' AND o.local_id = e.id AND o.state != 'done')) AS unsynced,
         SUM(e.amount_ex_vat) AS amount_ex_vat,
         SUM(COALESCE(e.vat_amount, e.total_amount - e.amount_ex_vat)) AS vat_amount,
         SUM(e.total_amount) AS total_amount
       FROM expenses e LEFT JOIN projects p ON p.id = e.project_id
       WHERE ${where.join(' AND ')}
       GROUP BY e.project_id, month`,
    )
    .all({
      accountId: filter.accountId,
      from: filter.fromInclusive ?? null,
      to: filter.toExclusive ?? null,
    }) as ExpenseGroupRow[];
}

/** A contract line known for a project, where it was seen, and how often the user and the team used it. */
export interface LineSeenRow {
  id: bigint;
  name: string | null;
  seen_on: 'project' | 'expenses' | 'timesheets';
  mine: number;
  team: number;
  kind: string | null;
}

/**
 * Contract lines of a project: its own lines (when known here), and those on the user's and the
 * team's expenses and timesheets (the team's: the per-project pull's copies not held as the user's
 * own), leaving out lines the remote refused for the project.
 */
export function linesSeenOnProject(db: Db, projectId: bigint, accountId: bigint | null): LineSeenRow[] {
  const seen = (table: string, copies: string, on: string) => `
       SELECT contract_line_id, MAX(contract_line_name), '${on}', SUM(account_id IS @a), SUM(account_id IS NOT @a),
         NULL FROM ${table} WHERE project_id = @p AND contract_line_id IS NOT NULL GROUP BY contract_line_id
       UNION ALL
       SELECT contract_line_id, MAX(contract_line_name), '${on}', 0, COUNT(*), NULL FROM ${copies}
         WHERE project_id = @p AND contract_line_id IS NOT NULL AND account_id IS NOT @a
           AND id NOT IN (SELECT id FROM ${table}) GROUP BY contract_line_id`;
  return db
    .prepare(
      `SELECT * FROM (
         SELECT id, name, 'project' AS seen_on, 0 AS mine, 0 AS team, kind FROM contract_lines WHERE project_id = @p
         UNION ALL ${seen('expenses', 'project_expenses', 'expenses')}
         UNION ALL ${seen('timesheets', 'project_timesheets', 'timesheets')})
       WHERE id NOT IN (SELECT choice_id FROM rejected_choices WHERE project_id = @p AND kind = 'line')`,
    )
    .all({ p: projectId, a: accountId }) as LineSeenRow[];
}

/** Ids of the projects of a company. */
export function projectIdsOfCompany(db: Db, companyId: bigint): bigint[] {
  return (db.prepare('SELECT id FROM projects WHERE company_id = ?').all(companyId) as { id: bigint }[]).map(
    (r) => r.id,
  );
}

/** The name of a contact ("First Last"), or null. */
export function contactName(db: Db, id: bigint): string | null {
  const row = db
    .prepare(`SELECT trim(coalesce(first_name, '') || ' ' || last_name) AS name FROM contacts WHERE id = ?`)
    .get(id) as { name: string } | undefined;
  return row?.name ?? null;
}

/** Contacts whose full name, email or company name contains the text (all contacts without one). */
export function searchContacts(db: Db, text: string | undefined): ContactWithCompany[] {
  ensureFold(db);
  const name = "trim(coalesce(k.first_name, '') || ' ' || k.last_name)";
  const clause =
    text === undefined
      ? ''
      : `WHERE ${containsSql(name)} OR ${containsSql('k.email')} OR ${containsSql('c.name')}`;
  return db
    .prepare(
      `SELECT k.id, k.company_id, k.first_name, k.last_name, k.email, k.salutation, k.phone, k.job_title,
         k.external_id, c.name AS company_name
       FROM contacts k LEFT JOIN companies c ON c.id = k.company_id ${clause}`,
    )
    .all(...(text === undefined ? [] : [text, text, text])) as ContactWithCompany[];
}
