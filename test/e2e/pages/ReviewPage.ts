import type { Download, Locator, Page } from 'playwright-core';

/** The Review section: Team week, Ready to invoice and the projects I review. */
export class ReviewPage {
  readonly panel: Locator;
  readonly weekTitle: Locator;
  readonly missing: Locator;
  readonly dataAge: Locator;
  readonly ready: Locator;
  readonly totals: Locator;
  readonly entries: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Review', exact: true });
    this.weekTitle = this.panel.getByTestId('review-week-title');
    this.missing = this.panel.getByTestId('review-missing');
    this.dataAge = this.panel.getByTestId('review-data-age');
    this.ready = this.panel.getByTestId('review-ready');
    this.totals = this.panel.getByTestId('review-ready-totals');
    this.entries = page.getByTestId('review-entries');
  }

  /** Opens the section from the navbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Review' })
      .click();
    await this.panel.getByRole('heading', { name: 'Review' }).waitFor();
  }

  /** Switches tab by keyboard (the tab list's arrows). */
  async tab(name: 'Team week' | 'Ready to invoice'): Promise<void> {
    const tab = this.panel.getByRole('tab', { name });
    await tab.focus();
    await tab.press('Enter');
    await this.panel.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
  }

  /** Adds a project to the review by keyboard: opens "Projects I review", types in Add project, Enter. */
  async addProject(name: string): Promise<void> {
    // The input, not its listbox (labelled by the same label).
    const add = this.page.getByLabel('Add project').and(this.page.locator('input'));
    if (!(await add.isVisible())) {
      await this.reviewedButton().focus();
      await this.page.keyboard.press('Enter');
    }
    await add.waitFor();
    await add.focus();
    await add.fill(name);
    await this.page
      .getByRole('option', { name: new RegExp(escape(name)) })
      .first()
      .waitFor();
    await add.press('ArrowDown');
    await add.press('Enter');
    await this.page.getByTestId('review-added').filter({ hasText: name }).waitFor();
  }

  /** The "Projects I review (N)" button. */
  reviewedButton(): Locator {
    return this.panel.getByRole('button', { name: /^Projects I review \(\d+\)$/ });
  }

  /** A project's week table. */
  project(name: string): Locator {
    return this.panel.getByRole('region', { name, exact: true });
  }

  /** A project's consultant rows. */
  consultants(project: string): Locator {
    return this.project(project).getByTestId('review-consultant');
  }

  /** A project's row of Ready to invoice. */
  readyRow(projectId: string): Locator {
    return this.ready.locator(`[data-project="${projectId}"]`);
  }

  /** Starts a Full refresh (every reviewed project's entries pulled again); the caller waits for what it shows. */
  async fullRefresh(): Promise<void> {
    // Enabled: no sync is running that this click would only join.
    await this.panel.getByRole('button', { name: 'Full refresh', disabled: false }).click();
  }

  /** Clicks Export CSV and returns the download it starts. */
  async exportCsv(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.panel.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return download;
  }
}

/** A name as a literal in a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
