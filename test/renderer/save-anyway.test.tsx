import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { useQuickEntry } from '../../renderer/src/features/entry/store';
import { startCore, type TestCore } from './support/core';
import { PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * "Save anyway" (issue 13): a 13 h day is above the daily maximum, so the core asks first and
 * stores nothing; the form shows what it asks with "Save anyway" focused (Enter confirms) and
 * Cancel, and saves once confirmed. Against a real core in demo mode, on a day the demo leaves empty.
 */

let t: TestCore;
const DAY = '2026-11-28';

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  useQuickEntry.getState().patch({
    projectId: PROJECT_1,
    projectName: 'Northwind ERP rollout',
    line: TIME_LINE,
    role: PM_ROLE,
    date: DAY,
    from: '06:00',
    to: '',
    hours: '13',
    description: 'Go-live weekend',
    mode: 'hours',
    editId: null,
  });
  useQuickEntry.setState({ errors: {}, asks: null });
});

const dayEntries = async () =>
  (await t.call('week:get', { weekStart: DAY })).entries.filter((e) => e.date === DAY);

describe('Save anyway', () => {
  it('asks before a 13 h day, stores nothing on Cancel, and saves with Enter on "Save anyway"', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm autoFocus={false} />);
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Check before saving' });
    expect(ask.textContent).toMatch(/13 h, more than your daily maximum of 12 h/);
    expect(await dayEntries()).toEqual([]);

    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await dayEntries()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    const again = await screen.findByRole('alertdialog', { name: 'Check before saving' });
    const confirm = within(again).getByRole('button', { name: 'Save anyway' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await dayEntries()).toMatchObject([
      { hours: 13, description: 'Go-live weekend', syncState: 'pending' },
    ]);
  });
});
