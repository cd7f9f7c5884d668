import type { Locator, Page } from 'playwright-core';

/** The Sync section: last outcome, counts, the queue of changes and recent runs. */
export class SyncCenterPage {
  readonly panel: Locator;
  readonly syncNow: Locator;
  /** Refreshes everything now (reference data and the whole window), not only what changes often. */
  readonly fullRefresh: Locator;
  readonly queue: Locator;
  readonly history: Locator;
  readonly emptyQueue: Locator;
  readonly discardDialog: Locator;
  readonly massDeleteDialog: Locator;
  /** The last sync's time and outcome badge. */
  readonly lastOutcome: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Sync', exact: true });
    this.syncNow = this.panel.getByRole('button', { name: 'Sync now' });
    this.fullRefresh = this.panel.getByRole('button', { name: 'Full refresh' });
    this.queue = this.panel.getByRole('table', { name: 'Changes waiting to be sent' });
    this.history = this.panel.getByRole('table', { name: 'Recent syncs' });
    this.emptyQueue = this.panel.getByText('Nothing is waiting');
    this.discardDialog = page.getByRole('dialog', { name: 'Discard this change?' });
    this.massDeleteDialog = page.getByRole('dialog', { name: 'Delete these records here too?' });
    this.lastOutcome = this.panel.getByTestId('last-outcome');
  }

  /** Opens the section from the navbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'Sync' })
      .click();
    await this.panel.getByRole('heading', { name: 'Sync', level: 2 }).waitFor();
  }

  /** The queue row whose summary contains `text`. */
  change(text: string): Locator {
    return this.queue.getByRole('row').filter({ hasText: text });
  }

  /** The state badge of a queue row (Pending, Sending, Rejected). */
  state(row: Locator): Locator {
    return row.getByRole('cell').nth(1);
  }

  /** A count of the summary ("Rejected: 1"). */
  count(label: 'Pending' | 'Sending' | 'Rejected' | 'Synced', value: number): Locator {
    return this.panel.getByLabel(`${label}: ${value}`, { exact: true });
  }

  /** Discards a change through its confirm dialog. */
  async discard(row: Locator): Promise<void> {
    await row.getByRole('button', { name: 'Discard' }).click();
    await this.discardDialog.getByRole('button', { name: 'Discard' }).click();
    await this.discardDialog.waitFor({ state: 'hidden' });
  }
}
