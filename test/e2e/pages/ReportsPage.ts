import type { Download, Locator, Page } from 'playwright-core';

/** The Reports section: charts, utilization and the CSV export. */
export class ReportsPage {
  readonly panel: Locator;
  readonly hours: Locator;
  readonly hoursTotal: Locator;
  readonly utilization: Locator;
  readonly expenses: Locator;
  readonly exportCard: Locator;
  readonly from: Locator;
  readonly to: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Reports', exact: true });
    this.hours = this.panel.getByRole('region', { name: 'Hours per week' });
    this.hoursTotal = this.hours.getByTestId('hours-total');
    this.utilization = this.panel.getByRole('region', { name: 'Utilization' });
    this.expenses = this.panel.getByRole('region', { name: 'Expenses per month' });
    this.exportCard = this.panel.getByRole('region', { name: 'Export to CSV' });
    this.from = this.exportCard.getByLabel('From');
    this.to = this.exportCard.getByLabel('To');
  }

  /** Opens the section from the navbar and waits for the hours report. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Reports' })
      .click();
    await this.hoursTotal.waitFor();
  }

  /** Types the export's first and last day (yyyy-mm-dd) by keyboard. */
  async setRange(from: string, to: string): Promise<void> {
    for (const [input, value] of [
      [this.from, from],
      [this.to, to],
    ] as const) {
      await input.fill(value);
      await input.press('Enter');
      await input.blur();
    }
  }

  /** Clicks an export button and returns the download it starts. */
  async export(kind: 'timesheets' | 'expenses'): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.exportCard.getByRole('button', { name: `Export ${kind}` }).click(),
    ]);
    return download;
  }
}
