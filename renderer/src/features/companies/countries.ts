import { foldText } from '../../../../shared/text-fold';

/*
 * A company's country (issue 17): the PSA takes a country name (Country) and an ISO code
 * (CountryCode) as two fields, and does not fill in one from the other. The form offers one list of
 * countries named in the user's language and stores both: the ISO 3166-1 alpha-2 code, and the
 * English name (one spelling for every user of the organization, as the PSA's own records have it).
 * A name typed into a 3-letter code field was cut to "BEL"; a list cannot be mistyped that way.
 */

/** The ISO 3166-1 alpha-2 codes (the 249 officially assigned ones). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);
const namers = new Map<string, Intl.DisplayNames>();

function namer(language: string): Intl.DisplayNames {
  let n = namers.get(language);
  if (!n) namers.set(language, (n = new Intl.DisplayNames([language, 'en'], { type: 'region' })));
  return n;
}

/** The ISO code in upper case when it is one of the list, else null ('deu', 'XX', 'Belgium' are not). */
export function knownCode(code: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase() ?? '';
  return KNOWN.has(upper) ? upper : null;
}

/** A country's name in a language ('BE' in 'de' is "Belgien"). */
export function countryName(code: string, language: string): string {
  return namer(language).of(code) ?? code;
}

/** What the PSA stores as the country name of a code: its English name. */
export function storedCountryName(code: string): string {
  return countryName(code, 'en');
}

/** The countries as options of a select, named and sorted in the user's language. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** The languages whose country names a typed text may use besides the user's (the app's languages). */
const NAME_LANGUAGES = ['en', 'nl', 'de'];

/**
 * The country a typed text names: its name in the user's language or another of the app's
 * (English, Dutch, German), or its code, ignoring case and accents ("belgie", "België", "Belgien",
 * "Belgium", "be"); null when none does.
 */
export function countryOfText(text: string, language: string): string | null {
  const typed = foldText(text.trim());
  if (!typed) return null;
  const languages = [language, ...NAME_LANGUAGES.filter((l) => l !== language)];
  return (
    knownCode(typed) ??
    COUNTRY_CODES.find((code) => languages.some((l) => foldText(countryName(code, l)) === typed)) ??
    null
  );
}

/** How a company's country reads in the user's language: the code's name, else the stored name. */
export function shownCountry(
  c: { country: string | null; countryCode: string | null },
  language: string,
): string {
  const code = knownCode(c.countryCode);
  return code ? countryName(code, language) : (c.country ?? c.countryCode ?? '');
}
