import type { Locator, Page } from 'playwright-core';

/** The Week section: the grid of hours, its totals, the add-row form and the day list. */
export class WeekPage {
  readonly panel: Locator;
  readonly grid: Locator;
  readonly weekTotal: Locator;
  readonly addRowProject: Locator;
  readonly addRowLine: Locator;
  readonly addRowRole: Locator;
  readonly timer: Locator;
  /** The header's Undo delete, there while a deletion can be undone. */
  readonly undo: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Week' });
    this.grid = this.panel.getByRole('grid');
    this.weekTotal = this.grid.getByTestId('week-total');
    const addRow = this.panel.getByRole('form', { name: 'Add a row' });
    this.addRowProject = addRow.getByLabel('Add a row: project');
    this.addRowLine = addRow.getByLabel('Contract line');
    this.addRowRole = addRow.getByLabel('Role');
    // The running timer lives in the status bar, on every page.
    this.timer = page.getByRole('status', { name: 'Timer' });
    this.undo = this.panel.getByRole('button', { name: 'Undo delete' });
  }

  /** Opens the section with its keyboard shortcut (Ctrl+1) and waits for the grid. */
  async openByKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+1');
    await this.grid.waitFor();
  }

  /** The Monday the grid shows. */
  weekStart(): Promise<string | null> {
    return this.grid.getAttribute('data-week');
  }

  /** Waits until the grid shows the week starting on `monday`. */
  async waitForWeek(monday: string): Promise<void> {
    await this.panel.locator(`[role="grid"][data-week="${monday}"]`).waitFor();
  }

  /** A row of the grid by its key "project:line:role". */
  row(key: string): Locator {
    return this.grid.locator(`tr[data-row-key="${key}"]`);
  }

  /** One day (0 = Monday) of a row. */
  cell(key: string, day: number): Locator {
    return this.row(key).locator('td[role="gridcell"]').nth(day);
  }

  rowTotal(key: string): Locator {
    return this.grid.getByTestId(`row-total-${key}`);
  }

  dayTotal(date: string): Locator {
    return this.grid.getByTestId(`day-total-${date}`);
  }

  /** The sync states of a row's cells, Monday..Sunday ('' for a cell without entries). */
  states(key: string): Promise<string[]> {
    return this.row(key)
      .locator('td[role="gridcell"]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-states') ?? ''));
  }

  /** Waits until every one of a row's first `days` cells is in `state` only. */
  async waitForStates(key: string, days: number, state: string, timeout = 30_000): Promise<void> {
    const row = await this.row(key).elementHandle();
    await this.page.waitForFunction(
      ({ row, days, state }) => {
        const cells = [...(row?.querySelectorAll('[role="gridcell"]') ?? [])].slice(0, days);
        return cells.length === days && cells.every((c) => c.getAttribute('data-states') === state);
      },
      { row, days, state },
      { timeout },
    );
  }

  /**
   * Adds a row by keyboard only: Alt+R to the project field, type to search, Enter to pick the
   * first match, the line and role defaults (or `role` typed over them), Enter to add.
   */
  async addRowByKeyboard(search: string, pick: string, role?: string): Promise<void> {
    const kb = this.page.keyboard;
    await kb.press('Alt+R');
    await kb.type(search);
    await this.page
      .getByRole('option', { name: new RegExp(pick) })
      .first()
      .waitFor();
    await kb.press('Enter');
    // The line and role fill in from the project's entries: wait for both, so that a role typed
    // next replaces the filled-in one instead of racing it.
    for (const field of [this.addRowLine, this.addRowRole]) {
      await this.page.waitForFunction(
        (el) => (el as { value?: string } | null)?.value !== '',
        await field.elementHandle(),
      );
    }
    // Tab to the role field as a user would, watching where the focus is (the project picker's
    // clear button adds a stop once it holds a value).
    const focused = () => this.addRowRole.evaluate((el) => el === el.ownerDocument.activeElement);
    for (let i = 0; i < 6 && !(await focused()); i++) await kb.press('Tab');
    if (role !== undefined) {
      await kb.press('ControlOrMeta+A');
      await kb.type(role);
      // The typed id, not a choice still open in the list, is what Enter must add.
      await this.page.waitForFunction(([el, want]) => (el as { value?: string } | null)?.value === want, [
        await this.addRowRole.elementHandle(),
        role,
      ] as const);
    }
    await kb.press('Enter');
  }

  /** Types hours into consecutive days of the focused row: each value then Enter (moves right). */
  async typeDays(values: readonly string[]): Promise<void> {
    for (const v of values) {
      await this.page.keyboard.type(v);
      await this.page.keyboard.press('Enter');
    }
  }

  /** The entries listed for the active day. */
  dayEntries(): Locator {
    return this.panel.getByRole('region', { name: /^Entries of / }).getByRole('listitem');
  }
}
