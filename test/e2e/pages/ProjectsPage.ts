import type { Locator, Page } from 'playwright-core';

/** The Projects section: search, stage filter, the virtualized list and the detail card. */
export class ProjectsPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly stage: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly details: Locator;
  /** "64 projects": how many match, whatever the list has rendered. */
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Projects' });
    this.search = this.panel.getByLabel('Search projects');
    this.stage = this.panel.getByLabel('Stage');
    this.list = this.panel.getByRole('listbox', { name: 'Projects' });
    this.rows = this.list.getByRole('option');
    this.details = this.panel.getByRole('complementary', { name: 'Project details' });
    this.count = this.panel.getByText(/^\d+ projects?$/);
  }

  /** Opens the section from the navbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Projects' })
      .click();
    await this.panel.waitFor();
  }

  /** The number of matching projects the panel reports. */
  async total(): Promise<number> {
    return Number((await this.count.textContent())?.split(' ')[0]);
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  /** The names in the rendered (virtualized: visible) rows. */
  async visibleNames(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.firstElementChild?.textContent ?? ''));
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** Waits until every rendered row's name contains `text` (case-insensitive) and at least one is shown. */
  async waitForOnlyMatching(text: string): Promise<void> {
    const list = await this.list.elementHandle();
    await this.page.waitForFunction(
      ({ list, needle }) => {
        const rows = [...(list?.querySelectorAll('[role="option"]') ?? [])];
        return (
          rows.length > 0 &&
          rows.every((r) => (r.firstElementChild?.textContent ?? '').toLowerCase().includes(needle))
        );
      },
      { list, needle: text.toLowerCase() },
    );
  }
}
