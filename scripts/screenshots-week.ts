import { join } from 'node:path';
import { localDate, mondayOf } from '../shared/app/entry-time';
import { ensureRendererBuilt, ROOT } from '../test/e2e/support/build';
import { launchBrowser } from '../test/e2e/support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode } from '../test/e2e/support/web-mode';
import { demoId } from '../electron/core/reference-server/domain/ids';

/*
 * The README screenshot of the week view (light theme, 1280x800) with a filled week: the demo
 * remote's week of project 1 plus three more project lines, mostly synced, a few pending.
 * `npx tsx scripts/screenshots-week.ts` writes docs/screenshots/week.png.
 */

const OUT = join(ROOT, 'docs/screenshots');
/** Demo projects with their time contract line, and the role booked on them. */
const ROWS = [
  { projectId: 2, contractLineId: 12, roleId: 2, hours: [2, 4, 0, 5, 0] },
  { projectId: 4, contractLineId: 16, roleId: 2, hours: [0, 4, 2, 3, 0] },
  { projectId: 9, contractLineId: 27, roleId: 1, hours: [0, 0, 1.75, 0, 0] },
];

async function main(): Promise<void> {
  await ensureRendererBuilt();
  const dataDir = makeDataDir('psa-shots-week-');
  const [web, browser] = await Promise.all([startWebMode(dataDir), launchBrowser()]);
  try {
    await bridgeCall(web, 'setup:demo');
    await bridgeCall(web, 'settings:update', { theme: 'light' });
    const monday = mondayOf(localDate(Date.now()));
    const days = (await bridgeCall(web, 'week:get', { weekStart: monday })) as { dates: string[] };
    // The demo's 17-digit ids (record n of a table is demoId(table, n)), as decimal text.
    const keys = ROWS.map((r) => ({
      projectId: String(demoId('projects', r.projectId)),
      contractLineId: String(demoId('contract_lines', r.contractLineId)),
      roleId: String(demoId('roles', r.roleId)),
    }));
    for (const [r, row] of ROWS.entries()) {
      await bridgeCall(web, 'week:addRow', { weekStart: monday, ...keys[r] });
      for (const [i, hours] of row.hours.entries()) {
        if (hours === 0) continue;
        await bridgeCall(web, 'week:setCell', {
          ...keys[r],
          date: days.dates[i],
          hours,
          description: 'Design review',
        });
      }
    }
    await bridgeCall(web, 'sync:run', {});
    // After the sync, a few more hours: pending until the next one.
    await bridgeCall(web, 'week:setCell', { ...keys[2], date: days.dates[4], hours: 1.5 });
    await bridgeCall(web, 'week:setCell', { ...keys[0], date: days.dates[2], hours: 1.25 });
    // A running timer: it shows in the status bar on every page.
    await bridgeCall(web, 'timer:start', { ...keys[1], description: 'Workshop prep' });

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    await page.goto(web.url);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Week' }).click();
    const grid = page.getByRole('grid');
    await grid.locator('tbody tr').nth(3).waitFor();
    // The Wednesday: synced entries, approvals and one pending change in the day list.
    await grid.locator('tbody tr').first().locator('td[role="gridcell"]').nth(2).click();
    await page
      .getByRole('region', { name: /^Entries of / })
      .getByRole('listitem')
      .nth(2)
      .waitFor();
    await page.mouse.move(1, 1);
    await page.screenshot({ path: join(OUT, 'week.png') });
    await context.close();
  } finally {
    await browser.close();
    await web.stop();
    removeDataDir(dataDir);
  }
}

await main();
