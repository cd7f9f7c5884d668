import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusBar } from '../../renderer/src/app/StatusBar';
import { i18n } from '../../renderer/src/i18n';
import { useSettings } from '../../renderer/src/features/settings/store';
import { useSync } from '../../renderer/src/features/sync/store';
import { useWeek } from '../../renderer/src/features/week/store';
import WeekPanel from '../../renderer/src/features/week/WeekPanel';
import { startCore, type TestCore } from './support/core';
import { englishPhrases, phrasesShown } from './support/i18n-check';
import { DEV_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { renderApp } from './support/render';

/*
 * The week view and the status bar in German (issue 17 point 2), against a real core in demo
 * mode: the language comes from the core's setting as in the app (Settings › Language), the week
 * has a row and a pending entry, and the screen shows German texts and none of the English texts
 * of the 'week', 'shell' and 'common' catalogues (those that differ from their German).
 */

let t: TestCore;
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const ROW = { projectId: PROJECT_1, contractLineId: TIME_LINE, roleId: DEV_ROLE };

beforeAll(async () => {
  t = await startCore('demo');
  await t.call('week:addRow', { weekStart: MONDAY, ...ROW });
  await t.call('week:setCell', { ...ROW, date: TUESDAY, hours: '3.5' });
  await t.call('settings:update', { language: 'de' });
  await useSettings.getState().load();
  await useSync.getState().refreshStatus();
});

afterAll(async () => {
  await i18n.changeLanguage('en');
  await t.close();
});

describe('the week view and the status bar in German', () => {
  it('shows German texts and no English text of the week and shell catalogues', async () => {
    expect(i18n.language).toBe('de');
    useWeek.setState({ row: 0, col: 1 });
    useWeek.getState().goTo(TUESDAY);
    renderApp(
      <>
        <WeekPanel />
        <StatusBar />
      </>,
    );

    // The week: its title, grid, the day's entry and the buttons.
    await screen.findByRole('grid', { name: /^Woche vom / });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Woche \d+$/);
    expect(screen.getByRole('button', { name: 'Vorwoche kopieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schnellerfassung Ctrl+N' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Projekt · Position · Rolle' })).toBeTruthy();
    const day = await screen.findByRole('region', { name: /^Buchungen vom / });
    expect(within(day).getByText('1 Buchung · 3,5 Std.')).toBeTruthy();
    expect(within(day).getByText('Ausstehend')).toBeTruthy();
    expect(within(day).getByRole('button', { name: /^Die Buchung .* bearbeiten$/ })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Zeile hinzufügen' })).toBeTruthy();

    // The status bar: connection, pending count and Sync now.
    const bar = screen.getByRole('region', { name: 'Synchronisierungsstatus' });
    expect(within(bar).getByRole('button', { name: 'Synchronisieren' })).toBeTruthy();
    // Its key as this platform writes it, not "Ctrl/⌘" (walkthrough 30, point 18).
    expect(within(bar).getByRole('button', { name: 'Synchronisieren' }).getAttribute('title')).toBe(
      'Jetzt synchronisieren (Ctrl+Shift+S)',
    );
    expect(within(bar).getByTestId('last-sync').textContent).toMatch(/^(Sync: .+|Noch kein Sync)$/);

    const english = (['week', 'shell', 'common'] as const).flatMap((namespace) =>
      englishPhrases(namespace, 'de'),
    );
    expect(english.length).toBeGreaterThan(100);
    expect(phrasesShown(english)).toEqual([]);
  });

  it('names a cell in German for a screen reader', async () => {
    renderApp(<WeekPanel />);
    const grid = await screen.findByRole('grid', { name: /^Woche vom / });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('gridcell')
          .some((c) => /: 3,5 Stunden, ausstehend$/.test(c.getAttribute('aria-label') ?? '')),
      ).toBe(true),
    );
  });
});
