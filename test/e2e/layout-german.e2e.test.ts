import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { openDemoApp, type DemoApp } from './support/demo-app';
import { overflowing } from './support/overflow';
import { bridgeCall } from './support/web-mode';

/*
 * German words are long (issue 17 point 2): the week header (Woche, Vorwoche kopieren,
 * Schnellerfassung, Woche einreichen) and the status bar (Nur offline, Zuletzt synchronisiert,
 * Jetzt synchronisieren) with a running timer fit a 1280x720 window without a clipped label, as
 * the English ones do (test/e2e/layout.e2e.test.ts). Web mode with the demo remote, in German
 * from the language setting.
 */

let app: DemoApp | undefined;
let page: Page;
let errors: string[];

beforeAll(async () => {
  app = await openDemoApp({
    prepare: async (web) => {
      await bridgeCall(web, 'settings:update', { language: 'de', weekSubmission: true });
      await bridgeCall(web, 'timer:start', {
        projectId: String(demoId('projects', 2)),
        contractLineId: String(demoId('contract_lines', 12)),
        roleId: String(demoId('roles', 2)),
      });
    },
  });
  ({ page, errors } = app);
  await page.getByRole('navigation', { name: 'Bereiche' }).waitFor();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('German at 1280x720', () => {
  it('the week header and the status bar fit: no clipped label, a one-line title', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.keyboard.press('Control+1');
    await page.getByRole('grid').waitFor();
    await page.getByTestId('timer-elapsed').waitFor();
    await page.screenshot({ path: '/tmp/layout-week-de-1280.png' });
    const header = page.getByTestId('week-header');
    await header.getByRole('button', { name: 'Vorwoche kopieren' }).waitFor();
    expect(await overflowing(header)).toEqual([]);
    const title = header.getByRole('heading', { level: 2 });
    expect(await title.textContent()).toMatch(/^Woche \d+$/);
    const bar = page.getByRole('region', { name: 'Synchronisierungsstatus' });
    await bar.getByRole('button', { name: 'Synchronisieren' }).waitFor();
    expect(await overflowing(bar)).toEqual([]);
    // The timer may shorten its project's name, never its elapsed time.
    const elapsed = bar.getByTestId('timer-elapsed');
    const shown = await elapsed.evaluate((el) => {
      type Rect = { getBoundingClientRect(): { right: number } };
      const label = (el as unknown as { parentElement: Rect }).parentElement;
      return (
        (el as unknown as Rect).getBoundingClientRect().right <= label.getBoundingClientRect().right + 0.5
      );
    });
    expect(shown).toBe(true);
    // The navbar names every section in full.
    const nav = page.getByRole('navigation', { name: 'Bereiche' });
    expect(await overflowing(nav)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
