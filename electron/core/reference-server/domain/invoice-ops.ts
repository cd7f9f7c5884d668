import { PsaError } from '../../../../shared/psa/errors';
import { formatDateTime } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { getCompany } from '../../db/repositories/companies';
import { getContact } from '../../db/repositories/contacts';
import {
  approveExpenseRows,
  attachExpensesToInvoice,
  listInvoiceableExpenses,
  releaseInvoiceExpenses,
} from '../../db/repositories/expenses';
import {
  approveInvoiceRow,
  getInvoice,
  insertInvoice,
  insertInvoiceDetailLine,
  insertInvoiceLine,
  invoiceNumberExists,
  listInvoiceDetailLines,
  listInvoiceLines,
  listInvoiceNumbersWithPrefix,
  setInvoiceStatus,
  type InvoiceRow,
} from '../../db/repositories/invoices';
import { getBaseCurrency, getContractLine, getCurrencyRate } from '../../db/repositories/org';
import { putInvoicePdf } from '../../db/repositories/invoice-pdfs';
import { LANGUAGES, type Language } from '../../../../shared/i18n/languages';
import { getProject } from '../../db/repositories/projects';
import {
  approveTimesheetRows,
  attachTimesheetsToInvoice,
  listInvoiceableTimesheets,
  releaseInvoiceTimesheets,
} from '../../db/repositories/timesheets';
import type { ServiceOptions } from './handlers';
import { nextId } from './ids';
import { buildInvoice } from './invoice-build';
import { renderInvoicePdf, type InvoicePdfData } from './invoice-pdf';
import { getOrganizationProfile } from './organization';
import { writeTransaction } from '../../db/transaction';

/*
 * The service's own invoice operations (decision 20; not endpoints): approve entries, generate a
 * Draft from a project's approved, not yet invoiced entries, approve (number + PDF), send, void.
 */

const DAY_MS = 86_400_000;
const DEFAULT_TERM_DAYS = 30;
const DEFAULT_NOTE = 'Please pay within 30 days of the invoice date, quoting the invoice number.';

const clock = (options?: ServiceOptions): number => options?.now?.() ?? Date.now();

/** Marks timesheets approved (project manager and team lead) now; returns how many changed. */
export function approveTimesheets(db: Db, ids: readonly bigint[], options?: ServiceOptions): number {
  return writeTransaction(db, () => approveTimesheetRows(db, ids, formatDateTime(clock(options))));
}

/** Marks expenses approved now; returns how many changed. */
export function approveExpenses(db: Db, ids: readonly bigint[], options?: ServiceOptions): number {
  return writeTransaction(db, () => approveExpenseRows(db, ids, formatDateTime(clock(options))));
}

/** Options of generateInvoice; from/to bound the entry dates as [from, to). */
export interface GenerateInvoiceOptions extends ServiceOptions {
  from?: string;
  to?: string;
  name?: string;
  note?: string;
  paymentTermDays?: number;
}

/**
 * Creates a Draft invoice of a project from its approved, not yet invoiced timesheets and
 * expenses and attaches them to it; returns its id. Throws NOT_FOUND for an unknown project and
 * INVALID_STATE when there is nothing to invoice.
 */
export function generateInvoice(db: Db, projectId: bigint, options: GenerateInvoiceOptions = {}): bigint {
  return writeTransaction(db, () => {
    const project = getProject(db, projectId);
    if (!project) throw new PsaError('NOT_FOUND', `project ${projectId} does not exist`);
    const timesheets = listInvoiceableTimesheets(db, projectId, options.from, options.to);
    const expenses = listInvoiceableExpenses(db, projectId, options.from, options.to);
    if (timesheets.length === 0 && expenses.length === 0) {
      throw new PsaError(
        'INVALID_STATE',
        `project ${projectId} has no approved timesheets or expenses to invoice`,
      );
    }
    const currency = project.currency_code;
    const rate = currency === getBaseCurrency(db) ? 1_000_000 : getCurrencyRate(db, currency);
    if (rate === undefined)
      throw new PsaError('UNKNOWN_REFERENCE', `currency ${currency} has no rate to the base currency`);
    const built = buildInvoice(timesheets, expenses, (id) => getContractLine(db, id), rate);

    const company = project.company_id === null ? undefined : getCompany(db, project.company_id);
    const contact = project.contact_id === null ? undefined : getContact(db, project.contact_id);
    const dates = [...timesheets.map((t) => t.date_from), ...expenses.map((e) => e.expense_date)].sort();
    const now = clock(options);
    const invoiceId = insertInvoice(db, {
      id: nextId(db, 'invoices'),
      number: null,
      name: options.name ?? `${project.name}, ${dates[0]?.slice(0, 10)} to ${dates.at(-1)?.slice(0, 10)}`,
      invoice_date: formatDateTime(now),
      due_date: formatDateTime(now + (options.paymentTermDays ?? DEFAULT_TERM_DAYS) * DAY_MS),
      note: options.note ?? DEFAULT_NOTE,
      status: 'Draft',
      project_id: project.id,
      customer_id: company?.id ?? project.company_id,
      customer_name: company?.name ?? project.company_name,
      contact_id: contact?.id ?? null,
      contact_name: contact ? [contact.first_name, contact.last_name].filter(Boolean).join(' ') : null,
      contact_email: contact?.email ?? null,
      currency_code: currency,
      ...built.totals,
      external_id: null,
      pdf: null,
    });
    built.lines.forEach((l, i) => {
      const lineId = insertInvoiceLine(db, {
        ...l.line,
        id: nextId(db, 'invoice_lines'),
        invoice_id: invoiceId,
        position: i + 1,
      });
      l.details.forEach((d, j) =>
        insertInvoiceDetailLine(db, {
          ...d,
          id: nextId(db, 'invoice_detail_lines'),
          line_id: lineId,
          position: j + 1,
        }),
      );
      attachTimesheetsToInvoice(db, l.timesheetIds, invoiceId);
      attachExpensesToInvoice(db, l.expenseIds, invoiceId);
    });
    return invoiceId;
  });
}

