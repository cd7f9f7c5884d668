import { describe, expect, it } from 'vitest';
import { LANGUAGES, formatLocale, resolveLanguage } from '../../shared/i18n/languages';
import { resources } from '../../shared/i18n/resources';

/*
 * Every string of the interface exists in English, Dutch and German (issue 17 point 2): a key
 * missing from a translation, an empty text, a placeholder lost or renamed, or a plural form the
 * language does not use fails here (and the key shape is a type error too).
 */

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

const english = new Map(leaves(resources.en));

describe('translation catalogues', () => {
  for (const language of LANGUAGES) {
    const texts = new Map(leaves(resources[language]));

    it(`${language} has every English key and no other`, () => {
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${language} has no empty text and keeps every placeholder`, () => {
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    });

    it(`${language} plural forms are the ones the language uses`, () => {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of texts.keys()) {
        const form = PLURAL.exec(key)?.[1];
        if (form) expect(forms, key).toContain(form);
      }
    });
  }
});

describe('language and locale', () => {
  it('follows the system when it speaks one of ours, else English', () => {
    expect(resolveLanguage('system', 'de-AT')).toBe('de');
    expect(resolveLanguage('system', 'nl-BE')).toBe('nl');
    expect(resolveLanguage('system', 'fr-FR')).toBe('en');
    expect(resolveLanguage('nl', 'en-US')).toBe('nl');
  });

  it("keeps the system's region for formats where the pair exists", () => {
    expect(formatLocale('en', 'en-US')).toBe('en-US');
    expect(formatLocale('en', 'nl-NL')).toBe('en-NL');
    expect(formatLocale('nl', 'en-US')).toBe('nl-NL');
    expect(formatLocale('de', 'de-CH')).toBe('de-CH');
  });
});
