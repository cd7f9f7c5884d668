import type { Page } from 'playwright-core';
import { addDays, isoWeek } from '../../shared/app/entry-time';
import { setReviewMark } from '../../electron/core/db/repositories/review';
import { storeProjectEntries } from '../../electron/core/db/repositories/project-entries';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { project } from '../support/week-data';
import type { Db } from '../../electron/core/db/connection';
import { REVIEW_BENCH, reviewBenchEntries } from './review-data';
import { timeReviewSwitch } from './ui-probes';

/*
 * The UI benchmark's Review section (issue 14 point 6): the 50 reviewed projects x 10 consultants
 * x 12 weeks of review-data.ts as a team pull stores them, then the time from Previous/Next week,
 * or from picking a project in the Project filter, to the new tables painted.
 */

/** Writes the bench's reviewed projects and their team entries into the replica (in the caller's transaction). */
export function fillReviewData(db: Db, now: number): void {
  const all = reviewBenchEntries(now);
  const window = {
    from: new Date(now - 100 * 86_400_000).toISOString(),
    to: new Date(now + 30 * 86_400_000).toISOString(),
  };
  const at = new Date(now).toISOString();
  // The review needs a remote: one that refuses connections, and no interval sync (nothing is timed against it).
  setReplicaSetting(db, 'mode', 'remote');
  setReplicaSetting(db, 'remote_url', 'http://127.0.0.1:9');
  setReplicaSetting(db, 'remote_token', 'bench-unused-key');
  setReplicaSetting(db, 'sync_interval_minutes', '0');
  for (let p = 0; p < REVIEW_BENCH.projects; p++) {
    const id = REVIEW_BENCH.projectId(p);
    project(db, id, REVIEW_BENCH.projectName(p));
    setReviewMark(db, id, true, at);
    const timesheets = all.filter((t) => t.project_id === id);
    storeProjectEntries(db, { projectId: id, window, timesheets, expenses: [], complete: true }, at);
  }
}

/** Times the Review section's week and project switches; returns the figures in ms. */
export async function benchReview(
  page: Page,
  monday: string,
): Promise<{ week: number[]; project: number[]; firstVisit: number }> {
  const t0 = Date.now();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Review' }).click();
  const panel = page.getByRole('region', { name: 'Review', exact: true });
  await panel
    .locator('[data-testid="review-project"] tbody tr')
    .first()
    .waitFor()
    .catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/psa-bench-review.png' });
      throw e;
    });
  const firstVisit = Date.now() - t0;
  const week: number[] = [];
  const back = REVIEW_BENCH.weeks - 1;
  for (let i = 1; i <= back; i++)
    week.push(
      await timeReviewSwitch(
        page,
        { button: 'button[aria-label="Previous week"]' },
        { title: `Week ${isoWeek(addDays(monday, -7 * i))}` },
      ),
    );
  for (let i = back - 1; i >= 0; i--)
    week.push(
      await timeReviewSwitch(
        page,
        { button: 'button[aria-label="Next week"]' },
        { title: `Week ${isoWeek(addDays(monday, -7 * i))}` },
      ),
    );
  const projectTimes: number[] = [];
  const filter = panel.locator('input[aria-label="Project"]');
  for (let k = 0; k < 20; k++) {
    const name = REVIEW_BENCH.projectName((k * 7) % REVIEW_BENCH.projects);
    await filter.click();
    await page.getByRole('option', { name, exact: true }).waitFor();
    projectTimes.push(await timeReviewSwitch(page, { option: name }, { project: name }));
  }
  return { week, project: projectTimes, firstVisit };
}
