import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/locales/en';
import { de } from '../../shared/i18n/locales/de';
import { i18n } from '../../renderer/src/i18n';
import ReportsPanel from '../../renderer/src/features/reports/ReportsPanel';
import ReviewPanel from '../../renderer/src/features/review/ReviewPanel';
import { useSettings } from '../../renderer/src/features/settings/store';
import FirstStart from '../../renderer/src/features/setup/FirstStart';
import { SignInForm } from '../../renderer/src/features/signin/SignInForm';
import { useSync } from '../../renderer/src/features/sync/store';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * Reports, the team review, the first start and the sign-in form in German (issue 17 point 2),
 * against a real core in demo mode after a sync: each screen shows German texts and none of the
 * English texts of its catalogue (those that differ from their German).
 */

let t: TestCore;

type Tree = { readonly [key: string]: string | Tree };
type Namespace = 'reports' | 'review' | 'setup' | 'signin';

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

/** The English texts of a namespace that differ from their German, without placeholders or markup. */
function englishOnly(namespace: Namespace): string[] {
  const german = new Map(leaves(de[namespace]));
  return leaves(en[namespace])
    .filter(([key, text]) => german.get(key) !== text && !/\{\{|</.test(text) && text.length > 3)
    .map(([, text]) => text);
}

/** The visible text and the accessible names, titles and placeholders of everything rendered. */
function everythingShown(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [document.body.textContent, ...attributes].join('\n');
}

/** Whether a text shows a phrase as words of its own. */
function showsPhrase(shown: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(shown);
}

/** The English texts of the namespace the screen shows now. */
const englishShown = (namespace: Namespace) => {
  const shown = everythingShown();
  return englishOnly(namespace).filter((text) => showsPhrase(shown, text));
};

beforeAll(async () => {
  t = await startCore('demo');
  await t.call('settings:update', { language: 'de' });
  await useSettings.getState().load();
  await i18n.changeLanguage('de');
  await useSync.getState().syncNow();
});

afterAll(async () => {
  await i18n.changeLanguage('en');
  await t.close();
});

describe('reports, review, first start and sign-in in German', () => {
  it('shows the reports in German', async () => {
    const view = renderApp(<ReportsPanel />);
    expect(await screen.findByRole('heading', { name: 'Berichte' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stunden pro Woche' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Monatlicher Ausgabenbericht' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zeiteinträge exportieren' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('hours-total').textContent).toMatch(/ vom .+ bis /));
    await screen.findByRole('table', { name: 'Auslastung pro Woche' });
    expect(englishShown('reports')).toEqual([]);
    view.unmount();
  });

  it('shows the team review in German', async () => {
    const view = renderApp(<ReviewPanel />);
    expect(await screen.findByRole('heading', { name: 'Prüfung' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Teamwoche' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bereit zur Abrechnung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Von mir geprüfte Projekte \(\d+\)$/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('review-week-title').textContent).toMatch(/^Woche \d+$/));
    expect(englishShown('review')).toEqual([]);
    view.unmount();
  });

  it('shows the first start and the sign-in form in German', () => {
    const first = renderApp(<FirstStart />);
    expect(screen.getByRole('heading', { name: 'Willkommen bei PSA Desk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nur offline arbeiten' })).toBeTruthy();
    expect(englishShown('setup')).toEqual([]);
    first.unmount();

    renderApp(<SignInForm preset="psohub" />);
    expect(screen.getByRole('button', { name: 'Im Browser anmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einstellungsdatei importieren…' })).toBeTruthy();
    expect(englishShown('signin')).toEqual([]);
  });
});
