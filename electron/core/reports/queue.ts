import { isLosslessNumber } from 'lossless-json';
import { HOURS_SCALE } from '../../../shared/psa/scalars';
import { toUnitsRounded } from '../../../shared/decimal';
import type { Db } from '../db/connection';
import { getCompany } from '../db/repositories/companies';
import { getContact } from '../db/repositories/contacts';
import { getInvoice } from '../db/repositories/invoices';
import type { OutboxRow } from '../db/repositories/outbox';
import { getProject } from '../db/repositories/projects';
import { csvDate } from './csv';
import { displayLocale, formatDay, formatLocalDay, formatTime } from '../../../shared/dates-display';
import { coreI18n } from '../i18n';
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
  return projectOf(db, v)?.name ?? coreI18n.t('core:queue.projectId', { id: text(v) });
}

/** A PSA date (a calendar day) in the app's date style. */
function when(v: unknown): string {
  const s = text(v);
  return Number.isFinite(Date.parse(s)) ? formatDay(csvDate(s)) : s;
}

/** Hours as the reader's locale writes them ("7.5", "7,5"), every kept decimal, no float on the way. */
function hoursText(v: unknown): string {
  try {
    toUnitsRounded(text(v), HOURS_SCALE);
  } catch {
    return text(v);
  }
  const f = new Intl.NumberFormat(displayLocale(), { maximumFractionDigits: 4, useGrouping: false });
  return f.format(text(v).trim() as `${number}`);
}

/** An exact amount (decimal text) in its currency as the reader's locale writes it: "$1,200.00", "€ 46,52". */
function moneyText(v: unknown, currency: string): string {
  const amount = text(v).trim();
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return [amount, currency].filter(Boolean).join(' ');
  try {
    if (currency)
      return new Intl.NumberFormat(displayLocale(), { style: 'currency', currency }).format(
        amount as `${number}`,
      );
  } catch {
    // Not a currency Intl knows: the number with its code.
  }
  const f = new Intl.NumberFormat(displayLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 8 });
  return [f.format(amount as `${number}`), currency].filter(Boolean).join(' ');
}

/** The PSA's usual stages by their name in the reader's language (as the Projects screen names them). */
const STAGES = {
  Proposal: 'projects:stageName.proposal',
  Active: 'projects:stageName.active',
  'On hold': 'projects:stageName.onHold',
  Completed: 'projects:stageName.completed',
  Cancelled: 'projects:stageName.cancelled',
} as const;

function stageText(v: unknown): string {
  const stage = text(v);
  return Object.hasOwn(STAGES, stage) ? coreI18n.t(STAGES[stage as keyof typeof STAGES]) : stage;
}

/** The entry's own description after the sentence (the user's words, never translated). */
const described = (body: Fields) => (body.Description ? ` · ${text(body.Description)}` : '');

/*
 * One line per queued endpoint saying what the change is (a missing endpoint is a compile error).
 * Built when the list is read, never stored: it is said in the reader's language and numbers.
 */
const SUMMARIES: { readonly [E in QueuedEndpoint]: (db: Db, q: Queued) => string } = {
  createTimesheet: (db, { body }) => {
    const from = text(body.DateTimeFrom);
    const to = text(body.DateTimeTo);
    // The local day and times, as the week grid shows the entry.
    const day = Number.isFinite(Date.parse(from)) ? formatLocalDay(from) : from;
    const facts = { day, hours: hoursText(body.NumberOfHours), project: projectName(db, body.ProjectID) };
    const timed = Number.isFinite(Date.parse(from)) && Number.isFinite(Date.parse(to));
    const sentence = timed
      ? coreI18n.t('core:queue.timesheet', { ...facts, from: formatTime(from), to: formatTime(to) })
      : coreI18n.t('core:queue.timesheetDay', facts);
    return `${sentence}${described(body)}`;
  },
  createExpense: (db, { body }) => {
    const currency = projectOf(db, body.ProjectID)?.currency_code ?? '';
    const sentence = coreI18n.t('core:queue.expense', {
      day: when(body.ExpenseDate),
      amount: moneyText(body.TotalAmount, currency),
      project: projectName(db, body.ProjectID),
    });
    return `${sentence}${described(body)}`;
  },
  createCompany: (_db, { body }) => coreI18n.t('core:queue.newCompany', { name: text(body.Name) }),
  updateCompany: (db, { body, row }) =>
    coreI18n.t('core:queue.company', { name: getCompany(db, row.local_id)?.name ?? text(body.CompanyID) }),
  createContact: (_db, { body }) =>
    coreI18n.t('core:queue.newContact', {
      name: [text(body.FirstName), text(body.LastName)].filter(Boolean).join(' '),
    }),
  updateContact: (db, { body, row }) => {
    const c = getContact(db, row.local_id);
    const name = c ? [c.first_name ?? '', c.last_name].filter(Boolean).join(' ') : text(body.ContactID);
    return coreI18n.t('core:queue.contact', { name });
  },
  createProject: (_db, { body }) => coreI18n.t('core:queue.newProject', { name: text(body.Name) }),
  updateProject: (db, { body, row }) => {
    const name = projectName(db, row.local_id);
    return body.Stage
      ? coreI18n.t('core:queue.projectStage', { name, stage: stageText(body.Stage) })
      : coreI18n.t('core:queue.project', { name });
  },
  markInvoicePaid: (db, { query, row }) =>
    coreI18n.t('core:queue.markPaid', {
      number: getInvoice(db, row.local_id)?.number ?? text(query.invoiceid),
    }),
  setInvoiceExternalId: (db, { query, row }) =>
    coreI18n.t('core:queue.externalId', {
      externalId: text(query.externalid),
      number: getInvoice(db, row.local_id)?.number ?? text(query.invoiceid),
    }),
};

/** One line saying what a queued change is, from its request and the local records it names. */
export function changeSummary(db: Db, row: OutboxRow): string {
  if (!isQueuedEndpoint(row.endpoint)) return `${row.endpoint} ${row.entity} ${row.local_id}`;
  const r = parseRequest(row.request);
  return SUMMARIES[row.endpoint](db, { body: r.body ?? {}, query: r.query ?? {}, row });
}
