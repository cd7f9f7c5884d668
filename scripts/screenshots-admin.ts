import { join } from 'node:path';
import { ensureRendererBuilt, ROOT } from '../test/e2e/support/build';
import { launchBrowser } from '../test/e2e/support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode } from '../test/e2e/support/web-mode';

/*
 * README screenshots of the Invoices and Plans sections with the demo remote (light theme,
 * 1280x800): `npx tsx scripts/screenshots-admin.ts`. Writes docs/screenshots/{invoices,plans}.png.
 */

const OUT = join(ROOT, 'docs/screenshots');

async function main(): Promise<void> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir('psa-shots-');
  const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
  try {
    await bridgeCall(web, 'setup:demo');
    await bridgeCall(web, 'settings:update', { theme: 'light' });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(web.url);
    const nav = page.getByRole('navigation', { name: 'Sections' });

    await nav.getByRole('button', { name: 'Invoices' }).click();
    await page
      .getByRole('listbox', { name: 'Invoices' })
      .getByRole('option', { name: /INV-2026-0011/ })
      .click();
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await invoice
      .getByRole('table', { name: /Detail lines/ })
      .first()
      .waitFor();
    await page.screenshot({ path: join(OUT, 'invoices.png') });

    await nav.getByRole('button', { name: 'Plans' }).click();
    await page
      .getByRole('article', { name: 'Plan' })
      .getByRole('heading', { name: 'Northwind ERP rollout plan' })
      .waitFor();
    await page.screenshot({ path: join(OUT, 'plans.png') });
    await context.close();
  } finally {
    await browser.close();
    await web.stop();
    removeDataDir(dataDir);
  }
}

await main();
