import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { overflowing } from './support/overflow';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { WeekPage } from './pages/WeekPage';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * Layout at laptop sizes (issue 13, point 13), measured in the browser: the week header fits with a
 * running timer (no clipped label, a one-line title), nothing sits under the fixed status bar, long
 * names truncate with a tooltip.
 */

interface Journey {
  dataDir: string;
  web: WebMode;
  browser: Browser;
  page: Page;
  errors: string[];
}

/** The DOM bits the page functions read (this Node-side file has no DOM types). */
interface Box {
  tagName: string;
  closest(s: string): Box | null;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  textContent: string | null;
  getAttribute(n: string): string | null;
  getBoundingClientRect(): { left: number; right: number; top: number; bottom: number };
}
interface Doc {
  getComputedStyle(el: Box): { textOverflow: string; webkitLineClamp: string };
  document: {
    createRange(): { selectNodeContents(n: unknown): void; getClientRects(): Iterable<{ top: number }> };
    elementFromPoint(x: number, y: number): unknown;
  };
}

/** How many lines the week title takes. */
function titleLines(page: Page): Promise<number> {
  return page
    .getByTestId('week-header')
    .getByRole('heading', { level: 2 })
    .evaluate((h) => {
      const range = (globalThis as unknown as Doc).document.createRange();
      range.selectNodeContents(h);
      // One rect per text node and line: count the lines by their tops.
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
}

describe('layout at laptop sizes with a running timer', () => {
  let j: Journey | undefined;

  beforeAll(async () => {
    await ensureRendererBuilt();
    const dataDir = makeDataDir();
    const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    // The timer runs on the demo project with the longest name: the status bar must still fit,
    // shortening only the account and the timer's project, never a badge or a count.
    await bridgeCall(web, 'timer:start', {
      projectId: String(demoId('projects', 2)),
      contractLineId: String(demoId('contract_lines', 12)),
      roleId: String(demoId('roles', 2)),
    });
    const { page, errors } = await openApp(browser, web.url);
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    j = { dataDir, web, browser, page, errors };
  }, 120_000);
  afterAll(async () => {
    await j?.browser.close();
    await j?.web.stop();
    if (j) removeDataDir(j.dataDir);
  });

  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    it(`the week header fits at ${width}x${height}: no clipped label, a one-line title`, async () => {
      const page = j!.page;
      await page.setViewportSize({ width, height });
      const week = new WeekPage(page);
      await week.openByKeyboard();
      await week.timer.waitFor();
      await page.screenshot({ path: `/tmp/layout-week-${width}.png` });
      expect(await overflowing(page.getByTestId('week-header'))).toEqual([]);
      expect(await titleLines(page)).toBe(1);
      // The running timer sits in the status bar (on every page), which fits as well.
      expect(await overflowing(page.getByRole('region', { name: 'Sync status' }))).toEqual([]);
      // The timer's project name may be cut short, but then says it in full on hover.
      const badge = week.timer.getByTitle(/Zuiderzee Installatietechniek Data platform/);
      expect(await badge.count()).toBe(1);
    });

    it(`at ${width}x${height} the Settings theme switch scrolls clear of the status bar and takes a click`, async () => {
      const page = j!.page;
      await page.setViewportSize({ width, height });
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: 'Settings' })
        .click();
      const theme = page.getByRole('region', { name: 'Appearance' }).getByText('Dark', { exact: true });
      await theme.waitFor();
      await theme.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/layout-settings-${width}.png` });
      const hit = await theme.evaluate((el) => {
        const r = (el as unknown as Box).getBoundingClientRect();
        const at = (globalThis as unknown as Doc).document.elementFromPoint(
          (r.left + r.right) / 2,
          (r.top + r.bottom) / 2,
        );
        return at === el || (el as unknown as { contains(n: unknown): boolean }).contains(at);
      });
      expect(hit).toBe(true);
      // The last section too: the page's end is reachable above the bar.
      const backups = page.getByRole('region', { name: 'Backups' });
      await backups.scrollIntoViewIfNeeded();
      const [bottom, barTop] = await Promise.all([
        backups.evaluate((el) => (el as unknown as Box).getBoundingClientRect().bottom),
        page.getByRole('contentinfo').evaluate((el) => (el as unknown as Box).getBoundingClientRect().top),
      ]);
      expect(bottom).toBeLessThanOrEqual(barTop);
      expect(j!.errors).toEqual([]);
    });
  }
  it('a name cut short by an ellipsis shows its full text on hover (the expense list at 1280x720)', async () => {
    const page = j!.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Expenses' })
      .click();
    const list = page.getByRole('list', { name: 'My expenses' });
    await list.getByRole('listitem').first().waitFor();
    // Every text of the list the ellipsis (or a line clamp) cuts carries its full text as its title.
    const hidden = await list.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => {
        const box = el as unknown as Box;
        const style = (globalThis as unknown as Doc).getComputedStyle(box);
        const cut =
          (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth) ||
          (style.webkitLineClamp !== 'none' && box.scrollHeight > box.clientHeight + 1);
        const text = box.textContent?.trim() ?? '';
        return cut && box.getAttribute('title') !== text ? [text] : [];
      }),
    );
    expect(hidden).toEqual([]);
  });
});
