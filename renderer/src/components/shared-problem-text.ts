import type { z } from 'zod';
import { issueProblem, problemIn, type Problem, type Translate } from '../../../shared/i18n/problems';
import { i18n } from '../i18n';

/** i18next's t() for a key chosen at run time (shared/i18n/problems.ts names only catalogue keys). */
const translate: Translate = (key, params) => (i18n.t as unknown as Translate)(key, params);

/**
 * A problem shared/ code found (expense amounts, mileage and per-diem units, a shortcut), given as
 * a code, in the interface's language at call time.
 */
export function problemText(p: Problem): string {
  return problemIn(p, translate);
}

/** A zod issue's message in the interface's language: our schemas' codes said, zod's own texts as they are. */
export function issueText(issue: z.core.$ZodIssue): string {
  const found = issueProblem(issue);
  return found ? problemText(found) : issue.message;
}
