import { divRound, toUnits, unitsToText } from './decimal';
import { moneyText, parseAmount, type ExpenseAmounts } from './expense-math';
import { isProblem, problem, type Problem } from './i18n/problems';
import { MONEY_SCALE } from './psa/scalars';

/*
 * Expense categories with units (issue 15): mileage (distance x rate per km, doubled for a round
 * trip) and per diem (days x the country's daily rate). The amounts are computed on integers, never
 * through binary floating point, with one rounding rule:
 *
 *   total = round2(distance x factor x rate)           (mileage; factor 2 for a round trip)
 *   total = round2(days x daily rate)                   (per diem)
 *   VAT   = round2(total x r / (100 + r))               (VAT of r % included in the rate; else 0)
 *   ex    = total - VAT                                 (so ex + VAT == total exactly)
 *
 * round2 rounds half away from zero to the cent. Per diems carry no VAT. The form and the core
 * compute with these same functions; the core recomputes and is the authority.
 */

/** The kinds of expense: a plain amount (typed), mileage, or a per diem. */
export type ExpenseCategory = 'amount' | 'mileage' | 'perDiem';

/** Mileage as typed: distance (km), round trip, places; rate and VAT treatment are the firm's. */
export interface MileageUnits {
  km: string;
  roundTrip: boolean;
  rate: string;
  /** VAT included in the rate, in percent; null or '' for no VAT. */
  vatRate: string | null;
  from?: string | null | undefined;
  to?: string | null | undefined;
}

/** A per diem: days at the country's daily rate. */
export interface PerDiemUnits {
  days: string;
  country: string;
  rate: string;
  currency?: string | null | undefined;
}

/** The field of a unit computation at fault. */
export type UnitField = 'km' | 'rate' | 'vatRate' | 'days' | 'country';

/**
 * A calculation's parts, numbers as plain decimal text ("0.23"), for shared/i18n/unit-texts.ts to
 * write in the user's language; vatRate null: no VAT.
 */
export type CalculationParts =
  | {
      kind: 'mileage';
      km: string;
      roundTrip: boolean;
      rate: string;
      total: string;
      vatRate: string | null;
      vat: string;
    }
  | { kind: 'perDiem'; days: string; rate: string; currency: string | null; country: string; total: string };

/** An automatic description's parts: places are "Utrecht – Amsterdam", one of them, or ''. */
export type DescriptionParts =
  | { kind: 'mileage'; km: string; roundTrip: boolean; places: string }
  | { kind: 'perDiem'; days: string; country: string };

/** A unit computation: the amounts with the calculation (English text and parts), or the field at fault and why (a problem code). */
export type UnitAmountsResult =
  | {
      ok: true;
      amounts: ExpenseAmounts;
      units: { ex: bigint; vat: bigint; total: bigint };
      calculation: string;
      parts: CalculationParts;
    }
  | { ok: false; field: UnitField; problem: Problem };

const CENT = 10n ** BigInt(MONEY_SCALE - 2);
const ONE = 10n ** BigInt(MONEY_SCALE);
/** Largest distance (km) and number of days one expense may claim. */
export const MAX_KM = 100_000;
export const MAX_DAYS = 366;
/** Largest rate per km or per day, and how many decimals a rate may have. */
const MAX_RATE = 10_000n;
const RATE_DECIMALS = 4;

/** The subject of a unit problem ("the rate per km"), itself a problem code said first. */
type What = Problem;
const WHAT_KEYS = {
  distance: 'core:units.what.distance',
  days: 'core:units.what.days',
  rate: 'core:units.what.rate',
  ratePerKm: 'core:units.what.ratePerKm',
  vatRate: 'core:units.what.vatRate',
} as const;
const WHAT = (key: keyof typeof WHAT_KEYS): What => problem(WHAT_KEYS[key]);

/** The subject of a per diem's rate problem: the daily rate for a country. */
export const dailyRateFor = (country: string): What => problem('core:units.what.dailyRate', { country });

/** The rate per km, the subject of a mileage's rate problem. */
export const RATE_PER_KM: What = WHAT('ratePerKm');

