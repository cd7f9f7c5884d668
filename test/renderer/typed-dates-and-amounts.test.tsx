import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../shared/app/entry-time';
import { formatDay } from '../../shared/dates-display';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { TimesheetFixForm } from '../../renderer/src/features/entries/TimesheetFixForm';
import { useEntries } from '../../renderer/src/features/entries/store';
import { ExportCsv } from '../../renderer/src/features/reports/ExportCsv';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { fieldError, input } from './support/fields';
import { newUser, renderApp, type UserEvent } from './support/render';
import { resetQuickEntry } from './support/quick-entry';

/*
 * Dates and amounts typed into quick entry and the expense form (issue 13, finding 1): an
 * impossible date is an error at the field and nothing is saved (it used to become 2 March);
 * "tomorrow" is understood (it used to keep the previous date); "1,234.56" is an amount (it used
 * to be "must be a non-negative number"). Against a real core in demo mode.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  resetQuickEntry('2026-11-24', {
    projectId: PROJECT_1,
    projectName: 'Northwind ERP rollout',
    line: TIME_LINE,
    role: PM_ROLE,
  });
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

const entriesOfWeek = async (day: string) => (await t.call('week:get', { weekStart: day })).entries;

async function typeDate(user: UserEvent, text: string) {
  await user.clear(input('Date'));
  await user.type(input('Date'), text);
}

describe('dates typed into quick entry', () => {
  it('refuses 2026-02-30 at the field and saves nothing', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm autoFocus={false} />);
    await typeDate(user, '2026-02-30');
    await user.type(input('Hours'), '1');
    await user.type(input('Description'), 'Impossible day{Enter}');

    await waitFor(() => expect(fieldError(input('Date'))).toMatch(/February 2026 has 28 days/));
    expect(input('Date').getAttribute('aria-invalid')).toBe('true');
    // What was typed stays, never shown as the day it would roll over to (2 March).
    expect(input('Date').value).toBe('2026-02-30');
    for (const week of ['2026-02-23', '2026-03-02'])
      expect((await entriesOfWeek(week)).some((e) => e.description === 'Impossible day')).toBe(false);
    expect(input('Description').value).toBe('Impossible day');
  });

  it('refuses 2026-13-45 at the field, naming the month', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm autoFocus={false} />);
    await typeDate(user, '2026-13-45');
    await user.type(input('Hours'), '1{Enter}');
    await waitFor(() => expect(fieldError(input('Date'))).toMatch(/no month 13/));
  });

  it('understands tomorrow and shows the day it means', async () => {
    const user = newUser();
    const tomorrow = addDays(localDate(Date.now()), 1);
    renderApp(<QuickEntryForm autoFocus={false} />);
    await typeDate(user, 'tomorrow');
    await user.type(input('Hours'), '0,5');
    await user.type(input('Description'), 'Typed tomorrow{Enter}');

    await waitFor(() => expect(input('Hours').value).toBe(''));
    const saved = (await entriesOfWeek(tomorrow)).find((e) => e.description === 'Typed tomorrow');
    expect(saved).toMatchObject({ date: tomorrow, hours: 0.5 });
    expect(input('Date').value).toBe(formatDay(tomorrow));
  });
});

describe('the expense form', () => {
  it('reads 1,234.56 as an amount and stores it exactly', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Project'), 'Northwind ERP');
    await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
    await user.type(input('Contract line'), EXPENSE_LINE);
    await user.type(input('Description'), 'Grouped amount');
    await user.type(input('Amount excl. VAT'), '1,234.56');
    expect(fieldError(input('Amount excl. VAT'))).toBeNull();
    expect(input('VAT amount').value).toBe('259.26');
    expect(input('Total').value).toBe('1,493.82');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense saved')).toBeTruthy();
    const saved = (await t.call('expenses:list', {})).find((e) => e.description === 'Grouped amount');
    expect(saved).toMatchObject({ amountExVAT: '1234.56', vatAmount: '259.26', totalAmount: '1493.82' });
  });

  it('refuses an impossible date at the field and saves nothing', async () => {
    const user = newUser();
    const before = await t.call('expenses:list', {});
    renderApp(<ExpenseForm />);
    await user.type(input('Project'), 'Northwind ERP');
    await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
    await user.type(input('Contract line'), EXPENSE_LINE);
    await typeDate(user, '2026-02-30');
    await user.type(input('Amount excl. VAT'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldError(input('Date'))).toMatch(/February 2026 has 28 days/));
    expect(await t.call('expenses:list', {})).toEqual(before);
  });
});

describe('other typed dates', () => {
  it('the CSV export refuses 31/04 and 2026-02-30 at their fields', async () => {
    const user = newUser();
    renderApp(<ExportCsv />);
    await user.clear(input('From'));
    await user.type(input('From'), '2026-02-30');
    await user.clear(input('To'));
    await user.type(input('To'), '2026-04-31');
    await user.click(screen.getByRole('button', { name: 'Export timesheets' }));
    await waitFor(() => expect(fieldError(input('From'))).toMatch(/February 2026 has 28 days/));
    expect(fieldError(input('To'))).toMatch(/April 2026 has 30 days/);
  });

  it('the fix form of a rejected entry refuses an impossible date at its field', async () => {
    const user = newUser();
    useEntries.setState({
      fix: {
        changeId: '1',
        id: '-1',
        projectId: PROJECT_1,
        projectName: 'Northwind ERP rollout',
        contractLine: TIME_LINE,
        role: PM_ROLE,
        date: '2026-11-24',
        from: '09:00',
        to: '10:00',
        hours: '1',
        description: '',
        reason: null,
      },
      fixErrors: {},
      fixError: null,
    });
    renderApp(<TimesheetFixForm />);
    const date = await screen.findByLabelText('Date', { exact: false, selector: 'input' });
    await user.clear(date);
    await user.type(date, '2026-02-30');
    await user.click(screen.getByRole('button', { name: /Resubmit/ }));
    await waitFor(() => expect(fieldError(input('Date'))).toMatch(/February 2026 has 28 days/));
    expect(useEntries.getState().fix).not.toBeNull();
  });
});
