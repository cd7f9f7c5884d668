import { addDays } from '../../shared/app/entry-time';
import { ensureRendererBuilt } from '../e2e/support/build';
import { launchBrowser, openApp } from '../e2e/support/browser';
import { makeDataDir, removeDataDir, startWebMode } from '../e2e/support/web-mode';
import { fillDataFolder } from '../support/week-data';
import { fillUiBenchFolder, UI_DATA } from './ui-data';
import { REVIEW_BENCH } from './review-data';
import { benchReview, fillReviewData } from './ui-review';
import { stats, timeKeystroke, timeWeekSwitch } from './ui-probes';

/*
 * `npm run bench:ui`: how fast the consultant's screens answer with a big store, in headless
 * Chromium on web mode (the same renderer and core as the desktop app, over the loopback bridge).
 *   data: 10,000 projects and 5,000 of the signed-in account's timesheets (two years, ~50 a week),
 *     written into the replica before timing.
 *   (a) week view: pressing Previous week -> the new week's rows in the grid (a core call, exact
 *       totals, render) plus the frame that paints them. Targets: < 100 ms.
 *   (b) project search in the Projects section: a keystroke -> the list or its count changed,
 *       plus one frame. Target: < 50 ms.
 *   (c) the same for the week view's project picker (quick entry).
 *   (d) Review section (issue 14): 50 reviewed projects x 10 consultants x 12 weeks of team entries
 *       (30,000); Previous/Next week, and a project picked in the Project filter -> the new tables
 *       painted. Target: < 100 ms.
 * Prints figures only (median and p95 of several runs); no assertions.
 */

const WEEKS = Number(process.env.BENCH_WEEKS ?? 24);
const WORDS = ['1234', '5678', '987', '4321', '2468', '1357', '8642', '7531'];

const fmt = (label: string, values: readonly number[], target: number) => {
  const s = stats(values);
  console.log(
    `  ${label}: median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${s.n} runs)   target < ${target} ms`,
  );
};

/** Types each word key by key (timing each), then clears the field (also timed). */
async function typeWords(
  page: Awaited<ReturnType<typeof openApp>>['page'],
  observed: string,
): Promise<number[]> {
  const times: number[] = [];
  for (const word of WORDS) {
    for (const ch of word) {
      const t = await timeKeystroke(page, observed, ch);
      if (t !== null) times.push(t);
    }
    await page.keyboard.press('Control+A');
    const t = await timeKeystroke(page, observed, 'Backspace');
    if (t !== null) times.push(t);
  }
  return times;
}

const built = await ensureRendererBuilt();
console.log(built ? 'Built the renderer (out/renderer).' : 'The renderer build is current (out/renderer).');
const dataDir = makeDataDir('psa-bench-ui-');
try {
  const started = Date.now();
  const monday = fillUiBenchFolder(dataDir);
  fillDataFolder(dataDir, (db) => fillReviewData(db, Date.now()));
  const team = REVIEW_BENCH.projects * REVIEW_BENCH.consultants * REVIEW_BENCH.weeks * REVIEW_BENCH.perWeek;
  console.log(
    `Data folder: ${UI_DATA.projects} projects, ${UI_DATA.timesheets} timesheets of the signed-in account, ${team} team timesheets of ${REVIEW_BENCH.projects} reviewed projects (${Date.now() - started} ms to write)`,
  );
  const web = await startWebMode(dataDir);
  const browser = await launchBrowser();
  try {
    const { page } = await openApp(browser, web.url);
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();

    // (a) The week view.
    const t0 = Date.now();
    await page.keyboard.press('Control+1');
    await page.locator(`[role="grid"][data-week="${monday}"] tbody tr`).first().waitFor();
    const firstVisit = Date.now() - t0;
    const rows = await page.locator(`[role="grid"] tbody tr`).count();
    const weekTimes: number[] = [];
    for (let i = 1; i <= WEEKS; i++)
      weekTimes.push(
        await timeWeekSwitch(page, 'button[aria-label="Previous week"]', addDays(monday, -7 * i)),
      );
    console.log(
      `\n(a) Week view (this week: ${rows} rows; first visit incl. loading its code: ${firstVisit} ms)`,
    );
    fmt('switch week -> rows painted', weekTimes, 100);

    // (c) The week view's project picker, in quick entry.
    await page.keyboard.press('Control+n');
    const picker = page.getByRole('dialog').getByLabel('Project', { exact: true });
    await picker.click();
    await page.locator('[aria-label="Project choices"]').waitFor();
    const pickerTimes = await typeWords(page, '[aria-label="Project choices"]');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // (b) The Projects section's search.
    await page.keyboard.press('Control+4');
    const search = page.getByLabel('Search projects');
    await search.waitFor();
    await page.getByRole('listbox', { name: 'Projects' }).getByRole('option').first().waitFor();
    await search.focus();
    const listTimes = await typeWords(
      page,
      'section[aria-label="Projects"] [role="listbox"], section[aria-label="Projects"] [aria-live="polite"]',
    );
    console.log(`\n(b) Project search keystroke, Projects section (${UI_DATA.projects} projects)`);
    fmt('keystroke -> list updated', listTimes, 50);
    console.log(`\n(c) Project search keystroke, week view's picker (quick entry)`);
    fmt('keystroke -> choices updated', pickerTimes, 50);

    // (d) The Review section.
    const review = await benchReview(page, monday);
    console.log(
      `\n(d) Review, team week (${REVIEW_BENCH.projects} reviewed projects; first visit incl. loading its code: ${review.firstVisit} ms)`,
    );
    fmt('switch week -> tables painted', review.week, 100);
    fmt('switch project filter -> table painted', review.project, 100);
  } finally {
    await browser.close();
    await web.stop();
  }
} finally {
  removeDataDir(dataDir);
}
