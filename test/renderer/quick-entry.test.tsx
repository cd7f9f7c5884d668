import { formatMinutes } from '../../shared/dates-display';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDate, localTime, parseClock } from '../../shared/app/entry-time';
import { displayTime } from '../../renderer/src/components/format';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { useQuickEntry, useTimer } from '../../renderer/src/features/entry/store';
import { useWeek } from '../../renderer/src/features/week/store';
import { startCore, type TestCore } from './support/core';
import { DEV_ROLE, PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';
import { resetQuickEntry } from './support/quick-entry';

/** A time of day as the field shows it on the locale's clock (09:00, or 9:00 AM in en-US). */
const clock = (hhmm: string) => formatMinutes(parseClock(hhmm) ?? 0);

/*
 * Quick entry, the week store and the timer store against a real core in demo mode (project 1
 * 'Northwind ERP rollout', its time line and the role 'Project manager' seen on its pulled
 * timesheets, all with 17-digit ids held as text). Entries go on the week after this one, which the
 * demo data leaves empty.
 */

let t: TestCore;
const DAY = '2026-11-24';

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  resetQuickEntry(DAY, { typed: {} });
});

const weekEntries = async () => (await t.call('week:get', { weekStart: DAY })).entries;

describe('the quick entry form', () => {
  it('saves with Enter from the keyboard and stays ready for the next entry', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm />);
    await user.type(input('Project'), 'northwind erp');
    await screen.findByRole('option', { name: /Northwind ERP rollout/ });
    await user.keyboard('{Enter}');
    // By name alone (entry-pickers.test.tsx: the ids are dimmed in the list only).
    await waitFor(() => expect(input('Contract line').value).toBe('Consultancy hours'));
    expect(input('Role').value).toBe('Project manager');
    await user.clear(input('From'));
    await user.type(input('From'), '830');
    await user.type(input('Hours'), '2,5');
    // In the user's locale: 11:00, or 11:00 AM on a 12-hour clock.
    expect(screen.getByText(`ends ${displayTime(new Date(2026, 0, 1, 11, 0).getTime())}`)).toBeTruthy();
    await user.type(input('Description'), 'Steering committee{Enter}');

    await waitFor(() => expect(input('Hours').value).toBe(''));
    expect(input('From').value).toBe(clock('11:00'));
    expect(input('Project').value).toBe('Northwind ERP rollout');
    expect(input('Description').value).toBe('');
    const saved = (await weekEntries()).find((e) => e.description === 'Steering committee');
    expect(saved).toMatchObject({
      hours: 2.5,
      syncState: 'pending',
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
    });
    expect([localTime(saved?.from ?? ''), localTime(saved?.to ?? '')]).toEqual(['08:30', '11:00']);
  });

  it("computes hours from from and to, and shows the core's problem next to the field", async () => {
    const user = newUser();
    renderApp(<QuickEntryForm />);
    useQuickEntry
      .getState()
      .patch({ projectId: PROJECT_1, projectName: 'Northwind ERP rollout', line: TIME_LINE, role: PM_ROLE });
    await user.clear(input('From'));
    await user.type(input('From'), '13:00');
    await user.type(input('To'), '14:20');
    expect(screen.getByText('= 1.33 h')).toBeTruthy();
    await user.clear(input('From'));
    await user.type(input('From'), '15:00{Enter}');
    await waitFor(() => expect(fieldError(input('To'))).toBe('must be after from'));

    await user.clear(input('To'));
    await user.type(input('To'), '16:20{Enter}');
    await waitFor(() => expect(input('From').value).toBe(clock('16:20')));
    expect((await weekEntries()).some((e) => e.hours === 1.33)).toBe(true);
  });

  it('takes hours with 4 decimals and books them exactly', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm />);
    useQuickEntry
      .getState()
      .patch({ projectId: PROJECT_1, projectName: 'Northwind ERP rollout', line: TIME_LINE, role: PM_ROLE });
    await user.clear(input('From'));
    await user.type(input('From'), '18:00');
    await user.type(input('Hours'), '1,2525');
    await user.type(input('Description'), 'Four decimals{Enter}');

    await waitFor(() => expect(input('Hours').value).toBe(''));
    const saved = (await weekEntries()).find((e) => e.description === 'Four decimals');
    expect(saved).toMatchObject({ hours: 1.2525, projectId: PROJECT_1 });
    expect(fieldError(input('Hours'))).toBeNull();
  });

  it('keeps what was typed in the draft, for a reload', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm />);
    await user.type(input('Description'), 'Half-typed');
    const draft = JSON.parse(localStorage.getItem('psa:draft:quick-entry') ?? '{}') as {
      description?: string;
    };
    expect(draft.description).toBe('Half-typed');
  });
});

describe('the week store', () => {
  it("creates, adjusts, deletes and restores a cell's entry, with exact totals from the core", async () => {
    const week = useWeek.getState();
    week.goTo(DAY);
    await waitFor(() => expect(useWeek.getState().view?.weekStart).toBe('2026-11-23'));
    const key = { projectId: PROJECT_1, contractLineId: TIME_LINE, roleId: DEV_ROLE };
    const rowKey = `${PROJECT_1}:${TIME_LINE}:${DEV_ROLE}`;
    expect(await week.setCell(rowKey, key, '2026-11-25', '7.25')).toBe('created');
    expect(await week.setCell(rowKey, key, '2026-11-25', '0.3')).toBe('adjusted');
    const row = () => useWeek.getState().view?.rows.find((r) => r.key === rowKey);
    expect(row()?.cells[2]).toMatchObject({ hours: 0.3, states: ['pending'] });

    expect(await week.setCell(rowKey, key, '2026-11-25', '0')).toBe('deleted');
    expect(row()).toBeUndefined();
    expect(useWeek.getState().removed).toHaveLength(1);
    await useWeek.getState().undo();
    expect(row()?.total).toBe(0.3);
    expect(useWeek.getState().removed).toBeNull();
  });

  it("shows the core's refusal for the cell that caused it", async () => {
    useWeek.getState().goTo(DAY);
    const rowKey = `${PROJECT_1}:${TIME_LINE}:${PM_ROLE}`;
    const r = await useWeek
      .getState()
      .setCell(rowKey, { projectId: PROJECT_1, contractLineId: TIME_LINE, roleId: PM_ROLE }, DAY, '25');
    expect(r).toBeNull();
    expect(useWeek.getState().cellError).toMatchObject({
      key: `${rowKey}|${DAY}`,
      message: expect.stringMatching(/24/),
    });
  });
});

describe('the timer store', () => {
  it("starts on the form's project line and is still running after the core restarts", async () => {
    useQuickEntry
      .getState()
      .patch({ projectId: PROJECT_1, projectName: 'Northwind ERP rollout', line: TIME_LINE, role: PM_ROLE });
    expect(await useTimer.getState().start()).toBeNull();
    expect(useTimer.getState().timer).toMatchObject({ projectId: PROJECT_1, roleId: PM_ROLE });

    await t.restart();
    useTimer.setState({ timer: null });
    await useTimer.getState().load();
    expect(useTimer.getState().timer).toMatchObject({ projectName: 'Northwind ERP rollout' });
    const saved = await useTimer.getState().stop();
    if (!saved) throw new Error(`the core asked first: ${JSON.stringify(useTimer.getState().asks)}`);
    expect(saved.hours).toBeGreaterThanOrEqual(0.01);
    expect(useTimer.getState().timer).toBeNull();
    const today = await t.call('week:get', { weekStart: localDate(Date.now()) });
    expect(today.entries.some((e) => e.id === saved.id && e.syncState === 'pending')).toBe(true);
  });
});
