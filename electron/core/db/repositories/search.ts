import type { Db } from '../connection';
import { PROJECT_ORDER_SQL, PROJECT_SEARCH_SQL } from './projects';
import { containsSql, ensureFold, nameOrderSql } from './text-match';

/*
 * The search of the command palette: each kind of record in one statement that filters, orders
 * by name (the lists' one order) and stops at the limit in SQL, so a keystroke over 10,000
 * projects reads at most `limit` rows per kind. Matching ignores case and accents (psa_fold).
 * Each row's texts are joined by char(31), a separator no one types, and folded once.
 */

/** A project hit: name, number, company. */
export interface ProjectHitRow {
  id: bigint;
  name: string;
  project_number: string | null;
  company_name: string | null;
  stage: string;
}

/** A company hit: name and city. */
export interface CompanyHitRow {
  id: bigint;
  name: string;
  city: string | null;
}

/** A contact hit: name, email, company. */
export interface ContactHitRow {
  id: bigint;
  first_name: string | null;
  last_name: string;
  email: string;
  company_name: string | null;
}

/** An invoice hit: number, name, customer, status. */
export interface InvoiceHitRow {
  id: bigint;
  number: string | null;
  name: string;
  customer_name: string | null;
  status: string;
}

/** Projects whose name, number or company name contains the text, first `limit` by name. */
export function searchProjectHits(db: Db, text: string, limit: number): ProjectHitRow[] {
  ensureFold(db);
  return db
    .prepare(
      `SELECT p.id, p.name, p.project_number, coalesce(c.name, p.company_name) AS company_name, p.stage
       FROM projects p LEFT JOIN companies c ON c.id = p.company_id
       WHERE ${PROJECT_SEARCH_SQL} ORDER BY ${PROJECT_ORDER_SQL} LIMIT ?`,
    )
    .all(text, limit) as ProjectHitRow[];
}

/** Companies whose name contains the text, first `limit` by name. */
export function searchCompanyHits(db: Db, text: string, limit: number): CompanyHitRow[] {
  ensureFold(db);
  return db
    .prepare(
      `SELECT id, name, city FROM companies WHERE ${containsSql('name')}
       ORDER BY ${nameOrderSql('name')}, id LIMIT ?`,
    )
    .all(text, limit) as CompanyHitRow[];
}

/** Contacts whose full name, email or company name contains the text, first `limit` by last name. */
export function searchContactHits(db: Db, text: string, limit: number): ContactHitRow[] {
  ensureFold(db);
  const haystack =
    "coalesce(k.first_name, '') || ' ' || k.last_name || char(31) || k.email || char(31) || coalesce(c.name, '')";
  return db
    .prepare(
      `SELECT k.id, k.first_name, k.last_name, k.email, c.name AS company_name
       FROM contacts k LEFT JOIN companies c ON c.id = k.company_id
       WHERE ${containsSql(haystack)}
       ORDER BY ${nameOrderSql("k.last_name || ' ' || coalesce(k.first_name, '')")}, k.id LIMIT ?`,
    )
    .all(text, limit) as ContactHitRow[];
}

/** Invoices whose number, name or customer contains the text, first `limit` by number. */
export function searchInvoiceHits(db: Db, text: string, limit: number): InvoiceHitRow[] {
  ensureFold(db);
  const haystack = "coalesce(number, '') || char(31) || name || char(31) || coalesce(customer_name, '')";
  return db
    .prepare(
      `SELECT id, number, name, customer_name, status FROM invoices WHERE ${containsSql(haystack)}
       ORDER BY ${nameOrderSql('coalesce(number, name)')}, id LIMIT ?`,
    )
    .all(text, limit) as InvoiceHitRow[];
}
