import { HOURS_SCALE } from '../../../shared/psa/scalars';
import { toUnitsRounded } from '../../../shared/decimal';
import type { Db } from '../db/connection';
import { getCompany } from '../db/repositories/companies';
import { getContact } from '../db/repositories/contacts';
import { getInvoice } from '../db/repositories/invoices';
import type { OutboxRow } from '../db/repositories/outbox';
import { getProject } from '../db/repositories/projects';
import { csvDate, csvDecimal, csvTime } from './csv';

type Fields = Record<string, unknown>;

function parsed(row: OutboxRow): { body: Fields; query: Fields } {
  try {
    const r = JSON.parse(row.request) as { body?: Fields; query?: Fields };
    return { body: r.body ?? {}, query: r.query ?? {} };
  } catch {
    return { body: {}, query: {} };
  }
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const id = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

function projectName(db: Db, v: unknown): string {
  return getProject(db, id(v))?.name ?? `project ${text(v)}`;
}

function when(v: unknown): string {
  const s = text(v);
  return Number.isFinite(Date.parse(s)) ? csvDate(s) : s;
}

function hoursText(v: unknown): string {
  try {
    return csvDecimal(toUnitsRounded(text(v), HOURS_SCALE), HOURS_SCALE, 0);
  } catch {
    return text(v);
  }
}

/** One line saying what a queued change is, from its request and the local records it names. */
export function changeSummary(db: Db, row: OutboxRow): string {
  const { body, query } = parsed(row);
  switch (row.endpoint) {
    case 'createTimesheet': {
      const from = text(body.DateTimeFrom);
      const to = text(body.DateTimeTo);
      const span =
        Number.isFinite(Date.parse(from)) && Number.isFinite(Date.parse(to))
          ? ` ${csvTime(from)}–${csvTime(to)}`
          : '';
      const what = body.Description ? ` · ${text(body.Description)}` : '';
      return `Timesheet ${when(from)}${span}, ${hoursText(body.NumberOfHours)} h on ${projectName(db, body.ProjectID)}${what}`;
    }
    case 'createExpense': {
      const currency = getProject(db, id(body.ProjectID))?.currency_code ?? '';
      const what = body.Description ? ` · ${text(body.Description)}` : '';
      const amount = [text(body.TotalAmount), currency].filter(Boolean).join(' ');
      return `Expense ${when(body.ExpenseDate)}, ${amount} on ${projectName(db, body.ProjectID)}${what}`;
    }
    case 'createCompany':
      return `New company ${text(body.Name)}`;
    case 'updateCompany':
      return `Changes to company ${getCompany(db, row.local_id)?.name ?? text(body.CompanyID)}`;
    case 'createContact':
      return `New contact ${[text(body.FirstName), text(body.LastName)].filter(Boolean).join(' ')}`;
    case 'updateContact': {
      const c = getContact(db, row.local_id);
      const name = c ? [c.first_name ?? '', c.last_name].filter(Boolean).join(' ') : text(body.ContactID);
      return `Changes to contact ${name}`;
    }
    case 'createProject':
      return `New project ${text(body.Name)}`;
    case 'updateProject': {
      const stage = body.Stage ? ` (stage ${text(body.Stage)})` : '';
      return `Changes to project ${projectName(db, row.local_id)}${stage}`;
    }
    case 'markInvoicePaid':
      return `Mark invoice ${getInvoice(db, row.local_id)?.number ?? text(query.invoiceid)} paid`;
    case 'setInvoiceExternalId':
      return `External id ${text(query.externalid)} for invoice ${getInvoice(db, row.local_id)?.number ?? text(query.invoiceid)}`;
    default:
      return `${row.endpoint} ${row.entity} ${row.local_id}`;
  }
}
