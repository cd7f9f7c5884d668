import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { lesserFindings, seriousViolations } from './support/axe';
import {
  closeDialog,
  endAwayQuestion,
  raiseAwayQuestion,
  rejectedTimesheet,
  settle,
} from './support/a11y-screens';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { openSection, SECTION_NAMES, useColorScheme, type SectionName } from './support/sections';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { FirstStartPage } from './pages/FirstStartPage';
import { EntriesPage } from './pages/EntriesPage';
import { ExpensesPage } from './pages/ExpensesPage';

/*
 * WCAG 2.2 AA (issue 17 point 1): axe-core checks every section, in the light and the dark theme,
 * and the main drawer or form of the sections that have one, against WCAG 2.0/2.1/2.2 A and AA;
 * also the first start (before the demo is chosen there), the command palette, the shortcuts help,
 * the expense form (mileage, with its problems shown), the fix form of a refused entry, the
 * away question of the timer and the sign-in pages served to the browser. Any serious or critical
 * violation fails the test with its rule, element and summary; moderate and minor ones are printed
 * at the end (and the best-practice rules' findings with AXE_BEST_PRACTICE=1). One web mode and
 * one browser for all: the app runs on the demo remote, synced, so lists, details and charts hold
 * real data.
 */

const SCHEMES = ['light', 'dark'] as const;
/** A dialog over a section: scanned alone (the section is scanned on its own). */
const DIALOG = '[role="dialog"]';
/** The expense form beside its list (the Expenses section is scanned on its own). */
const EXPENSE_FORM = 'form[aria-label="Expense"]';

/** The drawer, dialog or detail a section opens most, opened the way a user does; waits for it. */
const OPENERS: Partial<Record<SectionName, (page: Page) => Promise<void>>> = {
  Week: async (page) => {
    await page.keyboard.press('Control+n');
    await page.getByRole('form', { name: 'Quick entry' }).waitFor();
  },
  Projects: async (page) => {
    // By keyboard, as the smoke journey does: the list keeps the focus, Home picks the first row.
    const panel = page.getByRole('region', { name: 'Projects', exact: true });
    await panel.getByRole('listbox', { name: 'Projects' }).focus();
    await page.keyboard.press('Home');
    await panel.getByRole('complementary', { name: 'Project details' }).waitFor();
  },
  Companies: async (page) => {
    await page
      .getByRole('region', { name: 'Companies' })
      .getByRole('button', { name: 'New company' })
      .click();
    await page.getByRole('dialog').getByRole('form', { name: 'New company' }).waitFor();
  },
  Invoices: async (page) => {
    const panel = page.getByRole('region', { name: 'Invoices', exact: true });
    await panel.getByRole('listbox', { name: 'Invoices' }).getByRole('option').first().click();
    await panel.getByRole('article', { name: 'Invoice' }).waitFor();
  },
};

