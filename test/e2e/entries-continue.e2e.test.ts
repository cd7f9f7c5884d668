import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bridgeCall } from './support/web-mode';
import { startJourney, stopJourney, type Journey } from './support/journey';

/*
 * Issue 16 point 2, "continue on any entry": an entry of the Entries list (a synced one too) has a
 * Continue that starts the timer on its project line, role and description; by keyboard, in
 * Chromium at 1280x720 against web mode with the demo remote.
 */

describe('Continue from the Entries list', () => {
  let j: Journey | undefined;
  let page: Page;

  beforeAll(async () => {
    j = await startJourney();
    page = j.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  }, 120_000);
  afterAll(async () => {
    if (j) await stopJourney(j);
  });

  it('starts the timer on the entry picked, shown in the status bar', async () => {
    await page.keyboard.press('Control+2');
    const first = page.getByRole('button', { name: /^Continue .* with a timer$/ }).first();
    await first.waitFor();
    const label = (await first.getAttribute('aria-label')) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    const timer = page.getByRole('status', { name: 'Timer' });
    await timer.waitFor();
    const running = (await bridgeCall(j!.web, 'timer:get', {})) as {
      timer: { description: string | null } | null;
    };
    expect(running.timer).not.toBeNull();
    // The label names the entry by its description ("Continue <description> of <date> with a timer").
    const description = running.timer?.description ?? 'entry';
    expect(label.startsWith(`Continue ${description} of `)).toBe(true);
  });
});
