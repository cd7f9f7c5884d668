import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import ReportsPanel from '../../renderer/src/features/reports/ReportsPanel';
import { useReports } from '../../renderer/src/features/reports/store';
import { useSettings } from '../../renderer/src/features/settings/store';
import { applyLanguage, applyWeekStart } from '../../renderer/src/i18n';
import { attachCore, detachCore } from './support/bridge';
import { renderApp } from './support/render';

/*
 * Walkthrough 30, points 3 and 7: the reports' subtitle named Monday as the week start while the
 * charts cut Sunday weeks, and the utilization's "4.2 weeks × 40 h" kept a decimal point in Dutch.
 * The subtitle says the week start in effect; the week count is written as the language writes
 * numbers. A real core in demo mode on a fixed clock, synced once.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
let core: AppCore;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-walk30-reports-'));
  core = createAppCore({ dataDir: dir, syncOnStart: false, now: () => NOW });
  await core.ready;
  expect((await core.invoke('setup:demo', {})).ok).toBe(true);
  attachCore(core);
  await useSettings.getState().load();
  const sync = await core.invoke('sync:run', {});
  expect(sync.ok && sync.data.outcome).toBe('ok');
});

afterAll(async () => {
  applyWeekStart('monday');
  applyLanguage('system');
  detachCore();
  await core?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const intro = () =>
  screen.getByText(/^Your own entries|^Je eigen boekingen|^Ihre eigenen Buchungen/).textContent;

describe('the reports say their week start and numbers in the language', () => {
  it('names the week start in effect in the subtitle, in English and Dutch', async () => {
    applyLanguage('en');
    applyWeekStart('monday');
    const view = renderApp(<ReportsPanel />);
    await screen.findByRole('heading', { name: 'Reports' });
    expect(intro()).toMatch(/weeks start on Monday\.$/);
    applyWeekStart('sunday');
    await waitFor(() => expect(intro()).toMatch(/weeks start on Sunday\.$/));
    applyLanguage('nl');
    await waitFor(() => expect(intro()).toMatch(/weken beginnen op zondag\.$/));
    applyLanguage('de');
    await waitFor(() => expect(intro()).toMatch(/Wochen beginnen am Sonntag\.$/));
    view.unmount();
  });

  it('writes the weeks of a month with the Dutch decimal comma', async () => {
    applyLanguage('nl');
    applyWeekStart('monday');
    await useReports.getState().setMonth('2026-11');
    const view = renderApp(<ReportsPanel />);
    // November 2026 has 21 working days: 4.2 weeks of five.
    const text = await screen.findByText(/weken × 40 u in november 2026/);
    expect(text.textContent).toContain('4,2 weken × 40 u in november 2026');
    view.unmount();
  });
});
