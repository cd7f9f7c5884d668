import type { Locator, Page } from 'playwright-core';

/** The Companies section: companies and contacts search, and the selected record's details. */
export class CompaniesPage {
  readonly panel: Locator;
  readonly companies: Locator;
  readonly contacts: Locator;
  readonly companyDetails: Locator;
  readonly contactDetails: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Companies' });
    this.companies = this.panel.getByRole('listbox', { name: 'Companies' });
    this.contacts = this.panel.getByRole('listbox', { name: 'Contacts' });
    this.companyDetails = this.panel.getByRole('complementary', { name: 'Company details' });
    this.contactDetails = this.panel.getByRole('complementary', { name: 'Contact details' });
  }

  /** Opens the section from the navbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Companies' })
      .click();
    await this.panel.getByRole('heading', { name: 'Companies and contacts' }).waitFor();
  }

  /** Switches the search between companies and contacts. */
  async searchIn(kind: 'Companies' | 'Contacts'): Promise<void> {
    await this.panel.getByRole('radiogroup', { name: 'Search in' }).getByText(kind, { exact: true }).click();
  }

  /** Types into the search box of the current kind. */
  async search(text: string): Promise<void> {
    await this.panel.getByLabel(/^Search (companies|contacts)/).fill(text);
  }
}
