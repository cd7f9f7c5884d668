import { z } from 'zod';
import { PsaError, type ErrorDetailT } from '../../../shared/psa/errors';
import { issueProblem } from '../../../shared/i18n/problems';
import { coreLanguage } from './index';
import { problemText } from './problems';

/*
 * Validation messages in the core's language (issue 17), where an issue becomes a refusal the user
 * reads. Our schemas (shared/) give a code as the message, a catalogue key with the numbers in the
 * issue (shared/i18n/problems.ts): said through the catalogue, in English too. zod's own texts
 * ("Too big: expected number to be <=24") go through zod's locale for the language (z.locales.nl /
 * de, per issue, never the global z.config: the demo remote's server in the same process keeps
 * speaking English). Any other text stays as it is.
 */

type Issue = z.core.$ZodIssue;

const ZOD_EN = z.locales.en().localeError;
const ZOD_LOCALES = { nl: z.locales.nl().localeError, de: z.locales.de().localeError };

/** What zod's locale error map says for an issue (its text, or undefined). */
function zodText(map: typeof ZOD_EN, issue: Issue): string | undefined {
  const said = map(issue as Parameters<typeof ZOD_EN>[0]);
  return typeof said === 'string' ? said : said?.message;
}

/** One issue's message in the core's language. */
export function issueMessage(issue: Issue): string {
  const ours = issueProblem(issue);
  if (ours) return problemText(ours);
  const language = coreLanguage();
  if (language === 'en') return issue.message;
  // zod's own English text: the same issue in zod's text for the language.
  if (issue.message === zodText(ZOD_EN, issue)) return zodText(ZOD_LOCALES[language], issue) ?? issue.message;
  return issue.message;
}

/** A zod error's problems as error details (dotted paths), messages in the core's language. */
export function zodDetailsIn(error: z.ZodError, prefix = ''): ErrorDetailT[] {
  return error.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issueMessage(i),
  }));
}

/** A VALIDATION_FAILED refusal of a zod error naming its first problem, in the core's language. */
export function validationErrorIn(error: z.ZodError, prefix = ''): PsaError {
  const details = zodDetailsIn(error, prefix);
  const first = details[0];
  return new PsaError(
    'VALIDATION_FAILED',
    first ? `${first.path}: ${first.message}` : 'invalid request',
    details,
  );
}
