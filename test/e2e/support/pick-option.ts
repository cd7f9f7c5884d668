import type { Locator, Page } from 'playwright-core';

/*
 * Choosing from a list by keyboard as a person does: wait until the list answers what was typed
 * (a project search marks its list aria-busy until the latest answer arrived; a list still showing
 * an older answer would change under the highlight), move the highlight with ArrowDown to the
 * option, then Enter.
 */

/** Whether the option is the highlighted one (Mantine's comboboxes mark it with a data attribute). */
async function highlighted(option: Locator): Promise<boolean> {
  const [aria, mantine] = await Promise.all([
    option.getAttribute('aria-selected'),
    option.getAttribute('data-combobox-selected'),
  ]);
  return aria === 'true' || mantine !== null;
}

/** Moves the highlight with ArrowDown until `option` is the selected one. */
export async function highlight(page: Page, option: Locator): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (await highlighted(option)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error('the option was never highlighted');
}

/** Waits for the list to settle on what was typed, highlights `option` and takes it with Enter. */
export async function pickOption(page: Page, option: Locator): Promise<void> {
  await option.waitFor();
  await page.locator('[role="listbox"][aria-busy="true"]').first().waitFor({ state: 'detached' });
  // Two frames: the list's own effects (highlighting the best match) have run.
  await page.evaluate(() => {
    // Runs in the page; the node typecheck has no DOM types.
    const view = globalThis as unknown as { requestAnimationFrame(cb: () => void): number };
    return new Promise<void>((done) => view.requestAnimationFrame(() => view.requestAnimationFrame(done)));
  });
  await highlight(page, option);
  await page.keyboard.press('Enter');
}
