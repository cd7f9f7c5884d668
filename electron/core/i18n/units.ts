import { sharedProblemText, type Translate } from '../../../shared/i18n/shared-problems';
import { coreI18n, coreLanguage } from './index';

/*
 * The problems shared/expense-categories.ts finds with a mileage's or per diem's units ("The rate per
 * km must be at most 10000"), and shared/'s validation texts, in the core's language: read back by
 * their fixed forms in shared/i18n/shared-problems.ts. English stays exactly as shared/ says it.
 */

/** The core's t() for a key found at run time (shared/i18n/shared-problems.ts names only catalogue keys). */
export const translateKey: Translate = (key, params) => (coreI18n.t as unknown as Translate)(key, params);

/** A problem text of shared/ code in the core's language; other texts as they are. */
export function unitProblemText(message: string): string {
  return sharedProblemText(message, translateKey, coreLanguage());
}
