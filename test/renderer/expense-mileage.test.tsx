import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp, type UserEvent } from './support/render';

/*
 * Issue 15 point 2 in the expense form against a real core (demo mode): choosing Mileage shows
 * distance, round trip, from and to; the calculation follows the typing with the firm's rate
 * (0.23 by default); the amounts are the computed ones and read-only; Enter saves what is shown,
 * the core stores the details; the contract line is remembered for the project and category.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

async function chooseProject(user: UserEvent) {
  await user.type(input('Project'), 'Northwind ERP');
  await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
}

describe('a mileage expense in the form', () => {
  it('shows the calculation live, keeps the amounts read-only and saves 65.32 with Enter', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), EXPENSE_LINE);
    await user.click(screen.getByRole('radio', { name: 'Mileage' }));
    await user.type(input('Distance (km)'), '142');
    const calc = () => screen.getByTestId('expense-calculation').textContent;
    await waitFor(() => expect(calc()).toBe('142 km × 0.23 = 32.66'));
    await user.click(screen.getByRole('checkbox', { name: 'Round trip' }));
    expect(calc()).toBe('142 km × 2 × 0.23 = 65.32');
    await user.type(input('From place'), 'Utrecht');
    await user.type(input('To place'), 'Amsterdam');
    expect(input('Total').value).toBe('65.32');
    expect(input('Amount excl. VAT').value).toBe('65.32');
    expect(input('Total').readOnly).toBe(true);
    expect(input('Description').placeholder).toBe('Mileage Utrecht – Amsterdam, 142 km round trip');

    await user.type(input('Distance (km)'), '{Enter}');
    expect(await screen.findByText('Expense saved')).toBeTruthy();
    const saved = (await t.call('expenses:list', {})).find(
      (e) => e.description === 'Mileage Utrecht – Amsterdam, 142 km round trip',
    );
    expect(saved).toMatchObject({
      projectId: PROJECT_1,
      totalAmount: '65.32',
      details: { category: 'mileage', km: '142', roundTrip: true, calculation: '142 km × 2 × 0.23 = 65.32' },
    });
  });

  it('preselects the contract line used for mileage on the project', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await chooseProject(user);
    expect(input('Contract line').value).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Mileage' }));
    await waitFor(() => expect(input('Contract line').value).not.toBe(''));
    expect(useExpenses.getState().draft.contractLine).toBe(EXPENSE_LINE);
  });

  it('names the unit at fault and saves nothing', async () => {
    const user = newUser();
    const before = (await t.call('expenses:list', {})).length;
    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), EXPENSE_LINE);
    await user.click(screen.getByRole('radio', { name: 'Mileage' }));
    await user.type(input('Distance (km)'), '12.345{Enter}');
    expect(
      await screen.findByText('The distance may have at most 2 decimals', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeTruthy();
    expect(await t.call('expenses:list', {})).toHaveLength(before);
  });
});
