import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { toUnits, unitsToText } from '../../shared/decimal';
import { HOURS_SCALE } from '../../shared/psa/scalars';
import { ADMIN_ACCOUNT, CONSULTANT_ROLE, PROJECT_1, TIME_LINE } from '../renderer/support/demo-ids';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { startStoppableRemote, todayUtc, type StoppableRemote } from './support/remote';
import { CompaniesPage } from './pages/CompaniesPage';
import { ProjectsPage } from './pages/ProjectsPage';

/*
 * Lookups on the local store: company search with details (address, contacts, projects), a
 * contact's details, contact search by company name, and the project card's hours this week.
 */
describe('lookups: companies, contacts and the project card', () => {
  let remote: StoppableRemote;
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [remote, web, browser] = await Promise.all([
      startStoppableRemote(),
      startWebMode(dataDir),
      launchBrowser(),
    ]);
    await bridgeCall(web, 'settings:setRemote', {
      url: remote.url,
      token: 'demo-admin-key',
      accountId: ADMIN_ACCOUNT,
    });
    await bridgeCall(web, 'sync:run', {});
    ({ page, errors } = await openApp(browser, web.url));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await remote?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  it('finds a company as you type and shows its address, contacts and projects', async () => {
    const companies = new CompaniesPage(page);
    await companies.open();
    await companies.search('logist');
    await companies.companies.getByRole('option', { name: /Rheinland Logistik AG/ }).waitFor();
    await companies.companies.getByRole('option', { name: /Van den Berg Logistics/ }).click();
    await companies.companyDetails.getByText('Keizersgracht 112', { exact: false }).waitFor();
    await companies.companyDetails
      .getByRole('group', { name: 'Projects of the company' })
      .getByRole('button', { name: /Northwind ERP rollout/ })
      .waitFor();
    expect(await companies.companies.getByRole('option').count()).toBeLessThan(64);
  });

  it("opens a contact of the company and shows the contact's details", async () => {
    const companies = new CompaniesPage(page);
    const first = companies.companyDetails
      .getByRole('group', { name: 'Contacts of the company' })
      .getByRole('button')
      .first();
    const name = ((await first.textContent()) ?? '').split(' · ')[0] ?? '';
    await first.click();
    await companies.contactDetails.getByRole('heading', { name }).waitFor();
    await companies.contactDetails.getByRole('button', { name: 'Van den Berg Logistics B.V.' }).waitFor();
    expect(await companies.contactDetails.getByRole('link').getAttribute('href')).toMatch(/^mailto:.+@/);

    await companies.search('Müller Maschinenbau');
    // The list answers as you type: wait until it shows the answer to this search, not the last one.
    await vi.waitFor(
      async () => {
        const rows = await companies.contacts.getByRole('option').allTextContents();
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) expect(r).toContain('Müller Maschinenbau GmbH');
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('shows my hours this week on the project card, exactly', async () => {
    const card = (await bridgeCall(web, 'projects:card', { id: PROJECT_1, today: todayUtc() })) as {
      hoursThisWeek: number;
    };
    await bridgeCall(web, 'timesheets:create', {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: CONSULTANT_ROLE,
      DateTimeFrom: `${todayUtc()}T06:00:00Z`,
      DateTimeTo: `${todayUtc()}T07:15:00Z`,
      NumberOfHours: '1.25',
      Description: 'Card check',
    });
    // The card's figure is the core's exact sum; it shows at most 2 decimals.
    const units = toUnits(card.hoursThisWeek, HOURS_SCALE) + toUnits('1.25', HOURS_SCALE);
    const expected = unitsToText(units, HOURS_SCALE);

    const projects = new ProjectsPage(page);
    await projects.open();
    await projects.searchFor('Northwind ERP');
    await projects.row('Northwind ERP rollout').click();
    const hours = projects.details.getByRole('group', { name: 'My hours' });
    await hours.getByText(`${expected} h`).first().waitFor();
    await projects.details.getByText('Van den Berg Logistics B.V.').waitFor();
    expect(errors).toEqual([]);
  });
});
