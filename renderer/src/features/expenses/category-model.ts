import type {
  CategorySettingsViewT,
  ExpenseDetailsInputT,
  ExpenseDetailsViewT,
} from '../../../../shared/app/channels/expense-categories';
import {
  computeMileage,
  computePerDiem,
  unitDescriptionParts,
  type ExpenseCategory,
  type UnitField,
} from '../../../../shared/expense-categories';
import { parseMoneyText } from '../../components/money-text';
import { problemText } from '../../components/shared-problem-text';
import { unitCalculation, unitDescriptionText } from './unit-texts';
import { i18n } from '../../i18n';

/*
 * The expense form's category (issue 15) as plain data: the units typed, and what they come to with
 * the firm's rates (shared/expense-categories.ts, the same maths the core checks with).
 */

/** The category part of the expense draft; `computed` is refreshed on every change. */
export interface CategoryDraft {
  category: ExpenseCategory;
  km: string;
  roundTrip: boolean;
  from: string;
  to: string;
  days: string;
  country: string;
  /** The calculation and the description the core will write, or the field at fault. */
  computed:
    | { ok: true; calculation: string; description: string; ex: string; vat: string; total: string }
    | { ok: false; field: UnitField; message: string }
    | null;
}

/** A plain amount with empty units. */
export function emptyCategory(category: ExpenseCategory = 'amount'): CategoryDraft {
  return { category, km: '', roundTrip: false, from: '', to: '', days: '', country: '', computed: null };
}

/** Typed numbers as plain decimal text in the user's locale ("142,5" -> "142.5"); else as typed. */
const plain = (typed: string): string => {
  const parsed = parseMoneyText(typed);
  return parsed.ok ? parsed.text : typed;
};

/** The units as the core takes them (expenses:create details). */
export function detailsOf(c: CategoryDraft): ExpenseDetailsInputT {
  if (c.category === 'mileage')
    return { category: 'mileage', km: plain(c.km), roundTrip: c.roundTrip, from: c.from, to: c.to };
  if (c.category === 'perDiem') return { category: 'perDiem', days: plain(c.days), country: c.country };
  return { category: 'amount' };
}

/** The draft with its computation refreshed from the firm's settings (null: not loaded yet). */
export function computeCategory(c: CategoryDraft, s: CategorySettingsViewT | null): CategoryDraft {
  if (c.category === 'amount') return { ...c, computed: null };
  if (!s)
    return { ...c, computed: { ok: false, field: 'rate', message: i18n.t('expenses:errors.ratesLoading') } };
  const d = detailsOf(c);
  let result;
  let description: string;
  if (d.category === 'mileage') {
    result = computeMileage({ ...d, rate: s.mileageRate, vatRate: s.mileageVatRate });
    description = unitDescriptionText(unitDescriptionParts(d));
  } else if (d.category === 'perDiem') {
    const row = s.perDiem.find((r) => r.country === c.country);
    if (!row && c.country !== '')
      return {
        ...c,
        computed: {
          ok: false,
          field: 'country',
          message: i18n.t('expenses:errors.noRate', { country: c.country }),
        },
      };
    if (s.perDiem.length === 0)
      return {
        ...c,
        computed: {
          ok: false,
          field: 'country',
          message: i18n.t('expenses:errors.noPerDiemRates'),
        },
      };
    result = computePerDiem({ ...d, rate: row?.rate ?? '', currency: row?.currency ?? null });
    description = unitDescriptionText(unitDescriptionParts(d));
  } else return { ...c, computed: null };
  if (!result.ok)
    return { ...c, computed: { ok: false, field: result.field, message: problemText(result.problem) } };
  const a = result.amounts;
  return {
    ...c,
    computed: {
      ok: true,
      calculation: unitCalculation(result.parts),
      description,
      ex: a.amountExVAT,
      vat: a.vatAmount,
      total: a.totalAmount,
    },
  };
}

/** The category of an expense being changed (its stored details), or a plain amount. */
export function categoryFrom(details: ExpenseDetailsViewT | null | undefined): CategoryDraft {
  if (!details) return emptyCategory();
  if (details.category === 'mileage')
    return {
      ...emptyCategory('mileage'),
      km: details.km,
      roundTrip: details.roundTrip,
      from: details.from ?? '',
      to: details.to ?? '',
    };
  return { ...emptyCategory('perDiem'), days: details.days, country: details.country };
}
