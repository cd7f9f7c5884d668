import type { Locator, Page } from 'playwright-core';

/** The quick entry drawer: the one-form entry and the timer. */
export class QuickEntryPage {
  readonly drawer: Locator;
  readonly form: Locator;
  readonly project: Locator;
  readonly line: Locator;
  readonly role: Locator;
  readonly hours: Locator;
  readonly description: Locator;
  readonly timerCard: Locator;
  readonly elapsed: Locator;

  constructor(private readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: /Quick entry|Change entry/ });
    this.form = this.drawer.getByRole('form', { name: 'Quick entry' });
    this.project = this.form.getByLabel('Project', { exact: true });
    this.line = this.form.getByLabel('Contract line');
    this.role = this.form.getByLabel('Role', { exact: true });
    this.hours = this.form.getByLabel('Hours', { exact: true });
    this.description = this.form.getByLabel('Description');
    this.timerCard = this.drawer.getByRole('region', { name: 'Timer card' });
    this.elapsed = this.timerCard.getByLabel('Elapsed time');
  }

  /** Opens the drawer with Ctrl+N (from anywhere: it shows the week view under it). */
  async openByKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+n');
    await this.form.waitFor();
  }

  /** Picks a project by typing part of its name and choosing the match, then waits for the line default. */
  async pickProject(search: string, name: string): Promise<void> {
    await this.project.click();
    await this.project.fill(search);
    await this.page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    await this.page.waitForFunction(
      (el) => (el as { value?: string } | null)?.value !== '',
      await this.line.elementHandle(),
    );
  }

  async startTimer(): Promise<void> {
    await this.timerCard.getByRole('button', { name: 'Start timer' }).click();
    await this.elapsed.waitFor();
  }

  async stopTimer(): Promise<void> {
    await this.timerCard.getByRole('button', { name: 'Stop timer' }).click();
    await this.timerCard.getByRole('button', { name: 'Start timer' }).waitFor();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.drawer.waitFor({ state: 'hidden' });
  }
}
