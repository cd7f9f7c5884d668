import { toUnits, unitsToText } from '../../../../shared/decimal';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import { listProjectContractLines, type ContractLineKind } from '../../db/repositories/org';
import { demoId } from '../domain/ids';
import { vatCents } from '../domain/invoice-build';

/* The create bodies the demo seeds post (the main plans and the recent work alike). */

const iso = (ms: number) => new Date(ms).toISOString();

/** A project's first contract line of a kind (undefined: it has none). */
export function lineOfKind(db: Db, project: bigint, kind: ContractLineKind): bigint | undefined {
  return listProjectContractLines(db, project).find((l) => l.kind === kind)?.id;
}

/** A timesheet create body: `hours` from `from` to `to` (ms) by demo account and role numbers. */
export function timesheetBody(t: {
  from: number;
  to: number;
  hours: number;
  account: number;
  role: number;
  project: bigint;
  line: bigint;
  description: string | null;
}) {
  return {
    DateTimeFrom: iso(t.from),
    DateTimeTo: iso(t.to),
    NumberOfHours: String(t.hours),
    AccountID: demoId('accounts', t.account),
    ProjectID: t.project,
    ContractLineID: t.line,
    RoleID: demoId('roles', t.role),
    Description: t.description,
  };
}

/** An expense create body: `amount` excluding VAT plus 21% VAT, on the day `date` (ms). */
export function expenseBody(e: {
  account: number;
  project: bigint;
  line: bigint;
  what: string;
  amount: number;
  date: number;
}) {
  const ex = toUnits(e.amount, MONEY_SCALE);
  const vat = vatCents(ex, toUnits(21, MONEY_SCALE));
  return {
    AccountID: demoId('accounts', e.account),
    ProjectID: e.project,
    ContractLineID: e.line,
    Description: e.what,
    AmountExVAT: unitsToText(ex, MONEY_SCALE),
    VATAmount: unitsToText(vat, MONEY_SCALE),
    TotalAmount: unitsToText(ex + vat, MONEY_SCALE),
    ExpenseDate: iso(e.date),
  };
}
