import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { formatMoney, formatRate } from '../../renderer/src/components/format';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { applyLanguage } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Walkthrough 30, point 17, against a real core in demo mode: the mileage rate under the distance
 * ("at 0.23 per km") and the list's amounts ("46.52") had no currency. Once the project is known
 * they are written in its currency (Northwind ERP rollout is in euros), every digit kept.
 */

let t: TestCore;
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  applyLanguage('system');
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

describe('expense amounts with their currency', () => {
  it("says the mileage rate in the project's currency", async () => {
    applyLanguage('en');
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.click(screen.getByRole('radio', { name: 'Mileage' }));
    expect(await screen.findByText('at 0.23 per km')).toBeTruthy();
    await user.type(input('Project'), 'Northwind ERP');
    await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
    expect(await screen.findByText('at €0.23 per km')).toBeTruthy();
  });

  it("gives each listed expense its project's currency and writes its amounts exactly in it", async () => {
    await t.call('expenses:create', {
      ProjectID: PROJECT_1,
      ContractLineID: EXPENSE_LINE,
      ExpenseDate: `${localToday()}T00:00:00.000Z`,
      AmountExVAT: '38.44628099',
      VATAmount: '8.07371901',
      TotalAmount: '46.52',
      Description: 'Train walk30',
    });
    const listed = (await t.call('expenses:list', {})).find((e) => e.description === 'Train walk30');
    expect(listed).toMatchObject({ currency: 'EUR', amountExVAT: '38.44628099' });
    // The list's amounts (ExpenseList) go through formatMoney from their exact text: half away
    // from zero on the decimal digits, never a binary float's rest.
    expect(nbsp(formatMoney(listed!.totalAmount, 'EUR', 'nl-NL'))).toBe('€ 46,52');
    expect(nbsp(formatMoney(listed!.amountExVAT, 'EUR', 'nl-NL'))).toBe('€ 38,45');
    expect(formatMoney('1.005', 'EUR', 'en-GB')).toBe('€1.01');
    expect(nbsp(formatRate('0.195', 'EUR', 'de-DE'))).toBe('0,195 €');
  });
});
