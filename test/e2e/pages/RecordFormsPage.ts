import type { Locator, Page } from 'playwright-core';

/** The create/edit forms of companies, contacts and projects, and the duplicate warning. */
export class RecordFormsPage {
  readonly companies: Locator;
  readonly dialog: Locator;
  readonly duplicates: Locator;
  readonly companyDetails: Locator;
  readonly projectDetails: Locator;

  constructor(private readonly page: Page) {
    this.companies = page.getByRole('region', { name: 'Companies' });
    this.dialog = page.getByRole('dialog');
    this.duplicates = this.dialog.getByRole('region', { name: 'Possible duplicates' });
    this.companyDetails = this.companies.getByRole('complementary', { name: 'Company details' });
    this.projectDetails = page.getByRole('complementary', { name: 'Project details' });
  }

  /** Opens a section from the navbar. */
  async openSection(name: 'Companies' | 'Projects'): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click();
    await this.page.getByRole('region', { name }).waitFor();
  }

  /** Opens the new-company form and fills its fields (label -> value). */
  async startNewCompany(fields: Record<string, string>): Promise<void> {
    await this.companies.getByRole('button', { name: 'New company' }).click();
    const form = this.dialog.getByRole('form', { name: 'New company' });
    await form.waitFor();
    // A required field's label ends in ' *'.
    for (const [label, value] of Object.entries(fields))
      await form.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
    await form.getByRole('button', { name: 'Create company' }).click();
  }

  /** A button of the open dialog. */
  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Opens the Edit form of the project shown in the Projects section. */
  async editShownProject(): Promise<Locator> {
    await this.projectDetails.getByRole('button', { name: 'Edit' }).click();
    const form = this.dialog.getByRole('form', { name: 'Edit project' });
    await form.waitFor();
    return form;
  }
}
