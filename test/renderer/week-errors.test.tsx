import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from '../../shared/dates-display';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { AddRowForm } from '../../renderer/src/features/week/AddRowForm';
import { useWeek } from '../../renderer/src/features/week/store';
import { WeekGrid } from '../../renderer/src/features/week/WeekGrid';
import { startCore, type TestCore } from './support/core';
import { DEV_ROLE, PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Visible errors in the week grid (issue 13, point 6) against a real core in demo mode: a refused
 * cell's message is text under the grid naming the cell, linked to it by aria-describedby and
 * announced; the week total says what is not synced yet; a cell holding only a rejected entry is
 * marked as not counted. Hours go on a week the demo data leaves empty.
 */

let t: TestCore;
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const ROW = `${PROJECT_1}:${TIME_LINE}:${DEV_ROLE}`;

beforeAll(async () => {
  t = await startCore('demo');
  await t.call('week:addRow', {
    weekStart: MONDAY,
    projectId: PROJECT_1,
    contractLineId: TIME_LINE,
    roleId: DEV_ROLE,
  });
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  useWeek.setState({ cellError: null, cellAsks: null, row: 0, col: 1 });
  useWeek.getState().goTo(TUESDAY);
  await useWeek.getState().load();
});

/** The grid cell of the demo row on a day (0 = Monday). */
function cell(day: number): HTMLElement {
  const row = document.querySelector(`tr[data-row-key="${ROW}"]`);
  const found = row?.querySelectorAll<HTMLElement>('td[role="gridcell"]')[day];
  if (!found) throw new Error(`no cell ${day}`);
  return found;
}

/** The texts an element's aria-describedby points at. */
function described(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

/** The announced message under the grid, once it says `text`. */
async function gridAlert(text: RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('alert').find((a) => text.test(a.textContent));
    if (!found) throw new Error(`no alert saying ${String(text)}`);
    return found;
  });
}

describe('the week grid shows a refused cell as text under the grid', () => {
  it('25 h: the message names the cell and is linked to it and announced', async () => {
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    await waitFor(() => cell(1));
    cell(1).focus();
    await user.keyboard('25{Enter}');

    const editor = await screen.findByRole('textbox', { name: /^Hours, Tue/ });
    const alert = await gridAlert(/at most 24 h a day/);
    expect(alert.textContent).toMatch(/Northwind ERP rollout/);
    expect(alert.textContent).toMatch(/Consultancy hours/);
    expect(alert.textContent).toMatch(new RegExp(`Developer|Role ${DEV_ROLE}`));
    expect(alert.textContent).toContain(formatDay(TUESDAY, { weekday: true }));
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(described(editor)).toMatch(/at most 24 h a day/);
    expect(described(cell(1))).toMatch(/at most 24 h a day/);
    // Not only in a tooltip: the message is in the page's text, outside the grid.
    expect(within(screen.getByRole('grid')).queryByText(/at most 24 h a day/)).toBeNull();
  });

  it('abc: the message says what hours look like; Escape clears it', async () => {
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    await waitFor(() => cell(2));
    cell(2).focus();
    await user.keyboard('{Enter}abc{Enter}');
    const alert = await gridAlert(/type hours such as 7\.5/);
    expect(alert.textContent).toMatch(/Wed.*type hours such as 7\.5/);
    const editor = screen.getByRole('textbox', { name: /^Hours, Wed/ });
    expect(described(editor)).toMatch(/type hours such as 7\.5/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(alert.textContent).toBe(''));
    expect(cell(2).getAttribute('aria-describedby')).toBeNull();
  });
});

describe('the week totals', () => {
  it('say under the week total how much is not synced yet', async () => {
    await t.call('week:setCell', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: DEV_ROLE,
      date: MONDAY,
      hours: '2',
    });
    await useWeek.getState().load();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    expect((await screen.findByTestId('week-unsynced')).textContent).toBe('incl. 2 h not synced yet');
  });

  it('mark a cell holding only a rejected entry as not counted', async () => {
    // A contract line the remote does not know: accepted here, rejected by the sync.
    const unknownLine = String(demoId('contract_lines', 99999));
    await t.call('week:setCell', {
      projectId: PROJECT_1,
      contractLineId: unknownLine,
      roleId: DEV_ROLE,
      date: TUESDAY,
      hours: '3',
    });
    await t.call('sync:run');
    await useWeek.getState().load();
    const view = useWeek.getState().view;
    const rejectedRow = view?.rows.find((r) => r.contractLineId === unknownLine);
    expect(rejectedRow?.cells[1]?.states).toEqual(['rejected']);
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    const row = document.querySelector(`tr[data-row-key="${rejectedRow?.key ?? ''}"]`);
    const rejected = row?.querySelectorAll('td[role="gridcell"]')[1];
    expect(rejected?.getAttribute('aria-label')).toMatch(/rejected, not counted in totals/);
    expect(within(rejected as HTMLElement).getByText('not counted')).toBeTruthy();
    expect(screen.getByTestId(`row-total-${rejectedRow?.key ?? ''}`).textContent).toBe('0');
  });
});

describe('the add-row form', () => {
  it('shows a missing project as text under the field, linked by aria-describedby', async () => {
    const user = newUser();
    renderApp(<AddRowForm projectRef={{ current: null }} />);
    await user.click(screen.getByRole('button', { name: /Add row/ }));
    await waitFor(() => expect(fieldError(input('Add a row: project'))).toBeTruthy());
    expect(input('Add a row: project').getAttribute('aria-invalid')).toBe('true');
  });
});

describe("the core's refusal of a cell", () => {
  it('a day above 24 h across two rows: said under the grid at the refused cell, without the field path', async () => {
    const thursday = '2026-12-03';
    await t.call('week:addRow', {
      weekStart: MONDAY,
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
    });
    await t.call('week:setCell', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: DEV_ROLE,
      date: thursday,
      hours: '20',
      confirm: ['DAY_OVER_MAX', 'DATE_AHEAD'],
    });
    await useWeek.getState().load();
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    const pmRow = `${PROJECT_1}:${TIME_LINE}:${PM_ROLE}`;
    const target = () => {
      const found = document.querySelector<HTMLElement>(
        `tr[data-row-key="${pmRow}"] td[role="gridcell"]:nth-of-type(4)`,
      );
      if (!found) throw new Error('no Thursday cell in the PM row');
      return found;
    };
    await waitFor(() => target());
    target().focus();
    await user.keyboard('20{Enter}');
    const alert = await gridAlert(/a day has at most 24 h/);
    expect(alert.textContent).toMatch(
      new RegExp(
        `(Project manager|Role ${PM_ROLE}), ${formatDay(thursday, { weekday: true })}: .*would hold 40 h`,
      ),
    );
    expect(alert.textContent).not.toMatch(/: hours:/);
    await waitFor(() => expect(described(target())).toMatch(/a day has at most 24 h/));
    expect(target().getAttribute('aria-invalid')).toBe('true');
  });
});
