import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { emptyDraft, localToday, toBody } from '../../renderer/src/features/expenses/form-model';
import { prefillDraft } from '../../renderer/src/features/expenses/receipts/prefill';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { applyLanguage } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE } from './support/demo-ids';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * The expense form in German (issue 17 walkthrough): the amounts the form computes are written in
 * the display locale ("259,25", "1.493,75"; they were "259.25", "1493.75"), and what the fields
 * show is read back to the same exact amounts when saved. Against a real core in demo mode.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
  applyLanguage('de');
});

afterAll(async () => {
  applyLanguage('system');
  await t.close();
});

beforeEach(() => {
  useExpenses.setState({ draft: emptyDraft(localToday()), fieldErrors: {}, formError: null });
});

describe('the expense form in German', () => {
  it('writes the computed VAT and total as German amounts and saves them exactly', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Projekt'), 'Northwind ERP');
    await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
    await user.type(input('Vertragsposition'), EXPENSE_LINE);
    await user.type(input('Beschreibung'), 'Deutscher Betrag');
    await user.type(input('Nettobetrag'), '1234,5');
    expect(input('MwSt.-Betrag').value).toBe('259,25');
    expect(input('Gesamt').value).toBe('1.493,75');
    expect(fieldError(input('Gesamt'))).toBeNull();

    // A VAT amount typed: the rate it makes is German too, the total follows.
    await user.clear(input('MwSt.-Betrag'));
    await user.type(input('MwSt.-Betrag'), '100,5');
    expect(input('MwSt.-Satz %').value).toBe('8,14');
    expect(input('Gesamt').value).toBe('1.335,00');
    await user.clear(input('MwSt.-Betrag'));
    await user.type(input('MwSt.-Betrag'), '259,25');
    expect(toBody(useExpenses.getState().draft)).toMatchObject({
      ok: true,
      body: { AmountExVAT: '1234.50', VATAmount: '259.25', TotalAmount: '1493.75' },
    });

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ausgabe gespeichert')).toBeTruthy();
    const saved = (await t.call('expenses:list', {})).find((e) => e.description === 'Deutscher Betrag');
    expect(saved).toMatchObject({ amountExVAT: '1234.5', vatAmount: '259.25', totalAmount: '1493.75' });
  });

  it("writes a mileage's rate per km and its amounts as German numbers", async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.click(screen.getByRole('radio', { name: 'Kilometergeld' }));
    expect(await screen.findByText('zu 0,23 pro km')).toBeTruthy();
    await user.type(input('Strecke (km)'), '142,5');
    await waitFor(() => expect(input('Gesamt').value).toBe('32,78'));
  });

  it('writes a receipt total and the amounts worked back from it in German', () => {
    const filled = prefillDraft(emptyDraft(localToday()), { amount: '1210.00', date: null });
    expect(filled.draft).toMatchObject({
      totalAmount: '1.210,00',
      amountExVAT: '1.000,00',
      vatAmount: '210,00',
    });
    expect(toBody({ ...filled.draft, projectId: '1', contractLine: '7' })).toMatchObject({
      ok: true,
      body: { AmountExVAT: '1000.00', VATAmount: '210.00', TotalAmount: '1210.00' },
    });
  });
});