function requireInvoice(db: Db, id: bigint): InvoiceRow {
  const inv = getInvoice(db, id);
  if (!inv) throw new PsaError('NOT_FOUND', `invoice ${id} does not exist`);
  return inv;
}

function wrongState(inv: InvoiceRow, move: string, allowed: string): PsaError {
  return new PsaError('INVALID_STATE', `invoice ${inv.id} is ${inv.status}; only ${allowed} can be ${move}`);
}

/** The next free number of the year's series: INV-2026-0001, INV-2026-0002, ... */
export function nextInvoiceNumber(db: Db, year: number): string {
  const prefix = `INV-${year}-`;
  const max = listInvoiceNumbersWithPrefix(db, prefix)
    .map((n) => Number(n.slice(prefix.length)))
    .filter(Number.isSafeInteger)
    .reduce((a, b) => Math.max(a, b), 0);
  return `${prefix}${String(max + 1).padStart(4, '0')}`;
}

/** Options of approveInvoice. */
export interface ApproveInvoiceOptions extends ServiceOptions {
  paymentTermDays?: number;
}

/**
 * Moves a Draft invoice to Approved: dates it now, gives it the next unique number and stores
 * its PDF. Throws NOT_FOUND, or INVALID_STATE when it is not Draft (also if it changed meanwhile).
 */
export async function approveInvoice(
  db: Db,
  id: bigint,
  options: ApproveInvoiceOptions = {},
): Promise<InvoiceRow> {
  const now = clock(options);
  const invoiceDate = formatDateTime(now);
  const dueDate = formatDateTime(now + (options.paymentTermDays ?? DEFAULT_TERM_DAYS) * DAY_MS);
  // The PDF is rendered outside the transaction (it is async); a number taken meanwhile by
  // another approval is detected when committing and the rendering is redone.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inv = requireInvoice(db, id);
    if (inv.status !== 'Draft') throw wrongState(inv, 'approved', 'a Draft invoice');
    const number = nextInvoiceNumber(db, new Date(now).getUTCFullYear());
    const data: InvoicePdfData = {
      seller: getOrganizationProfile(db),
      baseCurrency: getBaseCurrency(db),
      invoice: { ...inv, number, invoice_date: invoiceDate, due_date: dueDate },
      customer: inv.customer_id === null ? undefined : getCompany(db, inv.customer_id),
      lines: listInvoiceLines(db, id),
      details: listInvoiceDetailLines(db, id),
    };
    // One document per language of the app, made now: an issued invoice never changes, and a
    // request answers the one its Accept-Language asks for (invoices.pdf keeps the English one).
    const pdfs: [Language, Uint8Array][] = [];
    for (const language of LANGUAGES) pdfs.push([language, await renderInvoicePdf(data, language)]);
    const pdf = pdfs[0]?.[1] ?? new Uint8Array();
    const done = writeTransaction(db, () => {
      if (invoiceNumberExists(db, number)) return false;
      if (!approveInvoiceRow(db, id, { number, invoice_date: invoiceDate, due_date: dueDate, pdf })) {
        throw wrongState(requireInvoice(db, id), 'approved', 'a Draft invoice');
      }
      for (const [language, bytes] of pdfs) putInvoicePdf(db, id, language, bytes);
      return true;
    });
    if (done) return requireInvoice(db, id);
  }
  throw new PsaError('INTERNAL', `could not assign a unique number to invoice ${id}`);
}

/** Moves an Approved invoice to Sent; throws NOT_FOUND or INVALID_STATE. */
export function sendInvoice(db: Db, id: bigint): InvoiceRow {
  return writeTransaction(db, () => {
    const inv = requireInvoice(db, id);
    if (inv.status !== 'Approved') throw wrongState(inv, 'sent', 'an Approved invoice');
    setInvoiceStatus(db, id, 'Sent');
    return requireInvoice(db, id);
  });
}

/**
 * Voids an invoice in any status but Paid (and not already Void) and releases its timesheets and
 * expenses so they can be invoiced again; throws NOT_FOUND or INVALID_STATE.
 */
export function voidInvoice(db: Db, id: bigint): InvoiceRow {
  return writeTransaction(db, () => {
    const inv = requireInvoice(db, id);
    if (inv.status === 'Paid' || inv.status === 'Void') throw wrongState(inv, 'voided', 'an unpaid invoice');
    setInvoiceStatus(db, id, 'Void');
    releaseInvoiceTimesheets(db, id);
    releaseInvoiceExpenses(db, id);
    return requireInvoice(db, id);
  });
}