/**
 * A positive quantity typed with at most `decimals` decimals (',' as separator allowed): its units
 * of 10^-decimals, or the problem with it. Empty text says so.
 */
function quantity(text: string, decimals: number, max: number, what: What): bigint | Problem {
  const t = text.trim().replace(',', '.');
  if (t === '') return problem('core:units.enter', { what });
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(t)) return problem('core:units.number', { what });
  const [whole = '0', frac = ''] = t.split('.');
  if (frac.length > decimals) return problem('core:units.decimals', { what, n: decimals });
  const units = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  if (units <= 0n) return problem('core:units.moreThanZero', { what });
  if (units > BigInt(max) * 10n ** BigInt(decimals)) return problem('core:units.atMost', { what, n: max });
  return units;
}

/** parseAmount's problem with the rate `what`, as a sentence about it ("The rate must be a non-negative number"). */
function amountProblem(p: Problem, what: What): Problem {
  return p.key === 'core:validation.nonNegative'
    ? problem('core:units.nonNegative', { what })
    : problem('core:units.mustDecimals', { what, n: p.params?.n ?? MONEY_SCALE });
}

/** A rate per km or per day: money units (10^-8), at most 4 decimals, above 0; or the problem with it. */
export function parseUnitRate(text: string, what: What = WHAT('rate')): bigint | Problem {
  const r = parseAmount(text);
  if (r === null) return problem('core:units.enter', { what });
  if (isProblem(r)) return amountProblem(r, what);
  if (r % 10n ** BigInt(MONEY_SCALE - RATE_DECIMALS) !== 0n)
    return problem('core:units.decimals', { what, n: RATE_DECIMALS });
  if (r <= 0n) return problem('core:units.moreThanZero', { what });
  if (r > MAX_RATE * ONE) return problem('core:units.atMost', { what, n: String(MAX_RATE) });
  return r;
}

/** A VAT rate in percent (0 to 100, at most 2 decimals) as units of 10^-8; '' or null is no VAT (0n). */
export function parseVatPercent(text: string | null | undefined): bigint | Problem {
  const what = WHAT('vatRate');
  const r = parseAmount(text ?? '');
  if (r === null) return 0n;
  if (isProblem(r)) return amountProblem(r, what);
  if (r % CENT !== 0n) return problem('core:units.decimals', { what, n: 2 });
  if (r > 100n * ONE) return problem('core:units.atMostPercent', { what, n: 100 });
  return r;
}

/** VAT of r % included in a total (cents), rounded half away from zero to the cent: total x r / (100 + r). */
export function includedVat(totalUnits: bigint, rateUnits: bigint): bigint {
  if (rateUnits === 0n) return 0n;
  return divRound((totalUnits / CENT) * rateUnits, 100n * ONE + rateUnits) * CENT;
}

/** Exact decimal text of units, trailing zeros dropped ("142", "0.23"). */
const plain = (units: bigint, scale: number): string => unitsToText(units, scale);

function amountsOf(
  total: bigint,
  vat: bigint,
  calculation: string,
  parts: CalculationParts,
): UnitAmountsResult {
  const ex = total - vat;
  return {
    ok: true,
    amounts: { amountExVAT: moneyText(ex), vatAmount: moneyText(vat), totalAmount: moneyText(total) },
    units: { ex, vat, total },
    calculation,
    parts,
  };
}

