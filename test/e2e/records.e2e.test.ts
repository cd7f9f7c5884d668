import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoRemoteDbFile } from '../../electron/core/app/demo-remote';
import { readDb } from '../support/server';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { ProjectsPage } from './pages/ProjectsPage';
import { RecordFormsPage } from './pages/RecordFormsPage';
import { StatusBar } from './pages/StatusBar';
import { PROJECT_1 } from '../renderer/support/demo-ids';

const EXISTING = 'Van den Berg Logistics B.V.';
const NEW_NAME = 'Van den Berg Logistics BV';

/*
 * Companies and projects with the demo remote: a new company that looks like the demo's
 * 'Van den Berg Logistics B.V.' is warned about (open the existing one, or create anyway), and a
 * project's stage is changed, pending until Sync now, then on the server.
 */
describe('records: duplicate warning and a project stage change', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let forms: RecordFormsPage;

  const onServer = <T>(sql: string, ...args: unknown[]): T =>
    readDb(demoRemoteDbFile(dataDir), (db) => db.prepare(sql).get(...args)) as T;

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    await bridgeCall(web, 'setup:demo');
    ({ page, errors } = await openApp(browser, web.url));
    // A step that cannot happen fails with its locator well inside the test's time limit.
    page.setDefaultTimeout(12_000);
    forms = new RecordFormsPage(page);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('warns of a likely duplicate company and opens the existing one on request', async () => {
    await forms.openSection('Companies');
    await forms.startNewCompany({ Name: NEW_NAME, City: 'Amsterdam' });
    await forms.duplicates.waitFor();
    expect(await forms.duplicates.textContent()).toContain(EXISTING);
    expect(await forms.duplicates.textContent()).toContain(
      'apart from case, accents, punctuation or legal form',
    );
    await forms.button('Open existing').click();
    await forms.dialog.waitFor({ state: 'detached' });
    await forms.companyDetails.getByRole('heading', { name: EXISTING }).waitFor();
  });

  it('creates the company anyway when asked, pending until synced', async () => {
    await forms.startNewCompany({ Name: NEW_NAME, City: 'Amsterdam', Country: 'Netherlands' });
    await forms.duplicates.waitFor();
    await forms.button('Create anyway').click();
    await forms.dialog.waitFor({ state: 'detached' });
    await forms.companyDetails.getByRole('heading', { name: NEW_NAME }).waitFor();
    await forms.companyDetails.getByText('Pending', { exact: true }).waitFor();

    await new StatusBar(page).syncAndWait();
    // Synced, it has the remote's id: find it again by name.
    await forms.companies.getByLabel('Search companies').fill(NEW_NAME);
    const list = forms.companies.getByRole('listbox', { name: 'Companies' });
    await list.getByRole('option').filter({ hasText: NEW_NAME }).filter({ hasText: 'Synced' }).waitFor();
    const row = onServer<{ city: string; country: string; country_code: string } | undefined>(
      'SELECT city, country, country_code FROM companies WHERE name = ?',
      NEW_NAME,
    );
    // The country is picked by its name (typed whole, then left): its ISO code and name are stored.
    expect(row).toEqual({ city: 'Amsterdam', country: 'Netherlands', country_code: 'NL' });
  });

  it("changes a project's stage: pending here, then the server has it after Sync now", async () => {
    await forms.openSection('Projects');
    const projects = new ProjectsPage(page);
    await projects.searchFor('northwind erp');
    await projects.row('Northwind ERP rollout').click();
    await projects.details.getByRole('heading', { name: 'Northwind ERP rollout' }).waitFor();
    const stageOnServer = () =>
      onServer<{ stage: string }>('SELECT stage FROM projects WHERE id = ?', BigInt(PROJECT_1)).stage;
    expect(stageOnServer()).toBe('Active');

    const form = await forms.editShownProject();
    await form.getByLabel(/^Stage/).fill('On hold');
    await form.getByRole('button', { name: 'Save' }).click();
    await forms.dialog.waitFor({ state: 'detached' });
    await projects.details.getByText('On hold', { exact: true }).waitFor();
    await projects.details.getByText('Pending', { exact: true }).waitFor();

    await new StatusBar(page).syncAndWait();
    await projects.details.getByText('Synced', { exact: true }).waitFor();
    expect(stageOnServer()).toBe('On hold');
    expect(errors).toEqual([]);
  });
});
