import { problemText } from '../../components/shared-problem-text';
import { unnamedText } from '../../components/unnamed-text';
import type { ExpenseViewT } from '../../../../shared/app/views';
import {
  computeExpenseAmounts,
  effectiveRate,
  exclusiveOfTotal,
  moneyText,
  parseAmount,
  type ExpenseAmountsInput,
  type VatMode,
} from '../../../../shared/expense-math';
import { toUnits } from '../../../../shared/decimal';
import { MONEY_SCALE } from '../../../../shared/psa/scalars';
import { parseDateText } from '../../components/date-text';
import { amountFieldText, parseMoneyText } from '../../components/money-text';
import { categoryFrom, detailsOf, type CategoryDraft } from './category-model';
import { isUnitDescription } from './unit-texts';
import { i18n } from '../../i18n';

/*
 * The expense form as plain data: what was typed (text, so nothing passes through floats), which
 * amount decides the VAT, and the conversion to a contract request. Pure functions, no React.
 */

/** What the form holds; kept as the draft in localStorage. */
export interface ExpenseDraft {
  /** Ids are decimal text (negative while provisional). */
  projectId: string | null;
  projectName: string;
  /** Typed or picked contract line id. */
  contractLine: string;
  /** yyyy-mm-dd, or '' */
  date: string;
  amountExVAT: string;
  vatRate: string;
  vatAmount: string;
  totalAmount: string;
  /** The amount typed last decides the others: a rate, a VAT amount, or the total. */
  vatMode: VatMode;
  /** The amount excl. VAT was worked back from the typed total at the rate (no amount typed). */
  exFromTotal?: boolean | undefined;
  description: string;
  /** Mileage or per diem (units, computed amounts); absent: a plain amount (category-model.ts). */
  category?: CategoryDraft | undefined;
  /** Changing a pending expense ('edit') or fixing a rejected one ('fix'); null for a new one. */
  editing: { kind: 'edit' | 'fix'; id: string; changeId: string | null } | null;
}

export type AmountField = 'amountExVAT' | 'vatRate' | 'vatAmount' | 'totalAmount';
export type FormField = AmountField | 'project' | 'contractLine' | 'date' | 'description' | CategoryField;
/** The category fields a problem can name. */
export type CategoryField = 'km' | 'rate' | 'vatRate' | 'days' | 'country';
export type FieldErrors = Partial<Record<FormField, string>>;

/** A new expense: today's date, 21% VAT. */
export function emptyDraft(today: string): ExpenseDraft {
  return {
    projectId: null,
    projectName: '',
    contractLine: '',
    date: today,
    amountExVAT: '',
    vatRate: '21',
    vatAmount: '',
    totalAmount: '',
    vatMode: 'rate',
    description: '',
    editing: null,
  };
}

/** Whether a stored value is a draft of this form (a draft of an older version is dropped). */
export function isExpenseDraft(v: unknown): v is ExpenseDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  const texts = ['projectName', 'contractLine', 'date', 'amountExVAT', 'vatRate', 'vatAmount', 'totalAmount'];
  return (
    texts.every((k) => typeof d[k] === 'string') &&
    typeof d.description === 'string' &&
    (d.projectId === null || typeof d.projectId === 'string') &&
    (d.vatMode === 'rate' || d.vatMode === 'amount' || d.vatMode === 'total') &&
    (d.editing === null ||
      (typeof d.editing === 'object' && typeof (d.editing as { id?: unknown }).id === 'string'))
  );
}

/**
 * An amount as typed ("1,234.56", "1.234,56") as the plain decimal text the exact computation
 * reads; text that is no amount is kept as typed, for the computation to refuse at its field.
 */
const plain = (typed: string): string => {
  const parsed = parseMoneyText(typed);
  return parsed.ok ? parsed.text : typed;
};

/** The draft's amounts as the exact computation takes them. */
function inputOf(d: ExpenseDraft): ExpenseAmountsInput {
  return {
    amountExVAT: plain(d.amountExVAT),
    vatRate: plain(d.vatRate),
    vatAmount: plain(d.vatAmount),
    totalAmount: plain(d.totalAmount),
    mode: d.vatMode,
  };
}

