import { clockOffset } from '../../support/clock/test-now';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser). */
export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches headless Chromium for a test file. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/**
 * A fresh browser context whose clock starts at the test run's pinned "now" (the Date of this
 * process, test/support/clock) and runs on, so the page's today is the core's and the demo's today.
 * `time` starts it elsewhere (a journey on a chosen day).
 */
export async function newAppContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; time?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1360, height: 860 } });
  // Playwright stamps the install with this process's (moved) Date and the page lets time run
  // from that stamp by its own real clock, which would undo the move: add it once more.
  await context.clock.install({ time: (opts.time ?? Date.now()) + clockOffset() });
  return context;
}

/**
 * Opens the app in a fresh browser context (its own sessionStorage and localStorage; its clock
 * from `opts.time` or the run's now) and fails the test on any uncaught page error or CSP
 * violation reported to the console.
 */
export async function openApp(
  browser: Browser,
  url: string,
  opts: { time?: number } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await newAppContext(browser, opts);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A failed request is reported below with its URL instead.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto(url);
  return { page, errors };
}
