import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useWeek } from '../../renderer/src/features/week/store';
import { WeekGrid } from '../../renderer/src/features/week/WeekGrid';
import { startCore, type TestCore } from './support/core';
import { DEV_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * A note from the grid (issue 13, finding 10): N on a cell with unsent hours opens its note under
 * the grid; Enter saves it as the description of the cell's entry, Escape leaves it as it was, and
 * focus goes back to the cell. A cell without unsent hours says why it takes no note. Real core in
 * demo mode, on a week the demo data leaves empty.
 */

let t: TestCore;
const MONDAY = '2026-11-30';
const WEDNESDAY = '2026-12-02';
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
  useWeek.setState({ cellError: null, cellAsks: null, row: 0, col: 2 });
  useWeek.getState().goTo(WEDNESDAY);
  await useWeek.getState().load();
});

function cell(day: number): HTMLElement {
  const row = document.querySelector(`tr[data-row-key="${ROW}"]`);
  const found = row?.querySelectorAll<HTMLElement>('td[role="gridcell"]')[day];
  if (!found) throw new Error(`no cell ${day}`);
  return found;
}

const entriesOn = async (date: string) =>
  (await t.call('week:get', { weekStart: MONDAY })).entries.filter((e) => e.date === date);

describe('a note from the week grid', () => {
  it('N writes the note of the cell’s entry; Escape keeps the old one; focus returns to the cell', async () => {
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    await waitFor(() => cell(2));
    cell(2).focus();
    await user.keyboard('3{Enter}');
    await waitFor(async () => expect(await entriesOn(WEDNESDAY)).toHaveLength(1));

    cell(2).focus();
    await user.keyboard('n');
    const field = await screen.findByRole('textbox', { name: /^Note for Wed/ });
    expect(document.activeElement).toBe(field);
    await user.keyboard('Workshop with the finance team{Enter}');
    await waitFor(async () =>
      expect((await entriesOn(WEDNESDAY))[0]).toMatchObject({
        description: 'Workshop with the finance team',
        hours: 3,
      }),
    );
    await waitFor(() => expect(document.activeElement).toBe(cell(2)));

    await user.keyboard('N');
    const again = await screen.findByRole('textbox', { name: /^Note for Wed/ });
    expect((again as HTMLInputElement).value).toBe('Workshop with the finance team');
    await user.clear(again);
    await user.keyboard('Something else{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Note for/ })).toBeNull());
    expect((await entriesOn(WEDNESDAY))[0]?.description).toBe('Workshop with the finance team');
    await waitFor(() => expect(document.activeElement).toBe(cell(2)));
  });

  it('an empty cell takes no note and says to type the hours first', async () => {
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    await waitFor(() => cell(4));
    cell(4).focus();
    await user.keyboard('n');
    expect(await screen.findByText('Type the hours first: the note goes with them.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Note for/ })).toBeNull();
  });
});
