import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bridgeCall } from './support/web-mode';
import { startJourney, stopJourney, type Journey } from './support/journey';
import { WeekPage } from './pages/WeekPage';
import { CONSULTANT_ROLE, PROJECT_1, TIME_LINE } from '../renderer/support/demo-ids';

/*
 * The keyboard never drops to the page body when the control it was on goes away (found by a
 * keyboard-only walkthrough): Alt+→ from a week cell lands on the same cell of the next week, and
 * Stop timer in the status bar hands the focus to Sync now beside it. Chromium at 1280x720.
 */

/** What has the focus, as "role/id" (run in the page; the node side has no DOM types). */
const focusIs = (page: Page) =>
  page.evaluate(() => {
    const el = (
      globalThis as unknown as {
        document: {
          activeElement: { getAttribute(n: string): string | null; id: string; tagName: string } | null;
        };
      }
    ).document.activeElement;
    return el ? `${el.getAttribute('role') ?? el.tagName.toLowerCase()}/${el.id}` : 'none';
  });

describe('the focus stays on something useful', () => {
  let j: Journey | undefined;
  let page: Page;

  beforeAll(async () => {
    j = await startJourney();
    page = j.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  }, 120_000);
  afterAll(async () => {
    if (j) await stopJourney(j);
  });

  it('Alt+→ and Alt+← from a week cell keep the focus on a cell (on the add-row field in an empty week)', async () => {
    const week = new WeekPage(page);
    await week.openByKeyboard();
    // Early on a Monday the demo has booked nothing this week yet (no row, only the head's and
    // foot's cells): the journey then starts from last week, whose next week is as empty.
    const rows = page.getByRole('grid').locator('tbody tr');
    if ((await rows.count()) === 0) {
      await page.keyboard.press('Alt+ArrowLeft');
      await rows.first().waitFor();
    }
    await rows.first().getByRole('gridcell').first().focus();
    await expect.poll(() => focusIs(page)).toMatch(/^gridcell\//);
    const before = await page.getByRole('grid').getAttribute('data-week');
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => page.getByRole('grid').getAttribute('data-week')).not.toBe(before);
    await expect.poll(() => focusIs(page)).toMatch(/^gridcell\//);
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => page.getByRole('grid').getAttribute('data-week')).toBe(before);
    await expect.poll(() => focusIs(page)).toMatch(/^gridcell\//);
    // The demo leaves next week empty: no cell, so the add-row field takes the focus.
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => focusIs(page)).toMatch(/^(combobox|input|textbox)\//);
  });

  it('Stop timer in the status bar leaves the focus on Sync now', async () => {
    await bridgeCall(j!.web, 'timer:start', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: CONSULTANT_ROLE,
    });
    const stop = page
      .getByRole('region', { name: 'Sync status' })
      .getByRole('button', { name: /Stop timer/ });
    await stop.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status', { name: 'Timer' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusIs(page)).toBe('button/status-sync-now');
  });
});
