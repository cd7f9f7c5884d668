import type { Locator, Page } from 'playwright-core';

/** The Settings section: the PSA service form with its connection test, account, sync, theme. */
export class SettingsPage {
  readonly panel: Locator;
  readonly service: Locator;
  readonly url: Locator;
  readonly token: Locator;
  readonly testButton: Locator;
  readonly saveButton: Locator;
  /** The answer of the last connection test (title: the exact problem; text: the core's message). */
  readonly testResult: Locator;
  /** The confirm dialog shown when changes still wait for the current remote. */
  readonly switchDialog: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Settings', exact: true });
    this.service = this.panel.getByRole('region', { name: 'PSA service' });
    this.url = this.service.getByLabel('Service address');
    this.token = this.service.getByLabel('API token');
    this.testButton = this.service.getByRole('button', { name: 'Test connection' });
    this.saveButton = this.service.getByRole('button', { name: 'Save and connect' });
    this.testResult = this.service.getByTestId('connection-test');
    this.switchDialog = page.getByRole('dialog', { name: 'Switch the remote?' });
  }

  /** Opens the section from the navbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await this.service.waitFor();
  }

  /** Types an address and a token (empty: keep the stored one). */
  async enter(url: string, token: string): Promise<void> {
    await this.url.fill(url);
    await this.token.fill(token);
  }

  /** Runs the connection test and waits for its answer (not the previous one's). */
  async testConnection(): Promise<{ title: string; message: string }> {
    const before = (await this.testResult.count())
      ? Number(await this.testResult.getAttribute('data-count'))
      : 0;
    await this.testButton.click();
    await this.service.locator(`[data-testid="connection-test"][data-count="${before + 1}"]`).waitFor();
    const title = (await this.testResult.locator('.mantine-Alert-title').textContent()) ?? '';
    const message = (await this.testResult.locator('.mantine-Alert-message').textContent()) ?? '';
    return { title, message };
  }
}
