import type { z } from 'zod';
import { fromUnits, toUnits } from '../../../../shared/decimal';
import { MAX_LIMIT } from '../../../../shared/psa/endpoints';
import type { ExpenseRead } from '../../../../shared/psa/resources';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import {
  getExpenseView,
  insertExpense,
  listExpenseViews,
  type ExpenseView,
} from '../../db/repositories/expenses';
import { checkEntryReferences, entryFilter, nowIso } from './entry-rules';
import type { HandlersFor, ServiceOptions } from './handlers';
import { nextId } from './ids';
import { writeTransaction } from '../../db/transaction';

/** An expense read record as the service answers it (a valid input of the ExpenseRead schema). */
export type ExpenseRecord = ReturnType<typeof expenseRecord>;

const money = (units: bigint) => fromUnits(units, MONEY_SCALE);

/**
 * The read record of a stored expense. Without a stored VAT amount the VAT shown is the total
 * minus the amount ex VAT (exact, in units), which is what the total includes.
 */
export function expenseRecord(e: ExpenseView) {
  return {
    AccountID: e.account_id,
    ProjectID: e.project_id,
    ContractLineID: e.contract_line_id,
    ProjectName: e.project_name,
    ContractLineName: e.contract_line_name,
    Description: e.description,
    AmountExVAT: money(e.amount_ex_vat),
    VATAmount: money(e.vat_amount ?? e.total_amount - e.amount_ex_vat),
    TotalAmount: money(e.total_amount),
    ExpenseID: e.id,
    ExpenseDate: e.expense_date,
    InvoiceNumber: e.invoice_number,
    ...(e.external_invoice_number === null ? {} : { ExternalInvoiceNumber: e.external_invoice_number }),
  } satisfies z.input<typeof ExpenseRead>;
}

/** The expense read record of one stored expense, or undefined. */
export function getExpenseRecord(db: Db, id: bigint): ExpenseRecord | undefined {
  const view = getExpenseView(db, id);
  return view && expenseRecord(view);
}

/** GET /expenses and POST /expenses: a create checks every reference (422) and its expense line. */
export function expenseHandlers(
  db: Db,
  options?: ServiceOptions,
): HandlersFor<'listExpenses' | 'createExpense'> {
  return {
    listExpenses: ({ query }) => listExpenseViews(db, entryFilter(query, MAX_LIMIT)).map(expenseRecord),

    createExpense: ({ body }) =>
      writeTransaction(db, () => {
        const { project, line } = checkEntryReferences(db, body, ['expense'], 'expenses');
        const id = insertExpense(db, {
          id: nextId(db, 'expenses'),
          account_id: body.AccountID,
          project_id: project.id,
          contract_line_id: line.id,
          description: body.Description ?? null,
          amount_ex_vat: toUnits(body.AmountExVAT, MONEY_SCALE),
          vat_amount:
            body.VATAmount === null || body.VATAmount === undefined
              ? null
              : toUnits(body.VATAmount, MONEY_SCALE),
          total_amount: toUnits(body.TotalAmount, MONEY_SCALE),
          expense_date: body.ExpenseDate,
          created_at: nowIso(options),
          project_name: project.name,
          contract_line_name: line.name,
        });
        return { ExpenseID: String(id) };
      }),
  };
}