/** The first amount typed (of those the mode uses) that is not an amount, with an example of one. */
function typedAmountProblem(d: ExpenseDraft): { field: AmountField; message: string } | null {
  const decides = { rate: 'vatRate', amount: 'vatAmount', total: 'totalAmount' } as const;
  for (const field of ['amountExVAT', decides[d.vatMode]] as const) {
    const parsed = d[field].trim() === '' ? null : parseMoneyText(d[field]);
    if (parsed && !parsed.ok) return { field, message: parsed.message };
  }
  return null;
}

/** A computed amount (plain decimal text) as its field shows it: in the display locale. */
const shown = (plain: string): string => amountFieldText(plain);
/** A computed rate as its field shows it ("8,14" in German; a whole rate without decimals). */
const shownRate = (plain: string | null): string => (plain === null ? '' : amountFieldText(plain, 0));

const MODE_OF: Record<AmountField, VatMode | null> = {
  amountExVAT: null,
  vatRate: 'rate',
  vatAmount: 'amount',
  totalAmount: 'total',
};

/**
 * A total typed without an amount excl. VAT (or with one worked back before): the amount excl. VAT
 * worked back from it at the rate, to the cent, and VAT the rest (as a PDF receipt's total is).
 */
function workBack(next: ExpenseDraft): ExpenseDraft | null {
  const total = parseAmount(plain(next.totalAmount));
  const rate = parseAmount(plain(next.vatRate));
  if (total === null) return { ...next, amountExVAT: '', vatAmount: '', vatMode: 'total', exFromTotal: true };
  if (typeof total !== 'bigint' || typeof rate !== 'bigint') return null;
  const ex = exclusiveOfTotal(total, rate);
  const [exText, vat] = [shown(moneyText(ex)), shown(moneyText(total - ex))];
  return { ...next, amountExVAT: exText, vatAmount: vat, vatMode: 'total', exFromTotal: true };
}

/**
 * Sets one amount as typed and recomputes the amounts it decides (exactly, on integers). Where a
 * VAT amount or a total decides, the rate field shows the rate that makes (never a stale one).
 */
export function editAmount(d: ExpenseDraft, field: AmountField, value: string): ExpenseDraft {
  const next: ExpenseDraft = { ...d, [field]: value, vatMode: MODE_OF[field] ?? d.vatMode };
  if (field === 'amountExVAT') next.exFromTotal = false;
  const back =
    (field === 'totalAmount' && (d.amountExVAT.trim() === '' || d.exFromTotal === true)) ||
    (field === 'vatRate' && d.exFromTotal === true);
  const worked = back ? workBack(next) : null;
  if (worked) return worked;
  if (back) return next; // a total or rate that is no amount yet: refused at its field
  const result = computeExpenseAmounts(inputOf(next));
  if (!result.ok) return next;
  const a = result.amounts;
  const [vatAmount, totalAmount] = [shown(a.vatAmount), shown(a.totalAmount)];
  if (next.vatMode === 'rate') return { ...next, vatAmount, totalAmount };
  const rate = shownRate(effectiveRate(result.units.ex, result.units.vat));
  if (next.vatMode === 'amount') return { ...next, totalAmount, vatRate: rate };
  return { ...next, vatAmount, vatRate: rate };
}

/** What is wrong with the amounts as typed (shown at the field), if anything. */
export function amountProblem(d: ExpenseDraft): { field: AmountField; message: string } | null {
  if (d.amountExVAT.trim() === '') return null;
  const typed = typedAmountProblem(d);
  if (typed) return typed;
  const result = computeExpenseAmounts(inputOf(d));
  return result.ok ? null : { field: result.field, message: problemText(result.problem) };
}

/** An amount of a view (exact decimal text) as the form's text: at least two decimals, display locale. */
const money = (n: string | null): string => (n === null ? '' : shown(moneyText(toUnits(n, MONEY_SCALE))));

