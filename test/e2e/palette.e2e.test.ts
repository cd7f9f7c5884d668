import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bridgeCall } from './support/web-mode';
import { startJourney, stopJourney, type Journey } from './support/journey';
import { CompaniesPage } from './pages/CompaniesPage';
import { ProjectsPage } from './pages/ProjectsPage';
import { overflowing } from './support/overflow';
import { highlight } from './support/pick-option';
import { COMPANY_1, CONSULTANT_ROLE, PROJECT_1, TIME_LINE } from '../renderer/support/demo-ids';

/*
 * Search everywhere (issue 13, point 12), by keyboard only at 1280x720: Ctrl+K opens the command
 * palette from anywhere (also from a text field), typing 'goteborg' finds 'Göteborgs Hamnlogistik
 * AB' and a project number finds its project, Enter lands on the record in its section, Escape
 * gives the focus back; `?` outside a text field lists the keyboard shortcuts.
 */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search everywhere' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: 'Search everywhere' });

/** Whether the element has the focus (run in the page; the node side has no DOM types). */
const focused = (el: unknown) =>
  el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;

describe('command palette and shortcuts', () => {
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

  it('Ctrl+K from a text field, "goteborg", Enter: the company is open; Escape gives the focus back', async () => {
    const projects = new ProjectsPage(page);
    await projects.search.waitFor();
    await projects.search.focus();
    await page.keyboard.press('Control+k');
    await paletteInput(page).waitFor();
    expect(await paletteInput(page).evaluate(focused)).toBe(true);
    // Nothing typed: the actions, each with its keys.
    await palette(page)
      .getByRole('option', { name: /Go to Week/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => projects.search.evaluate(focused)).toBe(true);

    // Typed at once after the keys: every character lands in the palette, none in the field behind.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('goteborg');
    expect(await paletteInput(page).inputValue()).toBe('goteborg');
    expect(await projects.search.inputValue()).toBe('');
    const company = palette(page)
      .getByRole('group', { name: 'Companies' })
      .getByRole('option', { name: /Göteborgs Hamnlogistik AB/ });
    await company.waitFor();
    await page.screenshot({ path: '/tmp/palette-goteborg.png' });
    await highlight(page, company);
    await page.keyboard.press('Enter');
    const companies = new CompaniesPage(page);
    await companies.companyDetails.getByText('Södra Hamngatan 19', { exact: false }).waitFor();
    expect(await companies.companies.getByRole('option', { selected: true }).textContent()).toContain(
      'Göteborgs Hamnlogistik AB',
    );
    // The keyboard is on the record opened, not on the page's body (nor back in the search field).
    const heading = companies.companyDetails.getByRole('heading', { name: 'Göteborgs Hamnlogistik AB' });
    await expect.poll(() => heading.evaluate(focused)).toBe(true);
  });

  it('a project number, Enter: the Projects section shows that project', async () => {
    const all = await bridgeCall(j!.web, 'projects:list', {});
    const p = (all as { name: string; number: string | null }[]).find((x) => x.number);
    expect(p).toBeDefined();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(p!.number!.toLowerCase());
    const option = palette(page)
      .getByRole('group', { name: 'Projects' })
      .getByRole('option', { name: new RegExp(p!.name) });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    const projects = new ProjectsPage(page);
    await projects.details.getByText(p!.name).first().waitFor();
    const heading = projects.details.getByRole('heading', { name: p!.name });
    await expect.poll(() => heading.evaluate(focused)).toBe(true);
    await page.screenshot({ path: '/tmp/palette-project.png' });
  });

  it('a contact and an invoice, Enter: the keyboard lands on the record opened', async () => {
    // A long email address must not give the contact's card a horizontal scrollbar.
    const email =
      'wilhelmina.oosterbroek-vandenberghe.projectadministration@northwind-enterprise.example.com';
    await bridgeCall(j!.web, 'contacts:create', {
      FirstName: 'Wilhelmina',
      LastName: 'Oosterbroek',
      Email: email,
      CompanyID: COMPANY_1,
    });
    const name = 'Wilhelmina Oosterbroek';
    await page.keyboard.press('Control+k');
    await page.keyboard.type(name);
    const contact = palette(page)
      .getByRole('group', { name: 'Contacts' })
      .getByRole('option', { name: new RegExp(name) })
      .first();
    await contact.waitFor();
    await highlight(page, contact);
    await page.keyboard.press('Enter');
    const companies = new CompaniesPage(page);
    const contactHeading = companies.contactDetails.getByRole('heading', { name });
    await contactHeading.waitFor();
    await expect.poll(() => contactHeading.evaluate(focused)).toBe(true);
    await companies.contactDetails.getByText(email).waitFor();
    expect(await overflowing(companies.contactDetails)).toEqual([]);
    await page.screenshot({ path: '/tmp/palette-contact.png' });

    await page.keyboard.press('Control+k');
    await page.keyboard.type('INV-2026-0005');
    const invoice = palette(page)
      .getByRole('group', { name: 'Invoices' })
      .getByRole('option', { name: /INV-2026-0005/ });
    await invoice.waitFor();
    await highlight(page, invoice);
    await page.keyboard.press('Enter');
    const invoiceHeading = page
      .getByRole('article', { name: 'Invoice' })
      .getByRole('heading', { name: 'INV-2026-0005' });
    await invoiceHeading.waitFor();
    await expect.poll(() => invoiceHeading.evaluate(focused)).toBe(true);
  });

  it('an action runs from the palette', async () => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('go sync');
    await palette(page)
      .getByRole('option', { name: /Go to Sync/ })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Sync', exact: true }).waitFor();
  });

  it('what starts a word wins: "0005" selects the invoice, "stop" the timer action', async () => {
    // A running timer, so that the palette offers Stop timer.
    await bridgeCall(j!.web, 'timer:start', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: CONSULTANT_ROLE,
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('0005');
    const selected = palette(page).getByRole('option', { selected: true });
    await expect.poll(async () => (await selected.textContent()) ?? '').toContain('INV-2026-0005');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('stop');
    await expect.poll(async () => (await selected.textContent()) ?? '').toContain('Stop timer');
    await page.keyboard.press('Escape');
    await bridgeCall(j!.web, 'timer:cancel', {});
  });

  it('? outside a text field lists the shortcuts from the shell table; in a text field it is a character', async () => {
    const projects = new ProjectsPage(page);
    await page.keyboard.press('Control+4');
    await projects.search.waitFor();
    await projects.search.focus();
    await page.keyboard.type('?');
    expect(await projects.search.inputValue()).toContain('?');
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
    await page.keyboard.press('Backspace');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const text = (await help.textContent()) ?? '';
    for (const line of ['Search everywhere', 'Ctrl+K', 'Go to Week', 'Ctrl+1', 'Sync now', 'Ctrl+Shift+S'])
      expect(text).toContain(line);
    await page.screenshot({ path: '/tmp/shortcuts-help.png' });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(j!.errors).toEqual([]);
  });
});
