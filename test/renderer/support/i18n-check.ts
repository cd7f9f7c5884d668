import { i18n } from '../../../renderer/src/i18n';
import { useSettings } from '../../../renderer/src/features/settings/store';
import { useSync } from '../../../renderer/src/features/sync/store';
import { de } from '../../../shared/i18n/locales/de';
import { en } from '../../../shared/i18n/locales/en';
import { nl } from '../../../shared/i18n/locales/nl';
import { startCore, type TestCore } from './core';

/*
 * What the renderer's language tests share: a demo core in a language after one sync, and the check
 * that a screen shows no English catalogue text that the language writes differently. Two ways to
 * look: a catalogue text as a phrase anywhere in the screen's text (placeholder texts left out), or
 * as the whole text of one element or label (placeholders match anything).
 */

/** A language the tests look at besides English. */
export type Language = 'nl' | 'de';
/** A catalogue namespace. */
export type Namespace = keyof typeof en;

type Tree = { readonly [key: string]: string | Tree };
const catalogues: Record<Language, Record<Namespace, Tree>> = { nl, de };

/** A demo core with its language setting (the app follows it) and i18n in `language`, synced once through the store. */
export async function startSyncedDemoIn(language: Language): Promise<TestCore> {
  const t = await startCore('demo');
  await t.call('settings:update', { language });
  await useSettings.getState().load();
  // The language follows the setting once the settings are read; said here too, so a test does
  // not depend on where that happens.
  await i18n.changeLanguage(language);
  await useSync.getState().syncNow();
  return t;
}

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

/**
 * The English texts of a namespace a screen in `language` must not show: those that differ from the
 * language's text of the same key, without placeholders (their fixed words are checked through the
 * translated texts instead), longer than a unit or a symbol; `withoutMarkup` leaves out texts with tags.
 */
export function englishPhrases(
  namespace: Namespace,
  language: Language,
  { withoutMarkup = false }: { withoutMarkup?: boolean } = {},
): string[] {
  const translated = new Map(leaves(catalogues[language][namespace]));
  return leaves(en[namespace])
    .filter(
      ([key, text]) =>
        translated.get(key) !== text &&
        !text.includes('{{') &&
        !(withoutMarkup && text.includes('<')) &&
        text.length > 3,
    )
    .map(([, text]) => text);
}

/** The visible text and the accessible names, titles and placeholders of everything rendered. */
export function everythingShown(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [document.body.textContent, ...attributes].join('\n');
}

/** Whether a text shows a phrase as words of its own ("Sync" is not in "Synchroniseren"). */
function showsPhrase(shown: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(shown);
}

/** Which of the given English phrases the screen shows now (expected: none). */
export function phrasesShown(phrases: readonly string[]): string[] {
  const shown = everythingShown();
  return phrases.filter((text) => showsPhrase(shown, text));
}

/**
 * The English texts of a namespace that the language writes differently, as whole-text patterns;
 * `ownWords`: only texts with a word of their own (a text that is little more than placeholders,
 * "{{description}} of {{date}}", would match any sentence with an "of" in it).
 */
function englishPatterns(english: Tree, other: Tree, ownWords: boolean): RegExp[] {
  const out: RegExp[] = [];
  for (const [key, value] of Object.entries(english)) {
    const translated = other[key];
    if (typeof value !== 'string') {
      if (typeof translated === 'object') out.push(...englishPatterns(value, translated, ownWords));
    } else if (value !== translated && (!ownWords || /\p{L}{4,}/u.test(value.replace(/\{\{\w+\}\}/g, '')))) {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
      out.push(new RegExp(`^${ownWords ? escaped.trim() : escaped}$`));
    }
  }
  return out;
}

/** Every text the page shows or names: each element's own text and its labelling attributes. */
function pageTexts(): string[] {
  const texts: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (own) texts.push(own);
    for (const attr of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * The texts on the page that are whole English texts of the namespace the language writes
 * differently (expected: none); `except`: names of records ("Project manager" is a role).
 */
export function englishTextsOnPage(
  namespace: Namespace,
  language: Language,
  { ownWords = false, except = [] }: { ownWords?: boolean; except?: readonly string[] } = {},
): string[] {
  const patterns = englishPatterns(en[namespace], catalogues[language][namespace], ownWords);
  return pageTexts().filter((text) => !except.includes(text) && patterns.some((p) => p.test(text)));
}
