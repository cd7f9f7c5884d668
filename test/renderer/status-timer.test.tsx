import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDate } from '../../shared/app/entry-time';
import { StatusBar } from '../../renderer/src/app/StatusBar';
import { TimerCard } from '../../renderer/src/features/entry/TimerCard';
import { useQuickEntry, useTimer } from '../../renderer/src/features/entry/store';
import { startCore, type TestCore } from './support/core';
import { PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * Issue 13 point 11: the running timer sits in the status bar, which the shell shows on every
 * page (Projects, Reports, ...): project, elapsed time and a Stop button reached by keyboard.
 * A stop the core asks about first offers "Save anyway". Starting never reuses a stale draft's
 * description. Against a real core in demo mode.
 */

let t: TestCore;
const CELL = { projectId: PROJECT_1, contractLineId: TIME_LINE, roleId: PM_ROLE };

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  localStorage.clear();
  if ((await t.call('timer:get')).timer) await t.call('timer:cancel');
  useTimer.setState({ timer: null, loaded: false, busy: false });
});

const todays = async () => {
  const today = localDate(Date.now());
  return (await t.call('week:get', { weekStart: today })).entries.filter((e) => e.date === today);
};

describe('the timer in the status bar', () => {
  it('shows the running timer with its project and stops it by keyboard', async () => {
    await t.call('timer:start', CELL);
    const user = newUser();
    renderApp(<StatusBar />);
    const timer = await screen.findByRole('status', { name: 'Timer' });
    expect(timer.textContent).toMatch(/Northwind ERP rollout/);
    expect(within(timer).getByTestId('timer-elapsed').textContent).toMatch(/^\d+:\d\d:\d\d$/);
    const before = (await todays()).length;

    const stop = within(timer).getByRole('button', { name: 'Stop timer' });
    stop.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Timer' })).toBeNull());
    expect((await t.call('timer:get')).timer).toBeNull();
    const after = await todays();
    expect(after.length).toBe(before + 1);
    expect(after.some((e) => e.hours === 0.02 && e.syncState === 'pending')).toBe(true);
  });

  it('offers "Save anyway" when stopping asks first, and keeps the timer on Cancel', async () => {
    await t.call('settings:update', { dailyMaxHours: 1 });
    await t.call('entries:create', {
      ...CELL,
      date: localDate(Date.now()),
      from: '00:00',
      hours: '1',
      // Run just after midnight, this hour holds the first test's entry and the timer: confirmed
      // here, and the stop below asks about the day's maximum either way.
      confirm: ['DAY_OVER_MAX', 'OVERLAP'],
    });
    await t.call('timer:start', CELL);
    const user = newUser();
    renderApp(<StatusBar />);
    const timer = await screen.findByRole('status', { name: 'Timer' });
    await user.click(within(timer).getByRole('button', { name: 'Stop timer' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Check before saving' });
    expect(ask.textContent).toMatch(/daily maximum of 1 h/);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((await t.call('timer:get')).timer).not.toBeNull();

    await user.click(within(timer).getByRole('button', { name: 'Stop timer' }));
    const again = await screen.findByRole('alertdialog', { name: 'Check before saving' });
    await user.click(within(again).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Timer' })).toBeNull());
    expect((await t.call('timer:get')).timer).toBeNull();
    await t.call('settings:update', { dailyMaxHours: 12 });
  });

  it('starts with an empty description, not the text of an old quick entry draft', async () => {
    // A draft restored from an earlier session, as the store reads it at load: nothing typed now.
    useQuickEntry.setState({
      draft: {
        ...useQuickEntry.getState().draft,
        projectId: PROJECT_1,
        projectName: 'Northwind ERP rollout',
        line: TIME_LINE,
        role: PM_ROLE,
        description: 'Stale text from last week',
        editId: null,
      },
      descriptionTyped: false,
    });
    const user = newUser();
    renderApp(<TimerCard />);
    await user.click(screen.getByRole('button', { name: 'Start timer' }));
    await waitFor(async () => expect((await t.call('timer:get')).timer).not.toBeNull());
    expect((await t.call('timer:get')).timer).toMatchObject({ description: null });
  });
});
