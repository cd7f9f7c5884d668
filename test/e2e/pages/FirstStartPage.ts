import type { Locator, Page } from 'playwright-core';

/** The full-screen first-start choice. */
export class FirstStartPage {
  readonly heading: Locator;
  readonly choices: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Welcome to PSA Desk' });
    this.choices = page.getByRole('group', { name: 'How do you want to start?' });
  }

  /** Waits until the choice is on screen. */
  async waitUntilShown(): Promise<void> {
    await this.choices.waitFor();
  }

  choice(
    name:
      | 'Work offline only'
      | 'Sign in to PSOhub'
      | 'Custom server'
      | 'Connect to a PSA service'
      | 'Start a demo remote',
  ): Locator {
    return this.choices.getByRole('button', { name });
  }

  /** Starts the demo remote and waits until the app shell has replaced the first-start screen. */
  async startDemo(timeout = 60_000): Promise<void> {
    await this.choice('Start a demo remote').click();
    await this.page.getByRole('navigation', { name: 'Sections' }).waitFor({ timeout });
  }
}
