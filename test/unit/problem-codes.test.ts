import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { acceleratorProblem, ShortcutText } from '../../shared/app/desktop';
import { SignInRequest } from '../../shared/app/channels/signin';
import { entryHours } from '../../shared/app/channels/entries';
import { computeMileage } from '../../shared/expense-categories';
import { computeExpenseAmounts } from '../../shared/expense-math';
import {
  englishProblem,
  issueEnglish,
  issueProblem,
  isProblemKey,
  problemIn,
  type Problem,
  type ProblemKey,
  type Translate,
} from '../../shared/i18n/problems';
import { resources } from '../../shared/i18n/resources';
import { CompanyListQuery, TimesheetListQuery } from '../../shared/psa/endpoints';
import { validationError } from '../../shared/psa/errors';
import { decimal, Id, Money } from '../../shared/psa/scalars';
import { en } from '../../shared/i18n/locales/en';

/*
 * Problems of shared/ code are codes, never English read back (issue 17): the last version matched
 * our English texts to find a catalogue key, so a reworded English text silently fell back to English
 * in Dutch and German. Here: every problem key has its own Dutch and German text with the same
 * parameters; rewording the English catalogue changes nothing in Dutch or German; our schemas give
 * codes that the English catalogue says exactly as before; and no English-matching helper is left.
 */

const keysOf = (prefix: string, group: object) =>
  Object.keys(group).map((k) => `${prefix}.${k}` as ProblemKey);
const { what, ...units } = en.core.units;
const { month: _months, ...impossible } = en.core.impossibleDate;
const KEYS: ProblemKey[] = [
  ...keysOf('core:validation', en.core.validation),
  ...keysOf('core:units', units),
  ...keysOf('core:units.what', what),
  ...keysOf('core:impossibleDate', impossible),
  ...keysOf('core:impossibleDate.month', en.core.impossibleDate.month),
  ...keysOf('settings:desktop.problem', en.settings.desktop.problem),
];

/** An i18next t() over `catalogue` in `language`, as the core and the renderer set theirs up. */
function translator(catalogue: typeof resources, language: string): Translate {
  const i = i18next.createInstance();
  void i.init({
    resources: catalogue,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, params) => (i.t as unknown as Translate)(key, params);
}

/** The `{{name}}` placeholders of a problem key's English text. */
const placeholders = (key: ProblemKey) =>
  [...englishProblem({ key }).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');

describe('problem codes in Dutch and German', () => {
  it.each(['nl', 'de'])('every problem key has its own %s text, with its parameters', (language) => {
    const t = translator(resources, language);
    const english = translator(resources, 'en');
    for (const key of KEYS) {
      const params = Object.fromEntries(placeholders(key).map((name) => [name, `<${name}>`]));
      const said = problemIn({ key, params }, t);
      // A month's name may be the same word ("April", "September" in German).
      if (!key.includes('.month.')) expect(said, key).not.toBe(problemIn({ key, params }, english));
      for (const marker of Object.values(params)) expect(said, key).toContain(marker);
    }
  });

  it('a reworded English text changes nothing in Dutch or German', () => {
    const reworded = structuredClone(resources);
    const core = reworded.en.core as unknown as {
      validation: Record<string, string>;
      units: Record<string, unknown>;
    };
    for (const k of Object.keys(core.validation)) core.validation[k] = `Reworded: ${core.validation[k]}`;
    core.units.atMost = 'The {{what}} may not exceed {{n}}';
    const samples: Problem[] = [
      ...[Money.safeParse('abc'), Money.safeParse('1.123456789'), entryHours.safeParse('25')].map((r) => {
        const issue = r.error?.issues[0];
        if (!issue) throw new Error('expected a refusal');
        return issueProblem(issue) as Problem;
      }),
      (computeMileage({ km: '10', roundTrip: false, rate: '20000', vatRate: null }) as { problem: Problem })
        .problem,
    ];
    for (const language of ['nl', 'de']) {
      const before = samples.map((p) => problemIn(p, translator(resources, language)));
      const after = samples.map((p) => problemIn(p, translator(reworded, language)));
      expect(after).toEqual(before);
      expect(before.join(' ')).not.toMatch(/must|Reworded/);
    }
    // English follows its catalogue: the rewording shows there.
    expect(problemIn(samples[0] as Problem, translator(reworded, 'en'))).toBe(
      'Reworded: must be a decimal number',
    );
  });
});

describe('our schemas give codes, said in English exactly as before', () => {
  const first = (r: { error?: { issues: Parameters<typeof issueEnglish>[0][] } }) => {
    const issue = r.error?.issues[0];
    if (!issue) throw new Error('expected a refusal');
    expect(isProblemKey(issue.message), issue.message).toBe(true);
    return issueEnglish(issue);
  };

  it('validation texts, numbers taken from the issue', () => {
    expect(first(Money.safeParse('abc'))).toBe('must be a decimal number');
    expect(first(Money.safeParse('1.123456789'))).toBe('must have at most 8 decimals');
    expect(first(decimal(2, { min: 0, max: 100 }).safeParse('101'))).toBe('must be between 0 and 100');
    expect(first(Id.safeParse('9223372036854775808'))).toBe('is too large');
    expect(first(entryHours.safeParse('25'))).toBe('must be at most 24');
    expect(first(CompanyListQuery.safeParse({ limit: '501' }))).toBe('must be at most 500');
    expect(first(CompanyListQuery.safeParse({ limit: '0' }))).toBe('must be at least 1');
    // The reference server's refusal, built by shared/psa/errors.ts, in English as before.
    const both = TimesheetListQuery.safeParse({});
    expect(both.error && validationError(both.error).message).toBe(
      'projectid: projectid or accountid is required',
    );
    expect(
      first(
        SignInRequest.safeParse({ preset: 'custom', baseUrl: 'ftp://x', clientId: 'a', clientSecret: 'b' }),
      ),
    ).toBe('must be an http:// or https:// address');
    expect(
      first(
        SignInRequest.safeParse({ preset: 'custom', baseUrl: 'https://x', clientId: ' ', clientSecret: 'b' }),
      ),
    ).toBe('enter the client id');
  });

  it('shortcuts and expense amounts', () => {
    expect(first(ShortcutText.safeParse('Hyper+T'))).toBe(
      '"hyper" is not a modifier (use Ctrl, Alt, Shift, Super or CommandOrControl)',
    );
    expect(acceleratorProblem('Ctrl+Alt+F25')).toEqual({
      key: 'settings:desktop.problem.notKey',
      params: { name: 'F25' },
    });
    const amounts = computeExpenseAmounts({ amountExVAT: '10', mode: 'total', totalAmount: '5' });
    expect(amounts.ok ? null : englishProblem(amounts.problem)).toBe(
      'must not be less than the amount excluding VAT',
    );
  });
});

/** Every .ts / .tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('no problem is found by its English text', () => {
  it('the matching helpers and their tables are gone from the source tree', () => {
    const root = join(__dirname, '../..');
    const files = ['shared', 'electron', 'renderer/src'].flatMap((d) => sources(join(root, d)));
    const gone = [
      /shared-problems/,
      /\b(validationKey|unitProblemKey|sharedProblemText|unitProblemText|validationText|shortcutProblem)\b/,
      // a catalogue text turned into a lookup table or a pattern
      /Object\.entries\(en\.(validation|units)/,
      /=== en\.(validation|units)\./,
      /is not \(a modifier/,
      /\/\^The \(\.\+\)/,
      /\/\^damaged \\\(/,
    ];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return gone.filter((re) => re.test(text)).map((re) => `${file}: ${re}`);
    });
    expect(found).toEqual([]);
  });
});
