import type {
  ExpenseDetailsInputT,
  ExpenseDetailsStoredT,
  ExpenseDetailsViewT,
} from '../../../../shared/app/channels/expense-categories';
import type { ExpenseViewT } from '../../../../shared/app/views';
import { toUnits } from '../../../../shared/decimal';
import {
  canonicalNumber,
  computeMileage,
  computePerDiem,
  type UnitAmountsResult,
} from '../../../../shared/expense-categories';
import { PsaError } from '../../../../shared/psa/errors';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import type { Db } from '../../db/connection';
import {
  deleteExpenseDetails,
  getExpenseDetails,
  putExpenseDetails,
  setCategoryLine,
  type ExpenseDetailsRow,
} from '../../db/repositories/expense-details';
import { getProject } from '../../db/repositories/projects';
import { coreI18n } from '../../i18n';
import { problemText } from '../../i18n/problems';
import { coreCalculation, coreUnitDescription } from '../../i18n/unit-texts';
import { readCategorySettings } from './category-settings';

/*
 * The core's side of expense categories: it is the authority on the amounts. A create or update
 * with details (mileage, per diem) takes the units and the firm's rates, computes the amounts with
 * shared/expense-categories.ts and refuses a request whose amounts differ (a form showing stale
 * rates); an empty description gets a short text of the units. The details are stored with the
 * expense in the same transaction, and the contract line is remembered for the project and category.
 */

/** The expense fields a category decides or reads (as the create schemas give them). */
interface Fields {
  ProjectID: bigint;
  ContractLineID: bigint;
  AmountExVAT: string;
  VATAmount?: string | null | undefined;
  TotalAmount: string;
  Description?: string | null | undefined;
}

/** The amounts of stored details: the units at the rates they were stored with. */
export function computeStored(s: ExpenseDetailsStoredT): UnitAmountsResult {
  return s.category === 'mileage' ? computeMileage(s) : computePerDiem(s);
}

function refuse(path: string, message: string): never {
  throw new PsaError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
}

/** The details a request's units come to with the firm's rates (null: a plain amount). */
export function resolveDetails(
  db: Db,
  projectId: bigint | undefined,
  input: ExpenseDetailsInputT,
): ExpenseDetailsStoredT | null {
  if (input.category === 'amount') return null;
  const settings = readCategorySettings(db);
  if (input.category === 'mileage') {
    return {
      category: 'mileage',
      km: canonicalNumber(input.km),
      roundTrip: input.roundTrip,
      from: input.from?.trim() || null,
      to: input.to?.trim() || null,
      rate: settings.mileageRate,
      vatRate: settings.mileageVatRate,
    };
  }
  const row = settings.perDiem.find(
    (r) => r.country.toLocaleLowerCase() === input.country.toLocaleLowerCase(),
  );
  if (!row) refuse('details.country', coreI18n.t('core:units.noRate', { country: input.country }));
  const currency = projectId === undefined ? undefined : getProject(db, projectId)?.currency_code;
  if (row.currency && currency && row.currency !== currency)
    refuse(
      'details.country',
      coreI18n.t('core:units.otherCurrency', { country: row.country, rateCurrency: row.currency, currency }),
    );
  return {
    category: 'perDiem',
    days: canonicalNumber(input.days),
    country: row.country,
    rate: row.rate,
    currency: row.currency,
  };
}

/** Stored details as the lists show them, with the calculation. */
export function detailsView(s: ExpenseDetailsStoredT): ExpenseDetailsViewT {
  const result = computeStored(s);
  return { ...s, calculation: result.ok ? coreCalculation(result.parts) : problemText(result.problem) };
}

/** A details row as the contract's stored details. */
export function storedOf(row: ExpenseDetailsRow): ExpenseDetailsStoredT {
  if (row.category === 'mileage')
    return {
      category: 'mileage',
      km: row.km ?? '0',
      roundTrip: row.round_trip === 1,
      from: row.place_from,
      to: row.place_to,
      rate: row.km_rate ?? '0',
      vatRate: row.vat_rate,
    };
  return {
    category: 'perDiem',
    days: row.days ?? '0',
    country: row.country ?? '',
    rate: row.day_rate ?? '0',
    currency: row.currency,
  };
}

/** The stored details of one expense, or undefined (a plain amount). */
export function storedDetails(db: Db, expenseId: bigint): ExpenseDetailsStoredT | undefined {
  const row = getExpenseDetails(db, [expenseId])[0];
  return row ? storedOf(row) : undefined;
}

