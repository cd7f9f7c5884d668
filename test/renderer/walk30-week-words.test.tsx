import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DayList } from '../../renderer/src/features/week/DayList';
import { AddRowForm } from '../../renderer/src/features/week/AddRowForm';
import { useWeek } from '../../renderer/src/features/week/store';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Walkthrough 30, points 14 and 18, against a real core in demo mode: the add-row form's error
 * under the contract line starts with a capital and goes once another project is chosen; the
 * empty day names the quick-entry key of this platform only (Ctrl+N off a Mac, not "Ctrl/⌘+N").
 */

let t: TestCore;
const EMPTY_DAY = '2026-12-06';

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

describe('the week says its keys and errors plainly', () => {
  it("an empty day names this platform's quick-entry key only", async () => {
    useWeek.getState().goTo(EMPTY_DAY);
    await useWeek.getState().load();
    renderApp(<DayList onDeleted={() => undefined} />);
    const hint = await screen.findByText(/^No entries on this day\./);
    expect(hint.textContent).toBe(
      'No entries on this day. Type hours into the grid, or open quick entry (Ctrl+N).',
    );
  });

  it("the contract line's error is a sentence and goes when another project is chosen", async () => {
    const user = newUser();
    renderApp(<AddRowForm projectRef={{ current: null }} />);
    await user.type(input('Add a row: project'), 'Northwind ERP');
    await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
    await user.clear(input('Contract line'));
    await user.type(input('Contract line'), 'no such line');
    await user.click(screen.getByRole('button', { name: /Add row/ }));
    await waitFor(() =>
      expect(fieldError(input('Contract line'))).toBe('Pick a contract line, or type its id'),
    );

    await user.clear(input('Add a row: project'));
    await user.type(input('Add a row: project'), 'Atelier');
    await user.click(await screen.findByRole('option', { name: /Atelier/ }));
    await waitFor(() => expect(fieldError(input('Contract line'))).toBeFalsy());
  });
});
