import { sharedProblemText, type Translate } from '../../../shared/i18n/shared-problems';
import { i18n } from '../i18n';

/** i18next's t() for a key found at run time (shared/i18n/shared-problems.ts names only catalogue keys). */
const translate: Translate = (key, params) => (i18n.t as unknown as Translate)(key, params);

/**
 * A problem text built by shared/ code (expense amounts, mileage and per-diem units) in the
 * interface's language, at call time; English exactly as shared/ wrote it.
 */
export function problemText(message: string): string {
  return sharedProblemText(message, translate, i18n.language);
}
