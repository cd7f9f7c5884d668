import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import ReportsPanel from '../../renderer/src/features/reports/ReportsPanel';
import { useReports } from '../../renderer/src/features/reports/store';
import ReviewPanel from '../../renderer/src/features/review/ReviewPanel';
import { useReview } from '../../renderer/src/features/review/store';
import { useSettings } from '../../renderer/src/features/settings/store';
import { rangeLabel } from '../../renderer/src/features/week/dates';
import { applyLanguage, applyWeekStart } from '../../renderer/src/i18n';
import { formatDayRange } from '../../shared/dates-display';
import { attachCore, detachCore } from './support/bridge';
import { renderApp } from './support/render';

/*
 * The team review and the reports follow the week start (issue 17 point 2) as the Week screen
 * does: with Sunday chosen, the review shows Sunday to Saturday and the reports cut their weeks
 * from Sunday, numbered like the Week screen numbers a Sunday week (the ISO week of its Monday to
 * Saturday). A real core in demo mode on a fixed clock (Saturday 21 Nov 2026, the demo's last
 * booked week), synced once.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
let core: AppCore;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'psa-week-start-'));
  core = createAppCore({ dataDir: dir, syncOnStart: false, now: () => NOW });
  await core.ready;
  const demo = await core.invoke('setup:demo', {});
  expect(demo.ok).toBe(true);
  attachCore(core);
  await core.invoke('settings:update', { weekStart: 'monday' });
  await useSettings.getState().load();
  applyLanguage('en');
  applyWeekStart('monday');
  const sync = await core.invoke('sync:run', {});
  expect(sync.ok && sync.data.outcome).toBe('ok');
});

afterAll(async () => {
  applyWeekStart('monday');
  applyLanguage('system');
  detachCore();
  await core?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The team week's day heads of the first project drawn. */
const reviewHeads = () =>
  [...(screen.getAllByTestId('review-project')[0]?.querySelectorAll('thead th') ?? [])]
    .map((th) => th.textContent ?? '')
    .filter((text) => /^\S+ \d+$/.test(text));

describe('the week start in the review and the reports', () => {
  beforeEach(() => applyWeekStart('monday'));

  it('shows the review week from Sunday to Saturday once Sunday is chosen', async () => {
    useReview.getState().goTo('2026-11-18'); // a Wednesday
    const view = renderApp(<ReviewPanel />);
    await waitFor(() => expect(useReview.getState().week?.weekStart).toBe('2026-11-16'));
    await waitFor(() => expect(reviewHeads()[0]).toBe('Mon 16'));

    applyWeekStart('sunday');
    // The same Wednesday's week, from Sunday 15 to Saturday 21, still week 47.
    await waitFor(() => expect(useReview.getState().week?.weekStart).toBe('2026-11-15'));
    expect(useReview.getState().week?.dates.at(-1)).toBe('2026-11-21');
    const title = screen.getByTestId('review-week-title');
    expect(title.textContent).toBe('Week 47');
    expect(title.parentElement?.textContent).toContain(rangeLabel('2026-11-15', '2026-11-21'));
    await waitFor(() =>
      expect(reviewHeads()).toEqual(['Sun 15', 'Mon 16', 'Tue 17', 'Wed 18', 'Thu 19', 'Fri 20', 'Sat 21']),
    );
    // Stepping on keeps Sunday weeks: Sunday 22 starts week 48, as on the Week screen.
    useReview.getState().goWeeks(1);
    await waitFor(() => expect(useReview.getState().week?.weekStart).toBe('2026-11-22'));
    expect(screen.getByTestId('review-week-title').textContent).toBe('Week 48');
    view.unmount();
  });

  it('cuts the reports in Sunday weeks once Sunday is chosen', async () => {
    await useReports.getState().setMonth('2026-11');
    const view = renderApp(<ReportsPanel />);
    const table = await screen.findByRole('table', { name: 'Utilization per week' });
    // Monday weeks: November 2026's first row is week 44 (from Monday 26 Oct), holding only Sunday 1 Nov.
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^W44\D/));
    const monday = screen.getByTestId('hours-total');
    expect(new Date(`${monday.dataset.from}T00:00:00Z`).getUTCDay()).toBe(1);

    applyWeekStart('sunday');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^W45\D/));
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain(formatDayRange('2026-11-01', '2026-11-07'));
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toContain(
      formatDayRange('2026-11-29', '2026-11-30'),
    );
    // Hours by week: every bucket from a Sunday to a Saturday.
    await waitFor(() => {
      const total = screen.getByTestId('hours-total');
      expect(new Date(`${total.dataset.from}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(new Date(`${total.dataset.to}T00:00:00Z`).getUTCDay()).toBe(6);
    });
    expect(
      useReports.getState().hours.data?.weeks.every((w) => new Date(w.weekStart).getUTCDay() === 0),
    ).toBe(true);
    view.unmount();
  });

  it('takes the week start as 1 or 7 only on the reports channels', async () => {
    const range = { from: '2026-11-01', to: '2026-11-14' };
    const sunday = await core.invoke('reports:hoursByWeek', { ...range, firstDay: 7 });
    expect(sunday.ok && sunday.data.weeks.map((w) => [w.weekStart, w.label])).toEqual([
      ['2026-11-01', '2026-W45'],
      ['2026-11-08', '2026-W46'],
    ]);
    const plain = await core.invoke('reports:hoursByWeek', range);
    expect(plain.ok && plain.data.weeks.map((w) => w.weekStart)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    const wrong = await core.invoke('reports:utilization', { month: '2026-11', firstDay: 3 as 7 });
    expect(wrong.ok).toBe(false);
  });
});
