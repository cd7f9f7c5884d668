import type { Page } from 'playwright-core';
import { bridgeCall, type WebMode } from './web-mode';
import { StatusBar } from '../pages/StatusBar';
import { CONSULTANT_ROLE, PROJECT_1, TIME_LINE } from '../../renderer/support/demo-ids';

/*
 * How the accessibility journey (test/e2e/a11y.e2e.test.ts) reaches the screens that are not a
 * section: each opens one the way a user (or the core) does and waits until it is shown, inside
 * the journey's one app and browser (no server started per screen).
 */

/** A contract line the remote does not know (17 digits): a timesheet on it is refused. */
const UNKNOWN_LINE = '19999999999999999';

/** Waits past a Mantine modal's or drawer's transition, so axe sees it as a person does. */
export function settle(page: Page): Promise<void> {
  return page.waitForTimeout(150);
}

/** Closes the dialog on top with Escape and waits until no dialog is left. */
export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached', timeout: 5000 });
}

/**
 * Puts a timesheet the remote refuses (an unknown contract line) into the queue and syncs, so the
 * Entries section offers Fix on it; answers its description.
 */
export async function rejectedTimesheet(page: Page, web: WebMode): Promise<string> {
  const description = 'A11y refused entry';
  const today = new Date().toISOString().slice(0, 10);
  await bridgeCall(web, 'timesheets:create', {
    ProjectID: PROJECT_1,
    ContractLineID: UNKNOWN_LINE,
    RoleID: CONSULTANT_ROLE,
    DateTimeFrom: `${today}T08:00:00Z`,
    DateTimeTo: `${today}T09:00:00Z`,
    NumberOfHours: 1,
    Description: description,
  });
  await new StatusBar(page).syncAndWait();
  return description;
}

/**
 * Raises the running timer's "You were away" question: a timer on project 1, an away threshold
 * of 0.6 s, then the page's input told after a longer pause (web mode's idle signal).
 */
export async function raiseAwayQuestion(page: Page, web: WebMode): Promise<void> {
  await bridgeCall(web, 'settings:update', { timerIdleMinutes: 0.01 });
  await bridgeCall(web, 'timer:start', {
    projectId: PROJECT_1,
    contractLineId: TIME_LINE,
    roleId: CONSULTANT_ROLE,
    description: 'A11y away',
  });
  await page.waitForTimeout(900);
  await bridgeCall(web, 'timer:activity', { kind: 'input', agoMs: 0 });
  await page
    .getByTestId('away-dialog')
    .getByText(/You were away/)
    .waitFor({ timeout: 10_000 });
}

/** Answers the away question (keep) and drops the timer, back to the default threshold. */
export async function endAwayQuestion(page: Page, web: WebMode): Promise<void> {
  await page.keyboard.press('1');
  await page.getByTestId('away-dialog').waitFor({ state: 'detached', timeout: 5000 });
  await bridgeCall(web, 'timer:cancel', {});
  await bridgeCall(web, 'settings:update', { timerIdleMinutes: 10 });
}
