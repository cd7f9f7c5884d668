import type { z } from 'zod';
import { ExpenseCreate, TimesheetCreate } from '../../../shared/psa/resources';
import { PsaError } from '../../../shared/psa/errors';
import { validationErrorIn } from '../i18n/zod';
import { HOURS_SCALE, MONEY_SCALE } from '../../../shared/psa/scalars';
import { toUnits } from '../../../shared/decimal';
import { getProject } from '../db/repositories/projects';
import { nextProvisionalId, seenName } from '../db/repositories/replica';
import { upsertTimesheet, type TimesheetRow } from '../db/repositories/timesheets';
import { upsertExpense, type ExpenseRow } from '../db/repositories/expenses';
import { enqueue } from '../db/repositories/outbox';
import { holdChange, holdsNewEntries } from '../db/repositories/holds';
import { emitChange, nowIso, requireAccountId, type Replica } from './context';
import { LOCAL_REF_FIELDS, QUEUED, requestId, type CreateEndpoint } from './resources';
import { writeTransaction } from '../db/transaction';

/** Input of a local timesheet: the create fields; AccountID defaults to the signed-in account. */
export type TimesheetInput = Omit<z.input<typeof TimesheetCreate>, 'AccountID'> & {
  AccountID?: bigint | number | string;
};
/** Input of a local expense: the create fields; AccountID defaults to the signed-in account. */
export type ExpenseInput = Omit<z.input<typeof ExpenseCreate>, 'AccountID'> & {
  AccountID?: bigint | number | string;
};

/**
 * Parses a body with a schema, throwing VALIDATION_FAILED with the first problem in the message.
 * Provisional ids are accepted in reference fields (the callers check those records exist here).
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // The shared schemas accept remote ids only, so a provisional id is validated as a stand-in
  // remote id and put back afterwards; push holds such a request until the id is remapped.
  const provisional: Record<string, bigint> = {};
  let checked = input;
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const copy: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const field of LOCAL_REF_FIELDS) {
      const v = requestId(copy[field]);
      if (v !== undefined && v < 0n) {
        provisional[field] = v;
        copy[field] = 1n;
      }
    }
    checked = copy;
  }
  const parsed = schema.safeParse(checked);
  if (!parsed.success) throw validationErrorIn(parsed.error);
  if (Object.keys(provisional).length === 0) return parsed.data;
  const out = { ...(parsed.data as Record<string, unknown>) };
  for (const [field, id] of Object.entries(provisional)) if (field in out) out[field] = id;
  return out as z.output<S>;
}

/** The project an entry is booked on, or the create's refusal when it is not known here. */
export function requireProject(r: Replica, projectId: bigint) {
  const project = getProject(r.db, projectId);
  if (!project) {
    throw new PsaError(
      'UNKNOWN_REFERENCE',
      `ProjectID: project ${projectId} is not known here; sync to fetch projects`,
      [{ path: 'ProjectID', message: 'unknown project' }],
    );
  }
  return project;
}

/** The local row of a timesheet body (names from the local store where known). */
export function timesheetRowFrom(
  r: Replica,
  id: bigint,
  b: z.output<typeof TimesheetCreate>,
  created: string,
): TimesheetRow {
  const project = requireProject(r, b.ProjectID);
  return {
    id,
    account_id: b.AccountID,
    project_id: b.ProjectID,
    contract_line_id: b.ContractLineID,
    role_id: b.RoleID,
    task_id: null,
    date_from: b.DateTimeFrom,
    date_to: b.DateTimeTo,
    hours: toUnits(b.NumberOfHours, HOURS_SCALE),
    description: b.Description ?? null,
    created_at: created,
    changed_at: nowIso(r),
    approved_pm_at: null,
    approved_tl_at: null,
    sales_rate: null,
    cost_rate: null,
    public_holiday: 0,
    invoice_id: null,
    account_name: null,
    project_name: project.name,
    contract_line_name: seenName(r.db, 'contract_line', b.ContractLineID),
    role_name: seenName(r.db, 'role', b.RoleID),
    company_name: project.company_name,
    invoice_number: null,
    external_invoice_number: null,
  };
}

/** The local row of an expense body. */
export function expenseRowFrom(
  r: Replica,
  id: bigint,
  b: z.output<typeof ExpenseCreate>,
  created: string,
): ExpenseRow {
  const project = requireProject(r, b.ProjectID);
  return {
    id,
    account_id: b.AccountID,
    project_id: b.ProjectID,
    contract_line_id: b.ContractLineID,
    description: b.Description ?? null,
    amount_ex_vat: toUnits(b.AmountExVAT, MONEY_SCALE),
    vat_amount: b.VATAmount == null ? null : toUnits(b.VATAmount, MONEY_SCALE),
    total_amount: toUnits(b.TotalAmount, MONEY_SCALE),
    expense_date: b.ExpenseDate,
    created_at: created,
    approved_at: null,
    invoice_id: null,
    project_name: project.name,
    contract_line_name: seenName(r.db, 'contract_line', b.ContractLineID),
    invoice_number: null,
    external_invoice_number: null,
  };
}

/**
 * Stores a new local record under a provisional id and queues its create, in one transaction;
 * then tells listeners. `store` writes the row for the id it is given.
 */
export function createLocal(
  r: Replica,
  endpoint: CreateEndpoint,
  body: unknown,
  store: (id: bigint, now: string) => void,
): { id: bigint; outboxId: bigint } {
  const table = QUEUED[endpoint].table;
  const result = writeTransaction(r.db, () => {
    const id = nextProvisionalId(r.db, table);
    const now = nowIso(r);
    store(id, now);
    const outboxId = enqueue(r.db, { endpoint, entity: table, localId: id, request: { body } }, now);
    // A new entry stays here, editable, until the send rule lets it go (holds.ts).
    if ((endpoint === 'createTimesheet' || endpoint === 'createExpense') && holdsNewEntries(r.db))
      holdChange(r.db, outboxId);
    return { id, outboxId };
  });
  emitChange(r, [table]);
  return result;
}

/**
 * Records a timesheet entry locally with a provisional id and queues its create, in one
 * transaction. Works offline; throws PsaError (nothing stored) for bad input.
 */
export function addTimesheet(r: Replica, input: TimesheetInput): { id: bigint; outboxId: bigint } {
  const body = parseBody(TimesheetCreate, { ...input, AccountID: input.AccountID ?? requireAccountId(r) });
  return createLocal(r, 'createTimesheet', body, (id, now) =>
    upsertTimesheet(r.db, timesheetRowFrom(r, id, body, now)),
  );
}

/** Records an expense locally with a provisional id and queues its create, in one transaction. */
export function addExpense(r: Replica, input: ExpenseInput): { id: bigint; outboxId: bigint } {
  const body = parseBody(ExpenseCreate, { ...input, AccountID: input.AccountID ?? requireAccountId(r) });
  return createLocal(r, 'createExpense', body, (id, now) =>
    upsertExpense(r.db, expenseRowFrom(r, id, body, now)),
  );
}