/** Writes details for an expense (its auto description marks a text the core wrote). */
export function saveDetails(db: Db, expenseId: bigint, s: ExpenseDetailsStoredT, auto: string | null): void {
  putExpenseDetails(db, {
    expense_id: expenseId,
    category: s.category,
    auto_description: auto,
    ...(s.category === 'mileage'
      ? {
          km: s.km,
          round_trip: s.roundTrip ? 1 : 0,
          place_from: s.from,
          place_to: s.to,
          km_rate: s.rate,
          vat_rate: s.vatRate,
        }
      : { days: s.days, country: s.country, day_rate: s.rate, currency: s.currency }),
  });
}

/** Whether the fields' amounts are exactly those of the details; else the refusal's words. */
function amountsDisagree(f: Fields, s: ExpenseDetailsStoredT): string | null {
  const r = computeStored(s);
  if (!r.ok) return problemText(r.problem);
  const u = (t: string | null | undefined) => toUnits(t ?? '0', MONEY_SCALE);
  if (u(f.AmountExVAT) === r.units.ex && u(f.VATAmount) === r.units.vat && u(f.TotalAmount) === r.units.total)
    return null;
  const said = { total: r.amounts.totalAmount, calculation: coreCalculation(r.parts) };
  return coreI18n.t(
    s.category === 'mileage' ? 'core:units.mileageDiffers' : 'core:units.perDiemDiffers',
    said,
  );
}

/**
 * A create's or update's fields with the units applied: amounts checked against the details, the
 * description filled when empty (or still the text the core wrote before), and `save` to call with
 * the expense id in the transaction that stores it. Throws VALIDATION_FAILED, storing nothing.
 */
export function applyDetails<F extends Fields>(
  db: Db,
  fields: F,
  input: ExpenseDetailsInputT | undefined,
  editing?: bigint,
): { fields: F; save: (id: bigint) => void } {
  const before = editing === undefined ? undefined : getExpenseDetails(db, [editing])[0];
  const remember = (category: string) =>
    setCategoryLine(db, fields.ProjectID, category, fields.ContractLineID);
  if (input === undefined) {
    // No category said (CLI, older forms): details still true to the amounts stay, others go.
    const keep = before && amountsDisagree(fields, storedOf(before)) === null;
    return {
      fields,
      save: (id) => {
        if (before && !keep) deleteExpenseDetails(db, id);
        remember(keep ? before.category : 'amount');
      },
    };
  }
  const stored = resolveDetails(db, fields.ProjectID, input);
  if (stored === null) return { fields, save: (id) => (deleteExpenseDetails(db, id), remember('amount')) };
  const wrong = amountsDisagree(fields, stored);
  if (wrong) refuse('TotalAmount', wrong);
  const auto = coreUnitDescription(stored);
  const typed = fields.Description?.trim() ?? '';
  const useAuto = typed === '' || typed === auto || typed === before?.auto_description;
  return {
    fields: useAuto ? { ...fields, Description: auto } : fields,
    save: (id) => {
      saveDetails(db, id, stored, useAuto ? auto : null);
      remember(stored.category);
    },
  };
}

/** Expense views with their details (a plain amount has none). */
export function withDetails(db: Db, views: ExpenseViewT[]): ExpenseViewT[] {
  const rows = getExpenseDetails(
    db,
    views.map((v) => BigInt(v.id)),
  );
  const byId = new Map(rows.map((r) => [String(r.expense_id), r]));
  return views.map((v) => {
    const row = byId.get(v.id);
    if (!row) return v;
    // Details no longer true to the amounts (changed another way, e.g. changes:resubmit) are not shown.
    const fields = {
      ...v,
      ProjectID: 0n,
      ContractLineID: 0n,
      AmountExVAT: v.amountExVAT,
      VATAmount: v.vatAmount,
      TotalAmount: v.totalAmount,
    };
    return amountsDisagree(fields, storedOf(row)) === null
      ? { ...v, details: detailsView(storedOf(row)) }
      : v;
  });
}

/**
 * Brings back the details of a restored expense (Undo): they must still give its amounts exactly;
 * the description counts as the core's when it is the units' text.
 */
export function restoreDetails(
  db: Db,
  id: bigint,
  fields: Fields,
  s: ExpenseDetailsStoredT | undefined,
): void {
  if (!s) return;
  const wrong = amountsDisagree(fields, s);
  if (wrong) refuse('details', wrong);
  const auto = coreUnitDescription(s);
  saveDetails(db, id, s, fields.Description?.trim() === auto ? auto : null);
}
