import type {
  CalculationParts,
  DescribedUnits,
  DescriptionParts,
} from '../../../../shared/expense-categories';
import { unitDescriptionParts } from '../../../../shared/expense-categories';
import { displayLocale } from '../../../../shared/dates-display';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import { calculationText, descriptionText, type Translate } from '../../../../shared/i18n/unit-texts';
import { i18n } from '../../i18n';

/*
 * The calculation and the automatic description of a mileage or per diem in the app's language and
 * the display locale's numbers (issue 17), resolved at call time: the language can change.
 */

const translate: Translate = (key, params) => i18n.t(key, params as never) as unknown as string;

/** The calculation as the form shows it ("142 km × 2 × 0,23 = 65,32" in Dutch). */
export function unitCalculation(parts: CalculationParts): string {
  return calculationText(parts, translate, displayLocale());
}

/** The automatic description in the app's language, as it will be saved. */
export function unitDescriptionText(parts: DescriptionParts): string {
  return descriptionText(parts, translate, displayLocale());
}

/** Whether a description is the automatic one of the units in any language (saved then in that one). */
export function isUnitDescription(text: string | null | undefined, d: DescribedUnits): boolean {
  if (!text) return false;
  const parts = unitDescriptionParts(d);
  return LANGUAGES.some((lng) => {
    const t = i18n.getFixedT(lng);
    const fixed: Translate = (key, params) => t(key as never, params as never) as unknown as string;
    const locale = lng === i18n.language ? displayLocale() : lng;
    return descriptionText(parts, fixed, locale) === text;
  });
}
