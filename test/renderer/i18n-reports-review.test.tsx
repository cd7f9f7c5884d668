import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../renderer/src/i18n';
import ReportsPanel from '../../renderer/src/features/reports/ReportsPanel';
import ReviewPanel from '../../renderer/src/features/review/ReviewPanel';
import FirstStart from '../../renderer/src/features/setup/FirstStart';
import { SignInForm } from '../../renderer/src/features/signin/SignInForm';
import type { TestCore } from './support/core';
import { englishPhrases, phrasesShown, startSyncedDemoIn, type Namespace } from './support/i18n-check';
import { renderApp } from './support/render';

/*
 * Reports, the team review, the first start and the sign-in form in German (issue 17 point 2),
 * against a real core in demo mode after a sync: each screen shows German texts and none of the
 * English texts of its catalogue (those that differ from their German).
 */

let t: TestCore;

/** The English texts of the namespace (without placeholders or markup) the screen shows now. */
const englishShown = (namespace: Namespace) =>
  phrasesShown(englishPhrases(namespace, 'de', { withoutMarkup: true }));

beforeAll(async () => {
  t = await startSyncedDemoIn('de');
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
