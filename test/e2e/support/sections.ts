import type { Page } from 'playwright-core';
import deShell from '../../../shared/i18n/locales/de/shell';
import enShell from '../../../shared/i18n/locales/en/shell';
import nlShell from '../../../shared/i18n/locales/nl/shell';

/*
 * Every section of the app by its navbar name (renderer/src/app/sections.ts, in that order), and
 * how a test waits until one is shown with its data: the accessibility journey, the layout
 * journey at three window sizes and the screenshot script walk them all.
 */

/** The sections' navbar names, in navbar order. */
export const SECTION_NAMES = [
  'Week',
  'Entries',
  'Expenses',
  'Projects',
  'Companies',
  'Plans',
  'Invoices',
  'Sync',
  'Reports',
  'Review',
  'Settings',
] as const;

/** A section's navbar name. */
export type SectionName = (typeof SECTION_NAMES)[number];

/** True while something on the page still says it is loading (a loader, a skeleton, aria-busy). */
function loading(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<unknown> } })
      .document;
    return (
      doc.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]').length > 0
    );
  });
}

const SHELLS = { en: enShell, nl: nlShell, de: deShell } as const;

/** A section's navbar name in the app's language (the shell catalogue). */
export function sectionLabel(name: SectionName, language: keyof typeof SHELLS = 'en'): string {
  const key = name.toLowerCase() as keyof (typeof enShell)['nav']['sections'];
  return SHELLS[language].nav.sections[key];
}

/**
 * Opens a section from the navbar and waits for its heading, then until nothing says it is
 * loading (a few seconds at most: a section may keep a loader by design, e.g. a running sync).
 * `language` is the app's language: the navbar and the sections' names are translated.
 */
export async function openSection(
  page: Page,
  name: SectionName,
  language: keyof typeof SHELLS = 'en',
): Promise<void> {
  const label = sectionLabel(name, language);
  // The button's name is the section's name and its shortcut ("Week Ctrl+1").
  await page
    .getByRole('navigation', { name: SHELLS[language].nav.region })
    .getByRole('button', { name: new RegExp(`^${label}( |$)`) })
    .click();
  const region = page.getByRole('region', { name: label, exact: true });
  await region.getByRole('heading', { level: 2 }).first().waitFor();
  for (let i = 0; i < 50 && (await loading(page)); i++) await page.waitForTimeout(100);
  // Lists fill and charts animate in just after their data arrives.
  await page.waitForTimeout(400);
}

/** Switches the app's theme through the page (Mantine keeps it on <html data-mantine-color-scheme>). */
export async function useColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (s) =>
      (
        globalThis as unknown as { document: { documentElement: { getAttribute(n: string): string | null } } }
      ).document.documentElement.getAttribute('data-mantine-color-scheme') === s,
    scheme,
  );
}