describe('accessibility (axe-core, WCAG 2.2 AA) of every screen in both themes', () => {
  const dataDir = makeDataDir();
  let web: WebMode | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let errors: string[];

  /** Scans the page (or only `within`) in each theme; answers the serious findings, each with where it was. */
  async function scanThemes(screen: string, within?: string) {
    const found: string[] = [];
    for (const scheme of SCHEMES) {
      await useColorScheme(page, scheme);
      await settle(page);
      const seen = await seriousViolations(page, `${screen} (${scheme})`, within);
      found.push(...seen.map((v) => `[${screen}, ${scheme}] ${v}`));
    }
    return found;
  }

  beforeAll(async () => {
    await ensureRendererBuilt();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    ({ page, errors } = await openApp(browser, web.url));
  }, 120_000);

  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      await page?.screenshot({ path: `/tmp/a11y-failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}.png` });
    });
  });

  // A test that failed with a dialog open must not hide the navbar from the next one.
  afterEach(async () => {
    for (let i = 0; i < 3 && (await page?.locator('[role="dialog"]').count()) > 0; i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
  });

  afterAll(async () => {
    // Reported, not enforced: the moderate and minor findings of all scans.
    console.log(
      `axe findings not enforced (moderate, minor, best practice):\n${lesserFindings().join('\n') || '(none)'}`,
    );
    await browser?.close();
    await web?.stop();
    removeDataDir(dataDir);
  });

  it('the first start and its sign-in form (with its problems shown) have no serious or critical violation', async () => {
    const first = new FirstStartPage(page);
    await first.waitUntilShown();
    const found = await scanThemes('first start');
    await first.choice('Custom server').click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign in with the browser' }).click();
    await form.getByText('Enter the full server address', { exact: false }).first().waitFor();
    found.push(...(await scanThemes('first start: sign-in form')));
    // The demo set up by the core (as "Start a demo remote" does, its first sync included), then
    // the app loaded afresh: no navigation of the first start may land after the next test's.
    await bridgeCall(web!, 'setup:demo');
    await page.reload();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  for (const scheme of SCHEMES) {
    for (const name of SECTION_NAMES) {
      it(`${name} in the ${scheme} theme has no serious or critical violation`, async () => {
        await useColorScheme(page, scheme);
        await openSection(page, name);
        const found = await seriousViolations(page, `${name} (${scheme})`);
        const open = OPENERS[name];
        if (open) {
          await open(page);
          await page.waitForTimeout(400);
          const inside = await seriousViolations(page, `${name} opened (${scheme})`);
          found.push(...inside.map((v) => `[open] ${v}`));
          await page.keyboard.press('Escape');
          await page
            .locator('[role="dialog"]')
            .first()
            .waitFor({ state: 'detached', timeout: 5000 })
            .catch(() => {});
        }
        expect(found, found.join('\n')).toEqual([]);
        expect(errors).toEqual([]);
      }, 60_000);
    }
  }

  // A toast shows only after an action: axe sees its close button only while one is showing.
  it('a notification (toast) has no serious or critical violation and a named close button', async () => {
    await useColorScheme(page, 'light');
    await openSection(page, 'Week');
    await page
      .getByRole('region', { name: 'Week', exact: true })
      .getByRole('button', { name: /^Copy last week/ })
      .click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    await page.waitForTimeout(400); // the toast slides in
    expect(await toast.getByRole('button', { name: 'Close' }).count()).toBe(1);
    const found = await seriousViolations(page, 'toast (light)');
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the command palette and the shortcuts help have no serious or critical violation', async () => {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search everywhere' });
    await palette.getByRole('option', { name: /Go to Week/ }).waitFor();
    await page.keyboard.type('north');
    await palette
      .getByRole('option', { name: /Northwind/ })
      .first()
      .waitFor();
    const found = await scanThemes('command palette', DIALOG);
    await closeDialog(page);
    // `?` outside a text field: the navbar's first button has the focus.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button').first().focus();
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    found.push(...(await scanThemes('shortcuts help', DIALOG)));
    await closeDialog(page);
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the expense form with Mileage chosen and its problems shown has no serious or critical violation', async () => {
    await useColorScheme(page, 'light');
    const expenses = new ExpensesPage(page);
    await expenses.open();
    // The category is a segmented control: its radios are hidden behind their labels.
    await expenses.form.locator('label', { hasText: /^Mileage$/ }).click();
    await expenses.form.getByLabel('Distance (km)').waitFor();
    // Saved empty: the problems show at their fields and above Save; one state shows both.
    await expenses.form.getByRole('button', { name: 'Save' }).click();
    await expenses.form.getByRole('alert').first().waitFor();
    const found = await scanThemes('expense form: mileage, problems shown', EXPENSE_FORM);
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the fix form of an entry the remote refused has no serious or critical violation', async () => {
    await useColorScheme(page, 'light');
    const description = await rejectedTimesheet(page, web!);
    const entries = new EntriesPage(page);
    await entries.open();
    await entries.waitForState(description, 'Rejected');
    await entries.timesheet(description).getByRole('button', { name: /^Fix/ }).click();
    await entries.fixDialog.waitFor();
    const found = await scanThemes('entry fix form', DIALOG);
    await closeDialog(page);
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it("the timer's away question has no serious or critical violation", async () => {
    await useColorScheme(page, 'light');
    await raiseAwayQuestion(page, web!);
    const found = await scanThemes('away question', DIALOG);
    await endAwayQuestion(page, web!);
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it("the remote's sign-in page and the app's page after it have no serious or critical violation", async () => {
    await useColorScheme(page, 'light');
    const { remoteUrl } = (await bridgeCall(web!, 'settings:get')) as { remoteUrl: string };
    await openSection(page, 'Settings');
    const section = page.getByRole('region', { name: 'Sign-in' });
    await section.getByRole('button', { name: 'Custom server' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Server address').fill(remoteUrl);
    await form.getByLabel('Your email').fill('demo-admin@example.com');
    const opened = page.context().waitForEvent('page');
    await form.getByRole('button', { name: 'Sign in with the browser' }).click();
    const tab = await opened;
    await tab.waitForURL(/\/link\/apiauthorization\?/);
    await tab.getByRole('button', { name: 'Allow' }).waitFor();
    // Served pages without a theme of their own: one scan each.
    const found = (await seriousViolations(tab, 'sign-in page')).map((v) => `[sign-in page] ${v}`);
    await tab.getByRole('button', { name: 'Deny' }).click();
    await tab.waitForURL(/127\.0\.0\.1:\d+\/oauth\/callback\?/);
    const after = await seriousViolations(tab, "app's page after the sign-in");
    found.push(...after.map((v) => `[after the sign-in] ${v}`));
    await tab.close();
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});
