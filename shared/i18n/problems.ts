import type { z } from 'zod';
import core from './locales/en/core';
import settings from './locales/en/settings';

/*
 * Problems shared/ code finds, as CODES (issue 17): a catalogue key with its parameters, never an
 * English sentence to be read back. shared/ cannot reach i18next, so each side says a problem in its
 * language (the renderer through i18n.t, the core through coreI18n.t); where English is wanted (the
 * reference server's answers, logs, tests) the English catalogue says it (englishProblem). Our zod
 * schemas carry the key as an issue's message, with the numbers in the issue (issueProblem).
 */

type Units = typeof core.units;
type ImpossibleDate = typeof core.impossibleDate;

/** Every catalogue key a problem of shared/ code may name. */
export type ProblemKey =
  | `core:validation.${keyof typeof core.validation}`
  | `core:units.${Exclude<keyof Units, 'what'>}`
  | `core:units.what.${keyof Units['what']}`
  | `core:impossibleDate.${Exclude<keyof ImpossibleDate, 'month'>}`
  | `core:impossibleDate.month.${keyof ImpossibleDate['month']}`
  | `settings:desktop.problem.${keyof typeof settings.desktop.problem}`;

/** A parameter of a problem: text, a number, or a problem said first (the subject of a unit problem). */
export type ProblemParam = string | number | Problem;

/** A problem as a code: the catalogue key and the parameters its text names. */
export interface Problem {
  key: ProblemKey;
  params?: Record<string, ProblemParam>;
}

/** A problem of `key` with `params`. */
export function problem(key: ProblemKey, params?: Record<string, ProblemParam>): Problem {
  return params ? { key, params } : { key };
}

/** The code of one of our validation texts, as our zod schemas give it for a message: `core:validation.<name>`. */
export function validationCode<N extends keyof typeof core.validation>(name: N): `core:validation.${N}` {
  return `core:validation.${name}`;
}

/** Whether a value is a problem (and not a parsed value such as a bigint, or null). */
export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as Problem).key === 'string';
}

/** A translate function of either side (coreI18n.t, the renderer's i18n.t, or englishText). */
export type Translate = (key: string, params: Record<string, string>) => string;

/** A problem in the language of `t`; nested problems (a unit problem's subject) are said first. */
export function problemIn(p: Problem, t: Translate): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(p.params ?? {}))
    params[name] = isProblem(value) ? problemIn(value, t) : String(value);
  return t(p.key, params);
}

const ENGLISH: Record<string, unknown> = { core, settings };

/** The English catalogue text of a problem key, or undefined when there is none. */
function englishTemplate(key: string): string | undefined {
  const [ns = '', path = ''] = key.split(':', 2);
  let node: unknown = ENGLISH[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** A problem key's English text with its parameters filled in (i18next's `{{name}}` form). */
export const englishText: Translate = (key, params) =>
  (englishTemplate(key) ?? key).replace(/\{\{(\w+)\}\}/g, (all, name: string) => params[name] ?? all);

/** A problem in English, from the English catalogue. */
export function englishProblem(p: Problem): string {
  return problemIn(p, englishText);
}

/** Whether text is a problem key (our zod schemas' messages are). */
export function isProblemKey(text: string): text is ProblemKey {
  return /^(core|settings):/.test(text) && englishTemplate(text) !== undefined;
}

type Issue = z.core.$ZodIssue;

/**
 * The problem a zod issue of our schemas carries: its message is the key; the parameters are the
 * issue's own `params` (custom issues), and a bound of too_big / too_small as `n`. Null for zod's
 * own texts and any other message.
 */
export function issueProblem(issue: Issue): Problem | null {
  if (!isProblemKey(issue.message)) return null;
  const params: Record<string, ProblemParam> = {};
  if (issue.code === 'too_big') params.n = String(issue.maximum);
  if (issue.code === 'too_small') params.n = String(issue.minimum);
  if (issue.code === 'custom') Object.assign(params, issue.params ?? {});
  return problem(issue.message, params);
}

/** A zod issue's message in English: our problem through the English catalogue, zod's texts as they are. */
export function issueEnglish(issue: Issue): string {
  const found = issueProblem(issue);
  return found ? englishProblem(found) : issue.message;
}
