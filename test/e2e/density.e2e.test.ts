import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openDemoApp, type DemoApp } from './support/demo-app';
import { overflowing } from './support/overflow';
import { openSection, type SectionName } from './support/sections';
import { bridgeCall } from './support/web-mode';

/*
 * Density (issue 17 point 3) at 1280x720 on the synced demo: Compact, chosen in Settings, shows
 * more rows of Entries, Projects and Expenses than Comfortable, at once and after a reload; it
 * makes nothing overflow that did not already, and every target stays 24x24 px or keeps its
 * spacing (WCAG 2.5.8, axe's target-size rule).
 */

/** Each section's list whose rows are counted. */
const LISTS = {
  Entries: (s: Locator) => s.getByRole('list', { name: 'My timesheets' }),
  Projects: (s: Locator) => s.getByRole('listbox', { name: 'Projects' }),
  Expenses: (s: Locator) => s.getByRole('list', { name: 'My expenses' }),
} satisfies Partial<Record<SectionName, (section: Locator) => Locator>>;
type Listed = keyof typeof LISTS;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The DOM bits the page functions read (this Node-side file has no DOM types). */
interface Box {
  getBoundingClientRect(): { top: number; bottom: number };
  querySelectorAll(s: string): Iterable<Box>;
  dispatchEvent(e: unknown): boolean;
}

/** How many rows of a scrolling list are wholly in view. */
function rowsInView(list: Locator): Promise<number> {
  return list.evaluate((el) => {
    const view = (el as unknown as Box).getBoundingClientRect();
    const rows = (el as unknown as Box).querySelectorAll('[role="listitem"], [role="option"]');
    return [...rows].filter((r) => {
      const box = r.getBoundingClientRect();
      return box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5;
    }).length;
  });
}

/**
 * What overflows in a section, without the sizes: the pointer first passes over every text cut with
 * an ellipsis (the app then gives it its full text as a title, app/overflow-titles.ts).
 */
async function overflows(part: Locator): Promise<string[]> {
  await part.evaluate((root) => {
    const g = globalThis as unknown as {
      PointerEvent: new (type: string, init: { bubbles: boolean }) => unknown;
      getComputedStyle(el: Box): { textOverflow: string };
    };
    for (const el of (root as unknown as Box).querySelectorAll('*'))
      if (g.getComputedStyle(el).textOverflow === 'ellipsis')
        el.dispatchEvent(new g.PointerEvent('pointerover', { bubbles: true }));
  });
  return (await overflowing(part)).map((p) => p.replace(/ \(\d+(\.\d+)? > \d+(\.\d+)?\)$/, ''));
}

/**
 * Rows in view of each list; what overflows, and targets too small, per section (the accessibility
 * journey checks the comfortable density's targets with every other rule).
 */
async function survey(page: Page, checkTargets: boolean) {
  const rows = {} as Record<Listed, number>;
  const overflow = new Set<string>();
  const small: string[] = [];
  for (const name of Object.keys(LISTS) as Listed[]) {
    await openSection(page, name);
    rows[name] = await rowsInView(LISTS[name](section(page, name)));
    for (const p of await overflows(section(page, name))) overflow.add(`${name}: ${p}`);
    if (!checkTargets) continue;
    const axe = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    for (const v of axe.violations)
      small.push(`${name}: ${v.id} on ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`);
  }
  return { rows, overflow: [...overflow], small };
}

describe('density at 1280x720', () => {
  let app: DemoApp | undefined;
  let page: Page;

  beforeAll(async () => {
    app = await openDemoApp();
    page = app.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    // More expenses than fit (the demo has four): pending ones, on the first synced one's line.
    let synced: { projectId: string; contractLineId: string }[] = [];
    for (let i = 0; i < 50 && synced.length === 0; i++) {
      synced = (await bridgeCall(app.web, 'expenses:list', {})) as typeof synced;
      if (synced.length === 0) await page.waitForTimeout(200);
    }
    const [line] = synced;
    if (!line) throw new Error('the demo has no expenses');
    for (let day = 10; day < 22; day++)
      await bridgeCall(app.web, 'expenses:create', {
        ProjectID: line.projectId,
        ContractLineID: line.contractLineId,
        AmountExVAT: 10,
        VATAmount: 2.1,
        TotalAmount: 12.1,
        ExpenseDate: `2026-10-${day}T00:00:00Z`,
        Description: `Parking ${day}`,
      });
    await page.reload();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('Compact shows more rows of Entries, Projects and Expenses, overflows nothing more, and survives a reload', async () => {
    const comfortable = await survey(page, false);

    await openSection(page, 'Settings');
    const density = section(page, 'Appearance').getByRole('radiogroup', { name: 'Density' });
    await density.getByRole('radio', { name: 'Comfortable' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string> } } })
          .document.documentElement.dataset.density === 'compact',
    );

    const compact = await survey(page, true);
    const summary = JSON.stringify({ comfortable: comfortable.rows, compact: compact.rows });
    for (const name of Object.keys(LISTS) as Listed[])
      expect(compact.rows[name], `${name}: ${summary}`).toBeGreaterThanOrEqual(comfortable.rows[name] + 2);
    expect(compact.overflow.filter((p) => !comfortable.overflow.includes(p))).toEqual([]);
    expect(compact.overflow.filter((p) => p.endsWith('sticks out'))).toEqual([]);
    expect(compact.small).toEqual([]);

    await page.reload();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    await openSection(page, 'Entries');
    expect(await rowsInView(LISTS.Entries(section(page, 'Entries')))).toBe(compact.rows.Entries);
    expect(app?.errors).toEqual([]);
  }, 60_000);
});
