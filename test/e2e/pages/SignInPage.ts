import type { BrowserContext, Locator, Page } from 'playwright-core';

/** The sign-in form (first start or Settings › Sign-in), its result, and the consent page in its tab. */
export class SignInPage {
  readonly form: Locator;
  readonly address: Locator;
  readonly email: Locator;
  readonly clientId: Locator;
  readonly clientSecret: Locator;
  readonly submit: Locator;
  /** What the app says about the sign-in (waiting, signed in, denied …): title and message. */
  readonly result: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in' });
    this.address = this.form.getByLabel('Server address');
    this.email = this.form.getByLabel('Your email');
    this.clientId = this.form.getByLabel('Client ID');
    this.clientSecret = this.form.getByLabel('Client secret');
    this.submit = this.form.getByRole('button', { name: 'Sign in with the browser' });
    this.result = page.getByTestId('signin-result');
  }

  /**
   * Types the custom server's address and the email, and presses Enter in the last field as a
   * keyboard user would; answers the tab the app opened, once it shows the consent page.
   */
  async startCustom(address: string, email: string): Promise<Page> {
    await this.address.fill(address);
    await this.email.fill(email);
    const context: BrowserContext = this.page.context();
    const opened = context.waitForEvent('page');
    await this.email.press('Enter');
    const tab = await opened;
    await tab.waitForURL(/\/link\/apiauthorization\?/);
    return tab;
  }

  /** Signs in on the consent page and presses Allow or Deny; answers the text of the app's page that follows. */
  async consent(tab: Page, decision: 'Allow' | 'Deny', email: string, password: string): Promise<string> {
    await tab.getByLabel(/email/i).fill(email);
    await tab.getByLabel(/password/i).fill(password);
    await tab.getByRole('button', { name: decision }).click();
    await tab.waitForURL(/127\.0\.0\.1:\d+\/oauth\/callback\?/);
    return (await tab.locator('body').textContent()) ?? '';
  }

  /** Waits until the app's result says `title`; answers its message. */
  async waitForResult(title: string, timeout = 30_000): Promise<string> {
    const alert = this.result.filter({ has: this.page.locator('.mantine-Alert-title', { hasText: title }) });
    await alert.waitFor({ timeout });
    return (await alert.locator('.mantine-Alert-message').textContent()) ?? '';
  }
}
