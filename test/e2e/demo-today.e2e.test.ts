import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ensureRendererBuilt } from './support/build';
import { launchBrowser, openApp } from './support/browser';
import { bridgeCall, makeDataDir, removeDataDir, startWebMode, type WebMode } from './support/web-mode';
import { WeekPage } from './pages/WeekPage';
import { readDb } from '../support/server';
import { realNow } from '../support/clock/test-now';
import { DEMO_ACCOUNT_ID, demoRemoteDbFile } from '../../electron/core/app/demo-remote';
import { addDays, localDayOf, localNoon, mondayOf } from '../support/calendar-days';
import { unitsToText } from '../../shared/decimal';
import { HOURS_SCALE } from '../../shared/psa/scalars';

/*
 * "Start a demo remote" on any day shows a lived-in week: the demo's work runs up to the last
 * working day before today, so the Week shows this week's past days and last week booked, as
 * the demo remote holds them. On the machine's real today (the day this runs), and on days that
 * used to break a calendar: a Monday after the new year (this week has nothing past yet) and the
 * Sunday summer time starts in Europe.
 */

/** The demo admin's hours per day in [from, from + 7 days), as the demo remote holds them. */
function remoteHours(web: WebMode, from: string): Map<string, number> {
  const rows = readDb(demoRemoteDbFile(web.dataDir), (db) =>
    db
      .prepare(
        `SELECT substr(date_from, 1, 10) AS day, sum(hours) AS units FROM timesheets
          WHERE account_id = ? AND date_from >= ? AND date_from < ? GROUP BY day`,
      )
      .all(DEMO_ACCOUNT_ID, `${from}T00:00:00`, `${addDays(from, 7)}T00:00:00`),
  ) as { day: string; units: bigint }[];
  return new Map(rows.map((r) => [r.day, Number(unitsToText(BigInt(r.units), HOURS_SCALE))]));
}

const started: { web?: WebMode; browser?: Browser; dataDir?: string }[] = [];
afterAll(async () => {
  for (const s of started) {
    await s.browser?.close();
    await s.web?.stop();
    if (s.dataDir) removeDataDir(s.dataDir);
  }
});

describe.each([
  ['the real today', realNow()],
  ['Monday 4 January 2027', localNoon('2027-01-04')],
  ['Sunday 28 March 2027', localNoon('2027-03-28')],
])('the demo started on %s', { timeout: 120_000 }, (_name, now) => {
  it('shows this week up to yesterday and last week booked, as the demo remote holds them', async () => {
    await ensureRendererBuilt();
    const dataDir = makeDataDir();
    const s: (typeof started)[number] = { dataDir };
    started.push(s);
    [s.web, s.browser] = await Promise.all([
      startWebMode(dataDir, 'bundle', { clockAt: now }),
      launchBrowser(),
    ]);
    await bridgeCall(s.web, 'setup:demo');
    const { page } = await openApp(s.browser, s.web.url, { time: now });
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    const week = new WeekPage(page);
    await week.openByKeyboard();

    const today = localDayOf(now);
    const thisMonday = mondayOf(today);
    await week.waitForWeek(thisMonday);
    const shown = async (monday: string) => {
      const days = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n));
      const held = remoteHours(s.web!, monday);
      for (const day of days)
        await expect
          .poll(async () => `${day}: ${Number(await week.dayTotal(day).textContent())}`)
          .toBe(`${day}: ${held.get(day) ?? 0}`);
      return held;
    };

    const thisWeek = await shown(thisMonday);
    expect([...thisWeek.keys()].filter((d) => d >= today)).toEqual([]);
    await page.keyboard.press('Alt+ArrowLeft');
    await week.waitForWeek(addDays(thisMonday, -7));
    const lastWeek = await shown(addDays(thisMonday, -7));
    // The demo admin books three days a week.
    expect(lastWeek.size).toBeGreaterThanOrEqual(3);
  });
});
