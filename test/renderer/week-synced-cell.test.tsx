import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../shared/app/entry-time';
import { useWeek } from '../../renderer/src/features/week/store';
import { WeekGrid } from '../../renderer/src/features/week/WeekGrid';
import { i18n } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { newUser, renderApp } from './support/render';

/*
 * The walkthrough in German: 25 typed on a cell holding synced hours said only "höchstens 24 Std.
 * pro Tag". By design such a cell stays editable (cell.lockedTitle, core week/cells.ts): its synced
 * hours stay as they are and the typed day total adds an entry for the difference. A refusal on
 * such a cell says so, in the interface language: the synced hours are read-only, type the day's
 * total between them and 24 h. A real core in demo mode (its past weeks hold synced entries).
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('demo');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** Goes back week by week to a cell holding synced hours: its row key, day and locked hours. */
async function findLockedCell(): Promise<{ key: string; day: number; locked: number }> {
  let date = localDate(Date.now());
  for (let week = 0; week < 12; week++, date = addDays(date, -7)) {
    useWeek.getState().goTo(date);
    await useWeek.getState().load();
    for (const row of useWeek.getState().view?.rows ?? []) {
      if (!row.editable) continue;
      const day = row.cells.findIndex((c) => c.lockedHours > 0 && c.lockedHours < 20);
      if (day >= 0) return { key: row.key, day, locked: row.cells[day]!.lockedHours };
    }
  }
  throw new Error('no synced hours in the demo weeks');
}

function cellOf(key: string, day: number): HTMLElement {
  const found = document.querySelectorAll<HTMLElement>(`tr[data-row-key="${key}"] td[role="gridcell"]`)[day];
  if (!found) throw new Error(`no cell ${day} in ${key}`);
  return found;
}

async function alertSaying(text: RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('alert').find((a) => text.test(a.textContent));
    if (!found) throw new Error(`no alert saying ${String(text)}`);
    return found;
  });
}

describe('a week cell holding synced hours', () => {
  it('in German: 25 h is refused with why (synced hours are read-only) and what to type instead', async () => {
    await i18n.changeLanguage('de');
    const { key, day, locked } = await findLockedCell();
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    await waitFor(() => cellOf(key, day));
    cellOf(key, day).focus();
    await user.keyboard('25{Enter}');
    const alert = await alertSaying(/synchronisiert/);
    expect(alert.textContent).toMatch(/schreibgeschützt/);
    expect(alert.textContent).toMatch(/24 Std\./);
    expect(alert.textContent).toMatch(/neue Buchung/);
    expect(alert.textContent).toContain(String(locked).replace('.', ','));
    expect(alert.textContent).not.toMatch(/synced|read-only|at most/);
  });

  it('in English: fewer hours than the synced ones are refused before asking the core, saying why', async () => {
    const { key, day } = await findLockedCell();
    const user = newUser();
    renderApp(<WeekGrid onOutcome={() => undefined} />);
    await waitFor(() => cellOf(key, day));
    cellOf(key, day).focus();
    await user.keyboard('{Enter}{Control>}a{/Control}0{Enter}');
    const alert = await alertSaying(/synced and read-only/);
    expect(alert.textContent).toMatch(/the difference is added as a new entry/);
    expect(screen.getByRole('textbox', { name: /^Hours, / })).toBeTruthy();
  });
});
