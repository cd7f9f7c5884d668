import { isLosslessNumber } from 'lossless-json';
import { HOURS_SCALE } from '../../../shared/psa/scalars';
import { toUnitsRounded } from '../../../shared/decimal';
import type { Db } from '../db/connection';
import { getCompany } from '../db/repositories/companies';
import { getContact } from '../db/repositories/contacts';
import { getInvoice } from '../db/repositories/invoices';
import type { OutboxRow } from '../db/repositories/outbox';
import { getProject } from '../db/repositories/projects';
import { csvDate, csvDecimal } from './csv';
import { formatDay, formatLocalDay, formatTime } from '../../../shared/dates-display';
import { isQueuedEndpoint, parseRequest, type QueuedEndpoint } from '../replica/resources';

type Fields = Record<string, unknown>;

/** What a summary reads: the queued request's parts and the outbox row. */
interface Queued {
  body: Fields;
  query: Fields;
  row: OutboxRow;
}

/** A JSON value as text: strings, numbers, bigints and lossless numbers (exact decimals) keep every digit. */
const text = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || isLosslessNumber(v)
    ? String(v)
    : '';

/** An id in a queued request (bigint once parsed losslessly; a digit string or a safe number too). */
function idOf(v: unknown): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? BigInt(v) : undefined;
  const t = text(v).trim();
  return /^-?\d{1,19}$/.test(t) ? BigInt(t) : undefined;
}

function projectOf(db: Db, v: unknown) {
  const id = idOf(v);
  return id === undefined ? undefined : getProject(db, id);
}

function projectName(db: Db, v: unknown): string {
  return projectOf(db, v)?.name ?? `project ${text(v)}`;
}

/** A PSA date (a calendar day) in the app's date style. */
function when(v: unknown): string {
  const s = text(v);
  return Number.isFinite(Date.parse(s)) ? formatDay(csvDate(s)) : s;
}

function hoursText(v: unknown): string {
  try {
    return csvDecimal(toUnitsRounded(text(v), HOURS_SCALE), HOURS_SCALE, 0);
  } catch {
    return text(v);
  }
}

/** One line per queued endpoint saying what the change is (a missing endpoint is a compile error). */
const SUMMARIES: { readonly [E in QueuedEndpoint]: (db: Db, q: Queued) => string } = {
  createTimesheet: (db, { body }) => {
    const from = text(body.DateTimeFrom);
    const to = text(body.DateTimeTo);
    const span =
      Number.isFinite(Date.parse(from)) && Number.isFinite(Date.parse(to))
        ? ` ${formatTime(from)}–${formatTime(to)}`
        : '';
    const what = body.Description ? ` · ${text(body.Description)}` : '';
    // The local day and times, as the week grid shows the entry.
    const day = Number.isFinite(Date.parse(from)) ? formatLocalDay(from) : from;
    return `Timesheet ${day}${span}, ${hoursText(body.NumberOfHours)} h on ${projectName(db, body.ProjectID)}${what}`;
  },
  createExpense: (db, { body }) => {
    const currency = projectOf(db, body.ProjectID)?.currency_code ?? '';
    const what = body.Description ? ` · ${text(body.Description)}` : '';
    const amount = [text(body.TotalAmount), currency].filter(Boolean).join(' ');
    return `Expense ${when(body.ExpenseDate)}, ${amount} on ${projectName(db, body.ProjectID)}${what}`;
  },
  createCompany: (_db, { body }) => `New company ${text(body.Name)}`,
  updateCompany: (db, { body, row }) =>
    `Changes to company ${getCompany(db, row.local_id)?.name ?? text(body.CompanyID)}`,
  createContact: (_db, { body }) =>
    `New contact ${[text(body.FirstName), text(body.LastName)].filter(Boolean).join(' ')}`,
  updateContact: (db, { body, row }) => {
    const c = getContact(db, row.local_id);
    const name = c ? [c.first_name ?? '', c.last_name].filter(Boolean).join(' ') : text(body.ContactID);
    return `Changes to contact ${name}`;
  },
  createProject: (_db, { body }) => `New project ${text(body.Name)}`,
  updateProject: (db, { body, row }) => {
    const stage = body.Stage ? ` (stage ${text(body.Stage)})` : '';
    return `Changes to project ${projectName(db, row.local_id)}${stage}`;
  },
  markInvoicePaid: (db, { query, row }) =>
    `Mark invoice ${getInvoice(db, row.local_id)?.number ?? text(query.invoiceid)} paid`,
  setInvoiceExternalId: (db, { query, row }) =>
    `External id ${text(query.externalid)} for invoice ${getInvoice(db, row.local_id)?.number ?? text(query.invoiceid)}`,
};

/** One line saying what a queued change is, from its request and the local records it names. */
export function changeSummary(db: Db, row: OutboxRow): string {
  if (!isQueuedEndpoint(row.endpoint)) return `${row.endpoint} ${row.entity} ${row.local_id}`;
  const r = parseRequest(row.request);
  return SUMMARIES[row.endpoint](db, { body: r.body ?? {}, query: r.query ?? {}, row });
}
