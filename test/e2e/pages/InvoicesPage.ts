import type { Locator, Page } from 'playwright-core';

type Status = 'All' | 'Draft' | 'Approved' | 'Sent' | 'Paid' | 'Void';

/** The Invoices section: filters, the list, and the selected invoice's detail with its PDF. */
export class InvoicesPage {
  readonly panel: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly number: Locator;
  readonly withoutExternalId: Locator;
  readonly overdueOnly: Locator;
  readonly detail: Locator;
  readonly markPaid: Locator;
  readonly markPaidReason: Locator;
  readonly externalId: Locator;
  readonly saveExternalId: Locator;
  readonly pdfFrame: Locator;
  readonly savePdf: Locator;
  readonly customer: Locator;
  readonly dateFrom: Locator;
  readonly dateTo: Locator;
  readonly totals: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Invoices' });
    this.list = this.panel.getByRole('listbox', { name: 'Invoices' });
    this.rows = this.list.getByRole('option');
    this.number = this.panel.getByLabel('Number or customer');
    this.withoutExternalId = this.panel.getByLabel('Without external id');
    this.overdueOnly = this.panel.getByLabel('Overdue only');
    this.detail = this.panel.getByRole('article', { name: 'Invoice' });
    this.markPaid = this.detail.getByRole('button', { name: 'Mark paid' });
    this.markPaidReason = this.detail.locator('#mark-paid-reason');
    this.externalId = this.detail.getByRole('textbox', { name: 'External id' });
    this.saveExternalId = this.detail.getByRole('form', { name: 'External id' }).getByRole('button', {
      name: 'Save',
    });
    this.pdfFrame = this.detail.locator('iframe');
    this.savePdf = this.detail.getByRole('link', { name: 'Save PDF' });
    this.customer = this.panel.getByRole('textbox', { name: 'Customer' });
    this.dateFrom = this.panel.getByRole('textbox', { name: 'Dated from' });
    this.dateTo = this.panel.getByRole('textbox', { name: 'Dated to' });
    this.totals = this.panel.getByRole('region', { name: 'Invoice totals' });
  }

  /** Opens the section from the navbar and waits for the list. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Invoices' })
      .click();
    await this.list.waitFor();
  }

  /** Shows only invoices of a status. */
  async filterStatus(status: Status): Promise<void> {
    await this.panel.locator('label', { hasText: new RegExp(`^${status}$`) }).click();
  }

  /** Waits until the list reports `n` matching invoices. */
  async waitForCount(n: number): Promise<void> {
    await this.panel.getByText(n === 1 ? '1 invoice' : `${n} invoices`, { exact: true }).waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Selects the row containing `text` and waits until its detail is shown. */
  async select(text: string, heading = text): Promise<void> {
    await this.row(text).first().click();
    await this.detail.getByRole('heading', { name: heading }).waitFor();
  }

  /** The status badge text of the shown invoice. */
  detailStatus(status: string): Locator {
    return this.detail.getByText(status, { exact: true }).first();
  }

  /** Marks the shown invoice paid, confirming in the dialog. */
  async confirmMarkPaid(): Promise<void> {
    await this.markPaid.click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Opens the PDF tab and waits for the viewer frame. */
  async showPdf(): Promise<void> {
    await this.detail.getByRole('tab', { name: 'PDF' }).click();
    await this.pdfFrame.waitFor();
  }
}
