import { toUnitsRounded, unitsToText } from '../../shared/decimal';
import { HOURS_SCALE, MONEY_SCALE, parseDateTime } from '../../shared/psa/scalars';

/*
 * The rules across body fields that the document states in words (a body schema's description)
 * because JSON Schema cannot compare two fields. Generated bodies are brought in line with them
 * before they are sent; a body the repair cannot fix is left out (the caller counts those).
 */

type Body = Record<string, unknown>;

const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Exact units of a decimal the document allows (a JSON number or a digit string). */
const units = (x: unknown, scale: number) => toUnitsRounded(String(x), scale);
/** A sum as digit text, which the document allows for every decimal and keeps exact. */
const toDecimal = (u: bigint, scale: number) => unitsToText(u, scale);
const MS_PER_HOUR_UNIT = 3_600_000n / 10n ** BigInt(HOURS_SCALE);

/** createTimesheet: DateTimeTo after DateTimeFrom, NumberOfHours fits between them. */
function timesheet(b: Body): Body | null {
  const from = parseDateTime(String(b.DateTimeFrom));
  const to = parseDateTime(String(b.DateTimeTo));
  if (from === null || to === null) return null;
  const need = Math.max(Number(units(b.NumberOfHours, HOURS_SCALE) * MS_PER_HOUR_UNIT), 1);
  if (to - from >= need) return b;
  if (from + need <= LAST_INSTANT) return { ...b, DateTimeTo: new Date(from + need).toISOString() };
  return { ...b, DateTimeFrom: new Date(to - need).toISOString() };
}

/** createExpense: with VAT the total is amount plus VAT; without, the total is at least the amount. */
function expense(b: Body): Body | null {
  const amount = units(b.AmountExVAT, MONEY_SCALE);
  if (b.VATAmount === null || b.VATAmount === undefined) {
    return units(b.TotalAmount, MONEY_SCALE) >= amount ? b : { ...b, TotalAmount: b.AmountExVAT };
  }
  return { ...b, TotalAmount: toDecimal(amount + units(b.VATAmount, MONEY_SCALE), MONEY_SCALE) };
}

const RULES: Record<string, (b: Body) => Body | null> = {
  createTimesheet: timesheet,
  createExpense: expense,
};

/** The body with the operation's stated cross-field rules kept, or null when they cannot be. */
export function keepBodyRules(operationId: string, body: unknown): unknown {
  const rule = RULES[operationId];
  return rule && body !== null && typeof body === 'object' ? rule(body as Body) : body;
}
