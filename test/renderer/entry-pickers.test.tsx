import { formatMinutes } from '../../shared/dates-display';
import { parseClock } from '../../shared/app/entry-time';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { displayTime } from '../../renderer/src/components/format';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { useQuickEntry } from '../../renderer/src/features/entry/store';
import { TimesheetFixForm } from '../../renderer/src/features/entries/TimesheetFixForm';
import { TimesheetList } from '../../renderer/src/features/entries/TimesheetList';
import { useEntries } from '../../renderer/src/features/entries/store';
import { startCore, type TestCore } from './support/core';
import { CONSULTANT_ROLE, EXPENSE_LINE, PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp, type UserEvent } from './support/render';
import { resetQuickEntry } from './support/quick-entry';

/** A time of day as the field shows it on the locale's clock (09:00, or 9:00 AM in en-US). */
const clock = (hhmm: string) => formatMinutes(parseClock(hhmm) ?? 0);

/*
 * The new-user walkthrough's findings in quick entry, the Fix dialog and the entries list, against
 * a real core in demo mode (17-digit ids as text): a picked line or role reads by its name (no id
 * next to it), expense lines are not offered for hours, a new project brings its own line and
 * role, From starts where the day's booked time ends, and clock times follow the locale.
 */

let t: TestCore;
/** Days the demo data leaves empty (the week after this one): each test books on its own. */
const BOOKED_DAY = '2026-11-24';
const EMPTY_DAY = '2026-11-26';
const FIX_DAY = '2026-11-25';

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  resetQuickEntry(BOOKED_DAY, { typed: {} });
});

/** The description under a field (Mantine links it with aria-describedby). */
function description(el: HTMLElement): string | null {
  const ids = (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id.endsWith('-description'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

async function pickProject(user: UserEvent, search: string, name: string): Promise<void> {
  await user.clear(input('Project'));
  await user.type(input('Project'), search);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('quick entry’s line and role pickers', () => {
  it('show a picked line and role by name, offer no expense line for hours, and name a typed id', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm />);
    await pickProject(user, 'northwind erp', 'Northwind ERP rollout');
    await waitFor(() => expect(input('Contract line').value).toBe('Consultancy hours'));
    expect(input('Role').value).toBe('Project manager');

    // The list: names (the id dimmed after them), no expense line.
    await user.click(input('Contract line'));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    expect(offered.some((o) => o.startsWith('Consultancy hours'))).toBe(true);
    expect(offered.filter((o) => /^(Expenses|Travel costs)/.test(o))).toEqual([]);
    expect(offered.some((o) => o.includes(EXPENSE_LINE))).toBe(false);

    // An id typed as a last resort: the field keeps it, the name shows under it.
    await user.clear(input('Role'));
    await user.type(input('Role'), CONSULTANT_ROLE);
    expect(description(input('Role'))).toContain('Consultant');
    await user.keyboard('{Escape}');
    expect(useQuickEntry.getState().draft.role).toBe(CONSULTANT_ROLE);
  });

  it('take the new project’s line and role when the project changes', async () => {
    const user = newUser();
    const pm = (await t.call('entries:lines', { projectId: PROJECT_1 })).roles[0];
    expect(pm?.id).toBe(PM_ROLE);
    // Another project whose own most used role is not project 1's.
    let other: { name: string; line: string; role: string } | undefined;
    for (const p of await t.call('entries:projects', { limit: 60 })) {
      if (p.id === PROJECT_1) continue;
      const l = await t.call('entries:lines', { projectId: p.id });
      const [line, role] = [l.contractLines[0], l.roles[0]];
      if (l.pulled && line?.name && role?.name && role.id !== PM_ROLE && line.id !== TIME_LINE) {
        other = { name: p.name, line: line.name, role: role.name };
        break;
      }
    }
    if (!other) throw new Error('the demo has no project with another role');

    renderApp(<QuickEntryForm />);
    await pickProject(user, 'northwind erp', 'Northwind ERP rollout');
    await waitFor(() => expect(input('Role').value).toBe('Project manager'));
    await pickProject(user, other.name, other.name);
    await waitFor(() => expect(input('Role').value).toBe(other.role));
    expect(input('Contract line').value).toBe(other.line);
  });
});

describe('quick entry’s default start', () => {
  it('is the end of the day’s last entry, 09:00 on an empty day, and after saving that entry’s end', async () => {
    await t.call('entries:create', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
      date: BOOKED_DAY,
      from: '09:00',
      to: '16:30',
    });
    useQuickEntry
      .getState()
      .patch({ projectId: PROJECT_1, projectName: 'Northwind ERP rollout', line: TIME_LINE, role: PM_ROLE });
    const user = newUser();
    renderApp(<QuickEntryForm />);
    await waitFor(() => expect(input('From').value).toBe(clock('16:30')));

    await user.type(input('Hours'), '2');
    await user.type(input('Description'), 'After the workshop{Enter}');
    await waitFor(() => expect(input('Hours').value).toBe(''));
    expect(useQuickEntry.getState().asks).toBeNull();
    expect(input('From').value).toBe(clock('18:30'));

    await user.clear(input('Date'));
    await user.type(input('Date'), EMPTY_DAY);
    await waitFor(() => expect(input('From').value).toBe(clock('09:00')));
    await user.clear(input('Date'));
    await user.type(input('Date'), BOOKED_DAY);
    await waitFor(() => expect(input('From').value).toBe(clock('18:30')));

    // A From the user typed stays when the day changes.
    await user.clear(input('From'));
    await user.type(input('From'), '07:15');
    await user.clear(input('Date'));
    await user.type(input('Date'), EMPTY_DAY);
    await new Promise((r) => setTimeout(r, 50));
    expect(input('From').value).toBe(clock('07:15'));
  });
});

describe('the Fix dialog and the entries list', () => {
  it('the Fix dialog shows the line and role by name and its times as typed hh:mm', async () => {
    useEntries.setState({
      fix: {
        changeId: '1',
        id: '-1',
        projectId: PROJECT_1,
        projectName: 'Northwind ERP rollout',
        contractLine: TIME_LINE,
        role: CONSULTANT_ROLE,
        date: FIX_DAY,
        from: '18:00',
        to: '19:00',
        hours: '1',
        description: '',
        reason: null,
      },
    });
    renderApp(<TimesheetFixForm />);
    await waitFor(() => expect(input('Role').value).toBe('Consultant'));
    expect(input('Contract line').value).toBe('Consultancy hours');
    // A typed field, not the browser's time control (which shows 06:00 PM on a 12-hour locale).
    expect(input('From').type).toBe('text');
    expect(input('From').value).toBe(clock('18:00'));
    useEntries.setState({ fix: null });
  });

  it('the entries list shows clock times in the locale, as the week does', async () => {
    const saved = await t.call('entries:create', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
      date: FIX_DAY,
      from: '18:00',
      to: '19:00',
      description: 'Evening call',
    });
    await useEntries.getState().refresh();
    useEntries.getState().setFilter('open');
    // The list renders the rows in view: happy-dom has no layout, so the list is given a height.
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
    try {
      renderApp(<TimesheetList />);
      const row = (await screen.findByText('Evening call')).closest('[data-timesheet-id]');
      // 6:00 PM–7:00 PM in en-US, 18:00–19:00 where the clock has 24 hours: as the week's day list.
      expect(row?.textContent).toContain(`${displayTime(saved.from)}–${displayTime(saved.to)}`);
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    }
  });
});
