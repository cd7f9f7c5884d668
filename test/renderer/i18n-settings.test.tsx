import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../renderer/src/i18n';
import SettingsPanel from '../../renderer/src/features/settings/SettingsPanel';
import SyncPanel from '../../renderer/src/features/sync/SyncPanel';
import { useSync } from '../../renderer/src/features/sync/store';
import type { TestCore } from './support/core';
import { englishPhrases, everythingShown, phrasesShown, startSyncedDemoIn } from './support/i18n-check';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * Settings and the sync center in Dutch (issue 17 point 2), against a real core in demo mode: the
 * language comes from the core's setting as in the app, a sync has run (history, counts) and a
 * change waits in the queue; the screens show Dutch texts and none of the English texts of the
 * 'settings' and 'sync' catalogues (those that differ from their Dutch).
 */

let t: TestCore;

beforeAll(async () => {
  t = await startSyncedDemoIn('nl');
  await t.call('expenses:create', {
    ProjectID: PROJECT_1,
    ContractLineID: EXPENSE_LINE,
    ExpenseDate: '2026-03-02T00:00:00.000Z',
    AmountExVAT: '10.00',
    VATAmount: '2.10',
    TotalAmount: '12.10',
    Description: 'Parkeren',
  });
  await useSync.getState().refreshStatus();
});

afterAll(async () => {
  await i18n.changeLanguage('en');
  await t.close();
});

describe('Settings and the sync center in Dutch', () => {
  it('shows Settings in Dutch and no English text of the settings catalogue', async () => {
    expect(i18n.language).toBe('nl');
    const view = renderApp(<SettingsPanel />);
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Herinneringen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Back-ups' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Synchronisatie-instellingen opslaan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verbinding testen' })).toBeTruthy();
    expect(screen.getByText('Als ik de week indien')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Donker' })).toBeTruthy();
    // A check at the field speaks Dutch too (zod messages resolve when shown).
    const interval = screen.getByRole('textbox', { name: 'Synchroniseren elke (minuten)' });
    const user = newUser();
    await user.clear(interval);
    await user.type(interval, '5000');
    expect(await screen.findByText('Mag hoogstens 1440 zijn')).toBeTruthy();
    // The backups' table (or its empty line) has arrived before the whole screen is read.
    await waitFor(() => expect(everythingShown()).toMatch(/Nog geen back-up\.|Gemaakt/));

    const english = phrasesShown(englishPhrases('settings', 'nl'));
    expect(english).toEqual([]);
    view.unmount();
  });

  it('shows the sync center in Dutch and no English text of the sync catalogue', async () => {
    renderApp(<SyncPanel />);
    expect(await screen.findByRole('heading', { name: 'Synchroniseren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nu synchroniseren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alles vernieuwen' })).toBeTruthy();
    expect(screen.getByTestId('pending-count').textContent).toBe('1 wijziging nog niet verzonden');
    const queue = await screen.findByRole('table', { name: 'Wijzigingen die wachten op verzending' });
    expect(within(queue).getByRole('columnheader', { name: 'Pogingen' })).toBeTruthy();
    expect(within(queue).getByRole('button', { name: 'Verwerpen' })).toBeTruthy();
    // What the change is, in Dutch with Dutch numbers (walkthrough 30, point 4).
    expect(within(queue).getByText(/^Onkostenpost 2 mrt 2026, .*12,10 op .+ · Parkeren$/)).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Recente synchronisaties' });
    expect(within(history).getAllByText('Gesynchroniseerd').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/^\d+ wijzigingen? verzonden, \d+ records? opgehaald, 0 geweigerd\.$/),
    ).toBeTruthy();

    const english = phrasesShown(englishPhrases('sync', 'nl'));
    expect(english).toEqual([]);
  });
});
