import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { openDemoApp, type DemoApp } from './support/demo-app';
import { overflowing } from './support/overflow';
import { bridgeCall } from './support/web-mode';
import { contrast } from '../../renderer/src/app/contrast';

/*
 * German (and Dutch) words are long (issue 17 point 2): the week header (Woche, Vorwoche kopieren,
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

/** Whether an element is drawn whole: inside every ancestor that clips it (an ellipsis would hide its end). */
async function drawnWhole(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    type Box = {
      parentElement: Box | null;
      getBoundingClientRect(): { left: number; right: number };
    };
    const view = globalThis as unknown as { getComputedStyle(el: Box): { overflowX: string } };
    const r = (node as unknown as Box).getBoundingClientRect();
    for (let up = (node as unknown as Box).parentElement; up; up = up.parentElement) {
      if (view.getComputedStyle(up).overflowX === 'visible') continue;
      const c = up.getBoundingClientRect();
      if (r.left < c.left - 0.5 || r.right > c.right + 0.5) return false;
    }
    return r.right > r.left;
  });
}

const WORDS = {
  de: { nav: 'Bereiche', bar: 'Synchronisierungsstatus', copy: 'Vorwoche kopieren', week: 'Woche' },
  nl: { nav: 'Onderdelen', bar: 'Synchronisatiestatus', copy: null, week: 'Week' },
  en: { nav: 'Sections', bar: 'Sync status', copy: null, week: 'Week' },
} as const;

describe.each(['de', 'nl', 'en'] as const)('%s at 1280x720 with a running timer', (language) => {
  it('the week header and the status bar fit; the elapsed time is never cut', async () => {
    const words = WORDS[language];
    if (language !== 'de') {
      await bridgeCall(app!.web, 'settings:update', { language });
      await page.reload();
    }
    await page.getByRole('navigation', { name: words.nav }).waitFor();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.keyboard.press('Control+1');
    await page.getByRole('grid').waitFor();
    await page.getByTestId('timer-elapsed').waitFor();
    await page.screenshot({ path: `/tmp/layout-week-${language}-1280.png` });
    const header = page.getByTestId('week-header');
    if (words.copy) await header.getByRole('button', { name: words.copy }).waitFor();
    expect(await overflowing(header)).toEqual([]);
    const title = header.getByRole('heading', { level: 2 });
    expect(await title.textContent()).toMatch(new RegExp(`^${words.week} \\d+$`));
    const bar = page.getByRole('region', { name: words.bar });
    await bar.locator('#status-sync-now').waitFor();
    expect(await overflowing(bar)).toEqual([]);
    // The timer may shorten its project's name (its title says it in full), never its elapsed time.
    const elapsed = bar.getByTestId('timer-elapsed');
    expect(await elapsed.textContent()).toMatch(/^\d+:\d\d:\d\d$/);
    expect(await drawnWhole(elapsed)).toBe(true);
    // Narrower still (more text on the bar, e.g. rejected changes): the account and the project
    // name give way, the elapsed time stays whole.
    await page.setViewportSize({ width: 1100, height: 720 });
    expect(await drawnWhole(elapsed)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The navbar names every section in full.
    const nav = page.getByRole('navigation', { name: words.nav });
    expect(await overflowing(nav)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('Review › Ready to invoice in Dutch at 1280x720', () => {
  it('the column titles take at most two lines and stay inside the table', async () => {
    await bridgeCall(app!.web, 'settings:update', { language: 'nl' });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Onderdelen' });
    await nav.getByRole('button', { name: 'Controle' }).click();
    await page.getByRole('tab', { name: 'Klaar om te factureren' }).click();
    const table = page.getByTestId('review-ready');
    await table.waitFor();
    await page.screenshot({ path: '/tmp/layout-review-ready-nl-1280.png' });
    const head = table.locator('thead');
    expect(await overflowing(head)).toEqual([]);
    const lines = await head.locator('th').evaluateAll((cells) =>
      cells.map((c) => {
        type El = { getBoundingClientRect(): { height: number } };
        const view = globalThis as unknown as {
          getComputedStyle(el: El): { lineHeight: string; paddingTop: string; paddingBottom: string };
        };
        const css = view.getComputedStyle(c);
        const inner =
          (c as unknown as El).getBoundingClientRect().height -
          parseFloat(css.paddingTop) -
          parseFloat(css.paddingBottom);
        return Math.round(inner / parseFloat(css.lineHeight));
      }),
    );
    expect(Math.max(...lines)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});

describe("the project picker's highlighted option", () => {
  it('shows its number at 4.5:1 or more on the highlight', async () => {
    await bridgeCall(app!.web, 'settings:update', { language: 'en' });
    await page.reload();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    await page.keyboard.press('Control+1');
    await page.getByRole('combobox', { name: 'Add a row: project' }).fill('a');
    await page.keyboard.press('ArrowDown');
    const option = page.locator('[data-combobox-selected]').first();
    await option.waitFor();
    const [text, back] = await option.evaluate((el) => {
      type El = { querySelector(s: string): El | null };
      const view = globalThis as unknown as {
        getComputedStyle(el: El): { color: string; backgroundColor: string };
      };
      const meta = (el as unknown as El).querySelector('span:last-child')!;
      return [view.getComputedStyle(meta).color, view.getComputedStyle(el).backgroundColor];
    });
    const hex = (rgb: string) =>
      '#' +
      (rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('');
    expect(contrast(hex(text), hex(back))).toBeGreaterThanOrEqual(4.5);
    await page.keyboard.press('Escape');
  });
});
