import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureRendererBuilt, ROOT } from '../test/e2e/support/build';
import { launchBrowser } from '../test/e2e/support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode } from '../test/e2e/support/web-mode';

/*
 * README screenshots of issue 13 (light theme, 1280x720): the command palette finding a company
 * typed without its accent, and an offline-only folder's Projects page with its import card.
 * `npx tsx scripts/screenshots-find.ts` writes docs/screenshots/palette.png and offline-import.png.
 */

const OUT = join(ROOT, 'docs/screenshots');

/** Starts the app on a fresh folder set up by `setup` (light theme), runs `shoot` on its page, stops. */
async function withApp(setup: 'setup:demo' | 'setup:offline', shoot: (page: Page) => Promise<void>) {
  const dataDir = makeDataDir('psa-shots-find-');
  const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
  try {
    await bridgeCall(web, setup);
    await bridgeCall(web, 'settings:update', { theme: 'light' });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(web.url);
    await shoot(page);
    await context.close();
  } finally {
    await browser.close();
    await web.stop();
    removeDataDir(dataDir);
  }
}

await ensureRendererBuilt();
await withApp('setup:demo', async (page) => {
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('goteborg');
  await page
    .getByRole('option', { name: /Göteborgs Hamnlogistik AB/ })
    .first()
    .waitFor();
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: join(OUT, 'palette.png') });
});
await withApp('setup:offline', async (page) => {
  await page.getByRole('region', { name: 'Projects without a PSA service' }).waitFor();
  await page.mouse.move(1, 1);
  await page.screenshot({ path: join(OUT, 'offline-import.png') });
});
