import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRendererBuilt, ROOT } from '../test/e2e/support/build';
import { launchBrowser } from '../test/e2e/support/browser';
import { openSection, SECTION_NAMES, useColorScheme } from '../test/e2e/support/sections';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode } from '../test/e2e/support/web-mode';

/*
 * Screenshots of every section at 1280x720 in the light and the dark theme (issue 17 point 3),
 * on the demo remote after its first sync: docs/screenshots/<section>-<theme>.png; then a few
 * sections in Dutch and German (docs/screenshots/<section>-<language>.png), reached by their
 * Ctrl+digit shortcuts since the navbar's names are translated.
 * `npx tsx scripts/screenshots.ts` (builds the renderer first when it is stale).
 */

const OUT = join(ROOT, 'docs/screenshots');
/** The sections shot in Dutch and German, by their Ctrl+digit shortcut. */
const TRANSLATED_SHOTS = [
  [1, 'week', 'Alt+ArrowLeft'], // last week: the demo has booked it
  [3, 'expenses', null],
  [7, 'invoices', null],
] as const;

async function main(): Promise<void> {
  await ensureRendererBuilt();
  mkdirSync(OUT, { recursive: true });
  const dataDir = makeDataDir('psa-shots-');
  const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
  try {
    await bridgeCall(web, 'setup:demo');
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(web.url);
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      for (const name of SECTION_NAMES) {
        await openSection(page, name);
        // No hover highlight or focus ring left by the navigation click.
        await page.mouse.move(1279, 1);
        const file = join(OUT, `${name.toLowerCase()}-${scheme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
    }
    for (const language of ['nl', 'de'] as const) {
      await bridgeCall(web, 'settings:update', { language });
      await page.reload();
      await page.getByRole('navigation').first().waitFor();
      for (const [digit, name, then] of TRANSLATED_SHOTS) {
        await page.keyboard.press(`Control+${digit}`);
        await page.waitForTimeout(1500);
        if (then) {
          await page.keyboard.press(then);
          await page.waitForTimeout(1000);
        }
        await page.mouse.move(1279, 1);
        const file = join(OUT, `${name}-${language}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
    }
    await context.close();
  } finally {
    await browser.close();
    await web.stop();
    removeDataDir(dataDir);
  }
}

await main();