/** The form prefilled from an expense, to change it (pending) or fix it (rejected). */
export function draftFrom(e: ExpenseViewT, kind: 'edit' | 'fix'): ExpenseDraft {
  return {
    projectId: e.projectId,
    projectName: e.projectName ?? unnamedText('project', e.projectId),
    contractLine: e.contractLineId ?? '',
    date: e.date.slice(0, 10),
    amountExVAT: money(e.amountExVAT),
    vatRate:
      e.vatAmount === null
        ? ''
        : shownRate(effectiveRate(toUnits(e.amountExVAT, MONEY_SCALE), toUnits(e.vatAmount, MONEY_SCALE))),
    vatAmount: e.vatAmount === null ? '' : money(e.vatAmount),
    totalAmount: money(e.totalAmount),
    vatMode: e.vatAmount === null ? 'total' : 'amount',
    // The text the core wrote for an empty description shows as the field's hint, not as typed.
    description: e.details && isUnitDescription(e.description, e.details) ? '' : (e.description ?? ''),
    category: categoryFrom(e.details),
    editing: { kind, id: e.id, changeId: e.changeId },
  };
}

/** The create fields of an expense (amounts as exact decimal text). */
export interface ExpenseBody {
  ProjectID: string;
  ContractLineID: string;
  ExpenseDate: string;
  AmountExVAT: string;
  VATAmount: string;
  TotalAmount: string;
  Description: string | null;
  /** The units of a mileage or per diem (the core recomputes the amounts from them). */
  details?: ReturnType<typeof detailsOf>;
}

/** The request body, or the problems per field (checked here first, then by the core). */
export function toBody(
  d: ExpenseDraft,
): { ok: true; body: ExpenseBody } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (d.projectId === null) errors.project = i18n.t('expenses:errors.chooseProject');
  const line = d.contractLine.trim();
  if (!/^\d{1,19}$/.test(line) || /^0+$/.test(line))
    errors.contractLine = i18n.t('expenses:errors.chooseLine');
  // What a person typed ("today", "22/11"): an impossible date is refused, never rolled over.
  const date = d.date.trim() === '' ? null : parseDateText(d.date);
  if (!date) errors.date = i18n.t('expenses:errors.chooseDate');
  else if (!date.ok) errors.date = date.message;
  const amounts = computeExpenseAmounts(inputOf(d));
  const typed = typedAmountProblem(d);
  // Mileage and per diem amounts come from their units: a problem is named at the unit's field.
  const unit = d.category && d.category.category !== 'amount' ? d.category : null;
  if (unit?.computed && !unit.computed.ok) errors[unit.computed.field] = unit.computed.message;
  else if (typed) errors[typed.field] = typed.message;
  // An amount left empty reads "Enter an amount" (shared/expense-math says "is required").
  else if (!amounts.ok)
    errors[amounts.field] =
      d[amounts.field].trim() === '' ? i18n.t('expenses:errors.enterAmount') : problemText(amounts.problem);
  if (Object.keys(errors).length > 0 || !amounts.ok || d.projectId === null || !date?.ok)
    return { ok: false, errors };
  return {
    ok: true,
    body: {
      ProjectID: d.projectId,
      ContractLineID: line,
      ExpenseDate: `${date.date}T00:00:00.000Z`,
      AmountExVAT: amounts.amounts.amountExVAT,
      VATAmount: amounts.amounts.vatAmount,
      TotalAmount: amounts.amounts.totalAmount,
      Description: d.description.trim() === '' ? null : d.description.trim(),
      ...(d.category ? { details: detailsOf(d.category) } : {}),
    },
  };
}

/** The form field a core problem names (its `details` path). */
export const FIELD_OF_PATH: Record<string, FormField> = {
  ProjectID: 'project',
  ContractLineID: 'contractLine',
  ExpenseDate: 'date',
  AmountExVAT: 'amountExVAT',
  VATAmount: 'vatAmount',
  TotalAmount: 'totalAmount',
  Description: 'description',
};

/** Today as yyyy-mm-dd in the user's time zone. */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
