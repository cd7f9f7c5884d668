import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { localInstant } from '../../shared/app/entry-time';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, newAppContext } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { SettingsPage } from './pages/SettingsPage';

/*
 * Journey (issue 16 point 3): web mode's core on a Monday at 17:30 (PSA_TEST_NOW), an offline data
 * folder with nothing booked. The page asks the browser's notification permission only when
 * "You have not booked today" is turned on; saving it shows the reminder through the Notification
 * API (granted in the browser context; a recording stub over it captures what headless Chromium
 * would show), and a click on it opens the week.
 */

/** The page's globals the recorder uses (the node typecheck has no DOM). */
interface Recording {
  Notification: { permission: string; requestPermission(): Promise<string> };
  __notes: { title: string; body: string; onclick: () => void }[];
  __asked: number;
}

/** Replaces window.Notification by a recorder that asks the real API for permission once asked. */
const RECORDER = () => {
  const w = globalThis as unknown as Recording;
  const real = w.Notification;
  w.__notes = [];
  w.__asked = 0;
  class Recorded {
    onclick: (() => void) | null = null;
    body: string | undefined;
    constructor(
      readonly title: string,
      options?: { body?: string },
    ) {
      this.body = options?.body;
      w.__notes.push(this as unknown as Recording['__notes'][number]);
    }
    // A site never asked reads 'default' (the granted context would skip the question).
    static get permission() {
      return w.__asked > 0 ? real.permission : 'default';
    }
    static requestPermission() {
      w.__asked += 1;
      return real.requestPermission();
    }
    close() {}
  }
  (w as unknown as { Notification: unknown }).Notification = Recorded;
};

describe('reminders in web mode', () => {
  let dataDir: string;
  let web: WebMode;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    await ensureRendererBuilt();
    dataDir = makeDataDir();
    const monday = localInstant('2026-03-02', 17 * 60 + 30);
    process.env.PSA_TEST_NOW = new Date(monday).toISOString();
    try {
      [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
    } finally {
      delete process.env.PSA_TEST_NOW;
    }
    await bridgeCall(web, 'setup:offline');
    const context = await newAppContext(browser, { time: monday });
    await context.grantPermissions(['notifications'], { origin: web.origin });
    await context.addInitScript(RECORDER);
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(web.url);
    await new SettingsPage(page).open();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it('asks permission when a reminder is turned on, shows it, and a click opens the week', async () => {
    const section = page.getByRole('region', { name: 'Reminders' });
    await section.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => (globalThis as unknown as { __asked: number }).__asked)).toBe(0);
    await section.getByRole('switch', { name: 'You have not booked today (on working days)' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { __asked: number }).__asked === 1);
    expect(await page.evaluate(() => (globalThis as unknown as Recording).Notification.permission)).toBe(
      'granted',
    );
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { __notes: unknown[] }).__notes.length > 0);
    const notes = await page.evaluate(() =>
      (globalThis as unknown as { __notes: { title: string; body: string }[] }).__notes.map((n) => ({
        title: n.title,
        body: n.body,
      })),
    );
    expect(notes).toEqual([
      {
        title: 'You have not booked today',
        body: 'Nothing is booked for today yet: open the week to book your time.',
      },
    ]);
    await page.screenshot({ path: '/tmp/reminders-settings.png' });
    await page.evaluate(() =>
      (globalThis as unknown as { __notes: { onclick: () => void }[] }).__notes[0]?.onclick(),
    );
    await page.getByRole('region', { name: 'Week' }).waitFor();
    expect(errors).toEqual([]);
  });
});
