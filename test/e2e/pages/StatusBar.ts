import type { Locator, Page } from 'playwright-core';

/** The bottom status bar: connection, pending count, last sync, Sync now. */
export class StatusBar {
  readonly root: Locator;
  readonly syncNow: Locator;
  readonly lastSync: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Sync status' });
    this.syncNow = this.root.getByRole('button', { name: 'Sync now' });
    this.lastSync = this.root.getByTestId('last-sync');
  }

  /** The exact instant of the last sync (the element's title), or null before the first. */
  lastSyncInstant(): Promise<string | null> {
    return this.lastSync.getAttribute('data-at');
  }

  /** Starts a sync (the button, or Ctrl+Shift+S) and waits until a sync newer than the one shown has finished. */
  async syncAndWait(how: 'button' | 'keyboard' = 'button', timeout = 30_000): Promise<void> {
    const before = await this.lastSyncInstant();
    if (how === 'button') await this.syncNow.click();
    else await this.page.keyboard.press('Control+Shift+S');
    const [lastSync, button] = await Promise.all([
      this.lastSync.elementHandle(),
      this.syncNow.elementHandle(),
    ]);
    await this.page.waitForFunction(
      ({ lastSync, button, before }) => {
        const now = lastSync?.getAttribute('data-at') ?? null;
        return now !== null && now !== before && button?.hasAttribute('data-loading') === false;
      },
      { lastSync, button, before },
      { timeout },
    );
  }
}
