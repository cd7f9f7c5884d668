import {
  unitDescriptionParts,
  type CalculationParts,
  type DescribedUnits,
} from '../../../shared/expense-categories';
import { calculationText, descriptionText, type Translate } from '../../../shared/i18n/unit-texts';
import { coreI18n, coreLocale } from '.';

/*
 * The core's calculation and automatic description of a mileage or per diem (issue 17): in the
 * core's language with coreLocale()'s numbers. The description is data sent to the PSA service,
 * written in the app's language at the time of saving, as a consultant would type it.
 */

const translate: Translate = (key, params) => coreI18n.t(key, params as never) as unknown as string;

/** The calculation in the core's language ("142 km × 2 × 0,23 = 65,32" in Dutch). */
export function coreCalculation(parts: CalculationParts): string {
  return calculationText(parts, translate, coreLocale());
}

/** The automatic description in the core's language ("Kilometervergoeding Utrecht – Amsterdam, 142 km retour"). */
export function coreUnitDescription(d: DescribedUnits): string {
  return descriptionText(unitDescriptionParts(d), translate, coreLocale());
}
