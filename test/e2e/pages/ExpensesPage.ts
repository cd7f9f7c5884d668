import type { Locator, Page } from 'playwright-core';

/** The Expenses section: the expense form, my expenses with their states, and the totals. */
export class ExpensesPage {
  readonly panel: Locator;
  readonly form: Locator;
  readonly project: Locator;
  readonly contractLine: Locator;
  readonly date: Locator;
  readonly amount: Locator;
  readonly vatRate: Locator;
  readonly vatAmount: Locator;
  readonly total: Locator;
  readonly description: Locator;
  readonly list: Locator;
  readonly undoBar: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Expenses' });
    this.form = this.panel.getByRole('form', { name: 'Expense' });
    this.project = this.form.getByLabel('Project');
    this.contractLine = this.form.getByLabel('Contract line');
    this.date = this.form.getByLabel('Date');
    this.amount = this.form.getByLabel('Amount excl. VAT');
    this.vatRate = this.form.getByLabel('VAT rate %');
    this.vatAmount = this.form.getByLabel('VAT amount');
    this.total = this.form.getByLabel('Total', { exact: true });
    this.description = this.form.getByLabel('Description');
    this.list = this.panel.getByRole('list', { name: 'My expenses' });
    this.undoBar = this.panel.getByRole('status').filter({ hasText: 'Deleted the expense' });
  }

  /** Opens the section from the navbar and waits for the form. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Expenses' })
      .click();
    await this.form.waitFor();
  }

  /** Types into the project search and picks the first option containing `name`. */
  async chooseProject(search: string, name: string): Promise<void> {
    await this.project.fill(search);
    await this.page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  }

  /** The row of the expense with this description. */
  row(description: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: description });
  }

  /** Waits until the expense's row shows the sync state badge (Pending, Sending, Synced, Rejected). */
  async waitForState(description: string, state: string, timeout = 30_000): Promise<void> {
    await this.row(description).getByText(state, { exact: true }).waitFor({ timeout });
  }

  /** Switches between "My expenses" and "Totals". */
  async show(view: 'My expenses' | 'Totals'): Promise<void> {
    await this.panel.getByText(view, { exact: true }).click();
  }
}