/** The amounts of a mileage claim: round2(km x factor x rate), the included VAT split off. */
export function computeMileage(m: MileageUnits): UnitAmountsResult {
  const km = quantity(m.km, 2, MAX_KM, WHAT('distance'));
  if (isProblem(km)) return { ok: false, field: 'km', problem: km };
  const rate = parseUnitRate(m.rate, RATE_PER_KM);
  if (isProblem(rate)) return { ok: false, field: 'rate', problem: rate };
  const vatRate = parseVatPercent(m.vatRate);
  if (isProblem(vatRate)) return { ok: false, field: 'vatRate', problem: vatRate };
  const factor = m.roundTrip ? 2n : 1n;
  // km (10^-2) x rate (10^-8) is in 10^-10: cents are that over 10^8.
  const total = divRound(km * factor * rate, 10n ** 8n) * CENT;
  const vat = includedVat(total, vatRate);
  const calc = `${plain(km, 2)} km${m.roundTrip ? ' × 2' : ''} × ${plain(rate, MONEY_SCALE)} = ${moneyText(total)}`;
  const vatNote = vatRate > 0n ? ` (incl. ${plain(vatRate, MONEY_SCALE)} % VAT ${moneyText(vat)})` : '';
  const parts: CalculationParts = {
    kind: 'mileage',
    km: plain(km, 2),
    roundTrip: m.roundTrip,
    rate: plain(rate, MONEY_SCALE),
    total: moneyText(total),
    vatRate: vatRate > 0n ? plain(vatRate, MONEY_SCALE) : null,
    vat: moneyText(vat),
  };
  return amountsOf(total, vat, calc + vatNote, parts);
}

/** The amounts of a per diem: round2(days x daily rate), no VAT. */
export function computePerDiem(p: PerDiemUnits): UnitAmountsResult {
  if (p.country.trim() === '')
    return { ok: false, field: 'country', problem: problem('core:units.chooseCountry') };
  const days = quantity(p.days, 2, MAX_DAYS, WHAT('days'));
  if (isProblem(days)) return { ok: false, field: 'days', problem: days };
  const rate = parseUnitRate(p.rate, dailyRateFor(p.country));
  if (isProblem(rate)) return { ok: false, field: 'rate', problem: rate };
  const total = divRound(days * rate, 10n ** 8n) * CENT;
  const unit = days === 100n ? 'day' : 'days';
  const cur = p.currency ? ` ${p.currency}` : '';
  const calc = `${plain(days, 2)} ${unit} × ${plain(rate, MONEY_SCALE)}${cur} (${p.country.trim()}) = ${moneyText(total)}${cur}`;
  const parts: CalculationParts = {
    kind: 'perDiem',
    days: plain(days, 2),
    rate: plain(rate, MONEY_SCALE),
    currency: p.currency || null,
    country: p.country.trim(),
    total: moneyText(total),
  };
  return amountsOf(total, 0n, calc, parts);
}

/** Canonical decimal text of a typed quantity or rate ("142,50" -> "142.5"), or the text as typed. */
export function canonicalNumber(text: string): string {
  const t = text.trim().replace(',', '.');
  try {
    return unitsToText(toUnits(t.startsWith('.') ? `0${t}` : t, MONEY_SCALE), MONEY_SCALE);
  } catch {
    return text.trim();
  }
}

/** The units an automatic description is made of. */
export type DescribedUnits =
  | ({ category: 'mileage' } & Omit<MileageUnits, 'rate' | 'vatRate'>)
  | ({ category: 'perDiem' } & Pick<PerDiemUnits, 'days' | 'country'>);

/** The parts of the automatic description, for shared/i18n/unit-texts.ts to write in the app's language. */
export function unitDescriptionParts(d: DescribedUnits): DescriptionParts {
  if (d.category === 'perDiem')
    return { kind: 'perDiem', days: canonicalNumber(d.days), country: d.country.trim() };
  const from = d.from?.trim() ?? '';
  const to = d.to?.trim() ?? '';
  const places = from && to ? `${from} – ${to}` : from || to;
  return { kind: 'mileage', km: canonicalNumber(d.km), roundTrip: d.roundTrip, places };
}

/**
 * The short text sent as the expense's description when the user left it empty, in English:
 * "Mileage Utrecht – Amsterdam, 142 km round trip", "Per diem Germany, 3 days".
 */
export function unitDescription(d: DescribedUnits): string {
  if (d.category === 'perDiem') {
    const days = canonicalNumber(d.days);
    return `Per diem ${d.country.trim()}, ${days} ${days === '1' ? 'day' : 'days'}`;
  }
  const from = d.from?.trim() ?? '';
  const to = d.to?.trim() ?? '';
  const places = from && to ? ` ${from} – ${to}` : from || to ? ` ${from || to}` : '';
  return `Mileage${places}, ${canonicalNumber(d.km)} km${d.roundTrip ? ' round trip' : ''}`;
}
