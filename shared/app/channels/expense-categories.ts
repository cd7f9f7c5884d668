import { z } from 'zod';
import { id, idText } from './fields';
import type { ChannelsOf } from './map';

/*
 * Expense categories with units (issue 15): the details an expense keeps locally (the API has one
 * expense shape), the firm's rates, and the channels that compute and remember them. They are part
 * of the expenses: prefix (spread into expenseChannels); the maths is shared/expense-categories.ts.
 */

const number = z.string().trim().min(1).max(20);
const place = z.string().trim().max(100).nullish();

/** The category of an expense as the form sends it: units only; the rates are the firm's (settings). */
export const ExpenseDetailsInput = z.discriminatedUnion('category', [
  z.object({ category: z.literal('amount') }),
  z.object({ category: z.literal('mileage'), km: number, roundTrip: z.boolean(), from: place, to: place }),
  z.object({ category: z.literal('perDiem'), days: number, country: z.string().trim().min(1).max(60) }),
]);
export type ExpenseDetailsInputT = z.output<typeof ExpenseDetailsInput>;

const mileageStored = z.object({
  category: z.literal('mileage'),
  km: number,
  roundTrip: z.boolean(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Rate per km used, exact decimal text. */
  rate: number,
  /** VAT included in the rate, in percent; null: no VAT. */
  vatRate: number.nullable(),
});
const perDiemStored = z.object({
  category: z.literal('perDiem'),
  days: number,
  country: z.string().min(1).max(60),
  rate: number,
  currency: z.string().nullable(),
});

/** The units an expense was computed from, with the rates used (what Undo brings back). */
export const ExpenseDetailsStored = z.discriminatedUnion('category', [mileageStored, perDiemStored]);
export type ExpenseDetailsStoredT = z.output<typeof ExpenseDetailsStored>;

/** An expense's details as lists show them: the units and "142 km × 2 × 0.23 = 65.32". */
export const ExpenseDetailsView = z.discriminatedUnion('category', [
  mileageStored.extend({ calculation: z.string() }),
  perDiemStored.extend({ calculation: z.string() }),
]);
export type ExpenseDetailsViewT = z.output<typeof ExpenseDetailsView>;

/** One row of the firm's per-diem table. */
export const PerDiemRate = z.object({
  country: z.string(),
  rate: z.string(),
  /** ISO 4217 code when the rate is in one currency only (then only projects in it may claim it). */
  currency: z.string().nullable(),
});
export type PerDiemRateT = z.output<typeof PerDiemRate>;

/** The firm's category settings: mileage rate and its VAT treatment, per-diem rates per country. */
export const CategorySettingsView = z.object({
  mileageRate: z.string(),
  /** VAT included in the mileage rate, in percent; null: mileage carries no VAT. */
  mileageVatRate: z.string().nullable(),
  perDiem: z.array(PerDiemRate),
});
export type CategorySettingsViewT = z.output<typeof CategorySettingsView>;

const typed = z.string().max(40);

/** The channels of expense categories (prefix expenses:). */
export const expenseCategoryChannels = {
  'expenses:categorySettings': { request: z.object({}), response: CategorySettingsView },
  // Checks everything first and stores nothing when one value is wrong (rates take '0,23' too).
  'expenses:setCategorySettings': {
    request: z.object({
      mileageRate: typed.optional(),
      mileageVatRate: typed.nullable().optional(),
      perDiem: z
        .array(z.object({ country: z.string().max(100), rate: typed, currency: typed.nullish() }))
        .max(300)
        .optional(),
    }),
    response: CategorySettingsView,
  },
  // The amounts a category's units come to with the firm's rates, and the calculation as text.
  'expenses:computeDetails': {
    request: z.object({ projectId: id.optional(), details: ExpenseDetailsInput }),
    response: z.object({
      amountExVAT: z.string(),
      vatAmount: z.string(),
      totalAmount: z.string(),
      calculation: z.string(),
      description: z.string(),
    }),
  },
  // The contract line last used on this project for this category (null: none yet).
  'expenses:categoryLine': {
    request: z.object({ projectId: id, category: z.enum(['amount', 'mileage', 'perDiem']) }),
    response: z.object({ contractLineId: idText.nullable() }),
  },
} as const satisfies ChannelsOf<'expenses'>;
