import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SyncHistory } from '../../renderer/src/features/sync/SyncHistory';
import { useSync } from '../../renderer/src/features/sync/store';
import { i18n } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * The walkthrough in Dutch/German: "Recente synchronisaties" showed "in sync" in English. A run that
 * went well is said from its outcome at display time, so rows stored while the app spoke English
 * read in the language of today. A real core in demo mode, synced once in English.
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('demo');
  await useSync.getState().syncNow();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the sync history', () => {
  it('says a run that went well in German, even one stored in English', async () => {
    await i18n.changeLanguage('de');
    await useSync.getState().refreshLists();
    renderApp(<SyncHistory />);
    expect(await screen.findByRole('table', { name: 'Letzte Synchronisierungen' })).toBeTruthy();
    expect(screen.getAllByText('alles synchron').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('in sync');
  });
});
