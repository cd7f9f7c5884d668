import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp, type UserEvent } from './support/render';

/*
 * The expense form, typed into like a user does, against a real core in demo mode (project 1
 * 'Northwind ERP rollout' with its expense line 11): exact amounts, the core's own field errors,
 * and a draft that outlives the form.
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

const myExpenses = () => t.call('expenses:list', {});

async function chooseProject(user: UserEvent) {
  await user.type(input('Project'), 'Northwind ERP');
  await user.click(await screen.findByRole('option', { name: /^Northwind ERP rollout/ }));
}

describe('the expense form', () => {
  it('computes 21% VAT exactly and recomputes VAT from an edited total', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Amount excl. VAT'), '100.10');
    expect(input('VAT rate %').value).toBe('21');
    expect(input('VAT amount').value).toBe('21.02');
    expect(input('Total').value).toBe('121.12');

    await user.clear(input('Total'));
    await user.type(input('Total'), '121.13');
    expect(input('VAT amount').value).toBe('21.03');
    expect(input('Amount excl. VAT').value).toBe('100.10');
    expect(screen.getByText('Total as typed; VAT is the total minus the amount.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '9%' }));
    expect(input('VAT amount').value).toBe('9.01');
    expect(input('Total').value).toBe('109.11');
  });

  it('saves with Enter: the core stores the exact amounts, the form is ready for the next one', async () => {
    const user = newUser();
    const before = (await myExpenses()).length;
    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), '11');
    await user.type(input('Description'), 'Hotel Utrecht');
    await user.type(input('Amount excl. VAT'), '100.10{Enter}');

    expect(await screen.findByText('Expense saved')).toBeTruthy();
    const saved = (await myExpenses()).find((e) => e.description === 'Hotel Utrecht');
    expect(saved).toMatchObject({
      projectId: 1,
      contractLineId: 11,
      amountExVAT: 100.1,
      vatAmount: 21.02,
      totalAmount: 121.12,
      syncState: 'pending',
    });
    expect(await myExpenses()).toHaveLength(before + 1);
    expect(input('Amount excl. VAT').value).toBe('');
    expect(input('Contract line').value).toBe('11');
    expect(localStorage.getItem('psa.draft.expense')).toBeNull();
  });

  it("shows the core's field error next to the field on bad input and stores nothing", async () => {
    const user = newUser();
    const before = await myExpenses();
    const pendingBefore = (await t.call('sync:status')).pending;
    // What the core answers for this amount (a direct call: a refused create stores nothing).
    const refused = await t.core.invoke('expenses:create', {
      ProjectID: 1,
      ContractLineID: 11,
      ExpenseDate: '2026-03-02T00:00:00.000Z',
      AmountExVAT: '200000000000.00',
      VATAmount: '42000000000.00',
      TotalAmount: '242000000000.00',
    });
    if (refused.ok) throw new Error('the core accepted an amount above its limit');
    const detail = refused.error.details?.find((d) => d.path === 'AmountExVAT');
    expect(detail?.message).toBeTruthy();

    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), '11');
    await user.type(input('Amount excl. VAT'), '200000000000');
    expect(input('Total').value).toBe('242000000000.00');
    expect(fieldError(input('Amount excl. VAT'))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByText('Not saved')).closest('[role="alert"]');
    expect(alert?.textContent).toContain(refused.error.message);
    expect(fieldError(input('Amount excl. VAT'))).toBe(detail?.message);
    expect(input('Amount excl. VAT').getAttribute('aria-invalid')).toBe('true');
    expect(await myExpenses()).toEqual(before);
    expect((await t.call('sync:status')).pending).toBe(pendingBefore);
    // What was typed stays, to be fixed.
    expect(input('Amount excl. VAT').value).toBe('200000000000');
  });

  it('keeps the draft across a re-mount and a reload, and drops it when cleared', async () => {
    const user = newUser();
    const first = renderApp(<ExpenseForm />);
    await user.type(input('Contract line'), '11');
    await user.type(input('Amount excl. VAT'), '55.5');
    await user.type(input('Description'), 'Taxi to the client');
    first.unmount();

    const second = renderApp(<ExpenseForm />);
    expect(input('Amount excl. VAT').value).toBe('55.5');
    expect(input('Description').value).toBe('Taxi to the client');
    second.unmount();

    // A reload: fresh modules, so the store starts from localStorage alone.
    vi.resetModules();
    const reloaded = await import('../../renderer/src/features/expenses/ExpenseForm');
    const reloadedStore = await import('../../renderer/src/features/expenses/store');
    expect(reloadedStore.useExpenses).not.toBe(useExpenses);
    renderApp(<reloaded.ExpenseForm />);
    expect(input('Contract line').value).toBe('11');
    expect(input('Amount excl. VAT').value).toBe('55.5');
    expect(input('VAT amount').value).toBe('11.66');
    expect(input('Total').value).toBe('67.16');
    expect(input('Description').value).toBe('Taxi to the client');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(input('Amount excl. VAT').value).toBe(''));
    expect(localStorage.getItem('psa.draft.expense')).toBeNull();
  });
});
