import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { useQuickEntry } from '../../renderer/src/features/entry/store';
import ReviewPanel from '../../renderer/src/features/review/ReviewPanel';
import { useSettings } from '../../renderer/src/features/settings/store';
import { useWeek } from '../../renderer/src/features/week/store';
import { WeekGrid } from '../../renderer/src/features/week/WeekGrid';
import { startCore, type TestCore } from './support/core';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Issue 14 point 4: the quick entry says, under the hours, when an entry would push the project's
 * plan past its effort, from pulled data (offline too). The demo's project 2 (Zuiderzee
 * Installatietechniek Data platform) has one plan of 56 h effort with 22.75 h booked; three unsent
 * entries of 8 h leave 9.25 h. A hint, not a refusal: the entry still saves.
 */

let t: TestCore;
let rowKey: string;
const PROJECT_2 = 'Zuiderzee Installatietechniek Data platform';
const PLAN_2 = 'Zuiderzee data platform plan';

beforeAll(async () => {
  t = await startCore('demo');
  const project = (await t.call('entries:projects', { search: 'zuiderzee' })).find(
    (p) => p.name === PROJECT_2,
  );
  if (!project) throw new Error('no project 2 in the demo');
  const lines = await t.call('entries:lines', { projectId: project.id });
  rowKey = `${project.id}:${lines.contractLines[0]!.id}:${lines.roles[0]!.id}`;
  for (const date of ['2026-11-30', '2026-12-01', '2026-12-02'])
    await t.call('entries:create', {
      projectId: project.id,
      contractLineId: lines.contractLines[0]!.id,
      roleId: lines.roles[0]!.id,
      date,
      from: '09:00',
      hours: 8,
    });
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  useQuickEntry.getState().patch({
    projectId: null,
    projectName: '',
    line: '',
    role: '',
    date: '2026-12-03',
    from: '08:00',
    to: '',
    hours: '',
    description: '',
    mode: 'hours',
    editId: null,
    typed: {},
  });
});

describe('the budget hint in quick entry', () => {
  it('warns under the hours when the entry goes past what is left of the plan, and still saves', async () => {
    const user = newUser();
    renderApp(<QuickEntryForm />);
    await user.type(input('Project'), 'zuiderzee');
    await user.click(await screen.findByRole('option', { name: new RegExp(PROJECT_2) }));
    await waitFor(() => expect(input('Contract line').value).not.toBe(''));
    await user.type(input('Hours'), '12');
    const hint = await screen.findByTestId('budget-hint');
    expect(hint.textContent).toContain(`9.25 of 56 h left on ${PROJECT_2} / ${PLAN_2}`);
    // Linked to the hours field, so a screen reader reads it with the field.
    const described = (input('Hours').getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(described.some((id) => document.getElementById(id)?.contains(hint))).toBe(true);
    // 4 h fit in the 9.25 h left: no warning.
    await user.clear(input('Hours'));
    await user.type(input('Hours'), '4');
    await waitFor(() => expect(screen.queryByTestId('budget-hint')).toBeNull());
    await user.clear(input('Hours'));
    await user.type(input('Hours'), '12');
    await screen.findByTestId('budget-hint');

    await user.type(input('Description'), 'Over budget on purpose{Enter}');
    await waitFor(() => expect(input('Hours').value).toBe(''));
    const week = await t.call('week:get', { weekStart: '2026-11-30' });
    expect(week.entries.some((e) => e.description === 'Over budget on purpose' && e.hours === 12)).toBe(true);
  });
});

describe('the budget hint in the week grid', () => {
  it('warns under the grid while the hours typed into a cell go past what is left', async () => {
    // The quick entry test above left 12 h more unsent on project 2: nothing is left of the 56 h.
    useWeek.setState({ cellError: null, cellAsks: null, row: 0, col: 4 });
    useWeek.getState().goTo('2026-11-30');
    await useWeek.getState().load();
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    const cell = await waitFor(() => {
      const found = document
        .querySelector(`tr[data-row-key="${rowKey}"]`)
        ?.querySelectorAll<HTMLElement>('td[role="gridcell"]')[4];
      if (!found) throw new Error('no Friday cell');
      return found;
    });
    cell.focus();
    await user.keyboard('2');
    const hint = await screen.findByTestId('budget-hint');
    expect(hint.textContent).toContain(`0 of 56 h left on ${PROJECT_2} / ${PLAN_2} (2.75 h over already)`);
    expect(hint.textContent).toMatch(/^Fri/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('budget-hint')).toBeNull());
  });
});

describe('the Budgets tab of the review', () => {
  it('lists effort, booked (mine apart), left in red when over, and value of the total', async () => {
    const project2 = rowKey.split(':')[0]!;
    await t.call('review:mark', { projectId: project2, reviewed: true });
    await useSettings.getState().load();
    const user = newUser();
    renderApp(<ReviewPanel />);
    await user.click(await screen.findByRole('tab', { name: 'Budgets' }));
    const row = await waitFor(() => {
      const found = screen.getAllByTestId('budget-project').find((r) => r.dataset.project === project2);
      if (!found) throw new Error('no row of project 2');
      return found;
    });
    const left = within(row).getByTestId('budget-left');
    // 56 h effort, 22.75 h booked, 36 h of mine not synced yet: 2.75 h over.
    expect(row.textContent).toContain('56 h');
    expect(row.textContent).toContain('22.75 h');
    expect(row.textContent).toContain('36 h mine, not synced yet');
    expect(left.textContent).toBe('-2.75 h');
    expect(left.dataset.over).toBe('true');
    expect(within(row).getByTestId('budget-value').textContent).toMatch(/ of /);
  });
});
