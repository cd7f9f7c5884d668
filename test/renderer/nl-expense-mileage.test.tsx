import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCoreLanguage } from '../../electron/core/i18n';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { applyLanguage } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * A mileage expense in Dutch (issue 17): the live calculation uses Dutch words and number formats
 * ("142 km × 2 × 0,23 = 65,32"), the automatic description is Dutch, and that Dutch description is
 * what the core stores and sends (a Dutch consultant would type it so). Against a real core.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
  applyLanguage('nl');
  setCoreLanguage('nl');
});

afterAll(async () => {
  applyLanguage('system');
  setCoreLanguage('en');
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

describe('a mileage expense in Dutch', () => {
  it('writes the calculation and the description in Dutch and saves the Dutch description', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Project'), 'Northwind ERP');
    await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
    await user.type(input('Contractregel'), EXPENSE_LINE);
    await user.click(screen.getByRole('radio', { name: 'Kilometers' }));
    await user.type(input('Afstand (km)'), '142');
    await user.click(screen.getByRole('checkbox', { name: 'Heen en terug' }));
    const calc = () => screen.getByTestId('expense-calculation').textContent;
    await waitFor(() => expect(calc()).toBe('142 km × 2 × 0,23 = 65,32'));
    await user.type(input('Van (plaats)'), 'Utrecht');
    await user.type(input('Naar (plaats)'), 'Amsterdam');
    const dutch = 'Kilometervergoeding Utrecht – Amsterdam, 142 km retour';
    expect(input('Omschrijving').placeholder).toBe(dutch);

    await user.type(input('Afstand (km)'), '{Enter}');
    await waitFor(async () =>
      expect((await t.call('expenses:list', {})).find((e) => e.description === dutch)).toMatchObject({
        totalAmount: '65.32',
        details: { category: 'mileage', calculation: '142 km × 2 × 0,23 = 65,32' },
      }),
    );
  });
});
