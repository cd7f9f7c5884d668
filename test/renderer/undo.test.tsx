import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UndoBar } from '../../renderer/src/components/UndoBar';
import { useEntries } from '../../renderer/src/features/entries/store';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * One Undo for deleted timesheets and expenses: the Entries and expense lists delete through the
 * same channels as the week view (entries:delete answers what entries:restore brings back;
 * expenses have expenses:delete and expenses:restore), never by discarding the queued change and
 * rebuilding a create body by hand, and one Undo bar brings back the last deletion. Against a
 * real core in demo mode (project 1 with its time and expense lines and the role 'Project manager',
 * 17-digit ids held as text); the channels used are
 * read off window.psa, the renderer's only way out. (The lists themselves are virtualized and
 * render no rows without a layout engine; the e2e journeys click their Delete buttons.)
 */

let t: TestCore;
const calls: string[] = [];

beforeAll(async () => {
  t = await startCore('demo');
  const bridge = window.psa;
  if (!bridge) throw new Error('no window.psa');
  const invoke = bridge.invoke.bind(bridge);
  bridge.invoke = (channel: string, request?: unknown) => {
    calls.push(channel);
    return invoke(channel as never, request as never);
  };
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  calls.length = 0;
});

type Described = { description: string | null };
const mine = async (description: string) =>
  (await t.call('timesheets:list', {})).filter((x: Described) => x.description === description);
const myExpenses = async (description: string) =>
  (await t.call('expenses:list', {})).filter((x: Described) => x.description === description);

describe('one Undo for the timesheet and expense lists', () => {
  it('brings a deleted timesheet back through entries:restore, as the week view does', async () => {
    await t.call('timesheets:create', {
      ProjectID: PROJECT_1,
      ContractLineID: TIME_LINE,
      RoleID: PM_ROLE,
      DateTimeFrom: '2026-11-25T09:00:00.000Z',
      DateTimeTo: '2026-11-25T11:30:00.000Z',
      NumberOfHours: '2.5',
      Description: 'Undo me',
    });
    await useEntries.getState().refresh();
    const entry = useEntries.getState().items.find((x) => x.description === 'Undo me');
    if (!entry) throw new Error('the entry is not listed');
    expect(await useEntries.getState().remove(entry)).toMatchObject({ ok: true });
    expect(await mine('Undo me')).toEqual([]);

    const user = newUser();
    renderApp(
      <>
        <UndoBar kind="expenses" />
        <UndoBar kind="timesheets" />
      </>,
    );
    const bar = screen.getByRole('status');
    expect(bar.textContent).toMatch(/Deleted the entry of .* \(2\.5 h\)/);
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await mine('Undo me')).toEqual([
      expect.objectContaining({
        projectId: PROJECT_1,
        contractLineId: TIME_LINE,
        roleId: PM_ROLE,
        from: '2026-11-25T09:00:00.000Z',
        to: '2026-11-25T11:30:00.000Z',
        hours: 2.5,
        syncState: 'pending',
      }),
    ]);
    expect(calls).toEqual(expect.arrayContaining(['entries:delete', 'entries:restore']));
    expect(calls).not.toContain('changes:discard');
    expect(calls).not.toContain('timesheets:create');
  });

  it('brings a deleted expense back through expenses:restore', async () => {
    await t.call('expenses:create', {
      ProjectID: PROJECT_1,
      ContractLineID: EXPENSE_LINE,
      // Not in the future: a future-dated expense is refused (issue 13).
      ExpenseDate: '2026-11-18T00:00:00.000Z',
      AmountExVAT: '40.12345678',
      VATAmount: '8.42592592',
      TotalAmount: '48.5493827',
      Description: 'Parking',
    });
    await useExpenses.getState().refresh();
    const expense = useExpenses.getState().items.find((x) => x.description === 'Parking');
    if (!expense) throw new Error('the expense is not listed');
    expect(await useExpenses.getState().remove(expense)).toMatchObject({ ok: true });
    expect(await myExpenses('Parking')).toEqual([]);

    const user = newUser();
    renderApp(
      <>
        <UndoBar kind="timesheets" />
        <UndoBar kind="expenses" />
      </>,
    );
    const bar = screen.getByRole('status');
    expect(bar.textContent).toMatch(/Deleted the expense of .* \(€48\.55\)/);
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await myExpenses('Parking')).toEqual([
      expect.objectContaining({
        contractLineId: EXPENSE_LINE,
        amountExVAT: '40.12345678',
        vatAmount: '8.42592592',
        totalAmount: '48.5493827',
        syncState: 'pending',
      }),
    ]);
    expect(calls).toEqual(expect.arrayContaining(['expenses:delete', 'expenses:restore']));
    expect(calls).not.toContain('changes:discard');
    expect(calls).not.toContain('expenses:create');
  });
});
