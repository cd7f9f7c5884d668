import { problemIn, type Problem, type Translate } from '../../../shared/i18n/problems';
import { coreI18n } from './index';

/*
 * The problems shared/ code finds (expense amounts, mileage and per-diem units, our validation
 * texts), said in the core's language: shared/ hands over a code (a catalogue key and its
 * parameters, shared/i18n/problems.ts), never an English sentence to be read back.
 */

/** The core's t() for a key chosen at run time (shared/i18n/problems.ts names only catalogue keys). */
export const translateKey: Translate = (key, params) => (coreI18n.t as unknown as Translate)(key, params);

/** A problem of shared/ code in the core's language. */
export function problemText(p: Problem): string {
  return problemIn(p, translateKey);
}
