import type { Locator, Page } from 'playwright-core';

/** The Entries section: my timesheets and expenses with their states, Fix and Discard. */
export class EntriesPage {
  readonly panel: Locator;
  readonly timesheets: Locator;
  readonly fixDialog: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Entries' });
    this.timesheets = this.panel.getByRole('list', { name: 'My timesheets' });
    this.fixDialog = page.getByRole('dialog', { name: 'Fix rejected entry' });
  }

  /** Opens the section from the navbar and waits for the list (or its empty note). */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Entries' })
      .click();
    await this.panel.getByRole('heading', { name: 'Entries' }).waitFor();
  }

  /** The row of the timesheet with this description. */
  timesheet(description: string): Locator {
    return this.timesheets.getByRole('listitem').filter({ hasText: description });
  }

  /** Waits until the timesheet's row shows the sync state badge. */
  async waitForState(description: string, state: string, timeout = 30_000): Promise<void> {
    await this.timesheet(description).getByText(state, { exact: true }).waitFor({ timeout });
  }
}
