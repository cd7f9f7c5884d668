import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpenseForm } from '../../renderer/src/features/expenses/ExpenseForm';
import { emptyDraft, localToday } from '../../renderer/src/features/expenses/form-model';
import { useExpenses } from '../../renderer/src/features/expenses/store';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { fieldError, input } from './support/fields';
import { newUser, renderApp, type UserEvent } from './support/render';

/*
 * The expense form, typed into like a user does, against a real core in demo mode (project 1
 * 'Northwind ERP rollout' with its expense line, 17-digit ids typed and held as text): exact
 * amounts to 8 decimals, the core's own field errors, and a draft that outlives the form.
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
    expect(
      screen.getByText('Total as typed; VAT is the total minus the amount (21.01% of the amount).'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '9%' }));
    expect(input('VAT amount').value).toBe('9.01');
    expect(input('Total').value).toBe('109.11');
  });

  it('saves with Enter: the core stores the exact amounts, the form is ready for the next one', async () => {
    const user = newUser();
    const before = (await myExpenses()).length;
    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), EXPENSE_LINE);
    await user.type(input('Description'), 'Hotel Utrecht');
    await user.type(input('Amount excl. VAT'), '100.10{Enter}');

    expect(await screen.findByText('Expense saved')).toBeTruthy();
    const saved = (await myExpenses()).find((e) => e.description === 'Hotel Utrecht');
    expect(saved).toMatchObject({
      projectId: PROJECT_1,
      contractLineId: EXPENSE_LINE,
      amountExVAT: '100.1',
      vatAmount: '21.02',
      totalAmount: '121.12',
      syncState: 'pending',
    });
    expect(await myExpenses()).toHaveLength(before + 1);
    expect(input('Amount excl. VAT').value).toBe('');
    expect(input('Contract line').value).toBe(EXPENSE_LINE);
    expect(localStorage.getItem('psa.draft.expense')).toBeNull();
  });

  it('takes amounts with 8 decimals, stores them exactly and shows them rounded to the cent', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), EXPENSE_LINE);
    await user.type(input('Description'), 'Summit pass');
    await user.type(input('Amount excl. VAT'), '991.73553719');
    await user.click(screen.getByRole('button', { name: '0%' }));
    await user.clear(input('VAT amount'));
    await user.type(input('VAT amount'), '208.26446281');
    expect(input('Total').value).toBe('1,200.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Expense saved')).toBeTruthy();
    const saved = (await myExpenses()).find((e) => e.description === 'Summit pass');
    expect(saved).toMatchObject({
      amountExVAT: '991.73553719',
      vatAmount: '208.26446281',
      totalAmount: '1200',
    });
  });

  it("shows the core's field error next to the field on bad input and stores nothing", async () => {
    const user = newUser();
    const before = await myExpenses();
    const pendingBefore = (await t.call('sync:status')).pending;
    // One past the largest 64-bit id: the form takes any 19 digits, the core refuses this one
    // (a direct call first: a refused create stores nothing).
    const tooLarge = '9223372036854775808';
    const refused = await t.core.invoke('expenses:create', {
      ProjectID: PROJECT_1,
      ContractLineID: tooLarge,
      ExpenseDate: '2026-03-02T00:00:00.000Z',
      AmountExVAT: '20.00',
      VATAmount: '4.20',
      TotalAmount: '24.20',
    });
    if (refused.ok) throw new Error('the core accepted an id beyond 64 bits');
    const detail = refused.error.details?.find((d) => d.path === 'ContractLineID');
    expect(detail?.message).toBeTruthy();

    renderApp(<ExpenseForm />);
    await chooseProject(user);
    await user.type(input('Contract line'), tooLarge);
    await user.type(input('Amount excl. VAT'), '20');
    expect(input('Total').value).toBe('24.20');
    expect(fieldError(input('Contract line'))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByText('Not saved')).closest('[role="alert"]');
    expect(alert?.textContent).toContain(refused.error.message);
    expect(fieldError(input('Contract line'))).toBe(detail?.message);
    expect(input('Contract line').getAttribute('aria-invalid')).toBe('true');
    expect(await myExpenses()).toEqual(before);
    expect((await t.call('sync:status')).pending).toBe(pendingBefore);
    // What was typed stays, to be fixed.
    expect(input('Contract line').value).toBe(tooLarge);
  });

  it('refuses an amount above the limit at its field before asking the core', async () => {
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Amount excl. VAT'), '20000000000');
    await waitFor(() => expect(fieldError(input('Amount excl. VAT'))).toBe('is too large'));
  });

  it('keeps the draft across a re-mount and a reload, and drops it when cleared', async () => {
    const user = newUser();
    const first = renderApp(<ExpenseForm />);
    await user.type(input('Contract line'), EXPENSE_LINE);
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
    expect(input('Contract line').value).toBe(EXPENSE_LINE);
    expect(input('Amount excl. VAT').value).toBe('55.5');
    expect(input('VAT amount').value).toBe('11.66');
    expect(input('Total').value).toBe('67.16');
    expect(input('Description').value).toBe('Taxi to the client');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(input('Amount excl. VAT').value).toBe(''));
    expect(localStorage.getItem('psa.draft.expense')).toBeNull();
  });
});

describe('a project without known contract lines', () => {
  it('says none is known yet and how to go on, and says nothing for a project with lines', async () => {
    // The demo's USD project has no line the app has seen (the API lists none).
    const user = newUser();
    renderApp(<ExpenseForm />);
    await user.type(input('Project'), 'Cascade Outdoor');
    await user.click(await screen.findByRole('option', { name: /^Cascade Outdoor Gear/ }));
    expect(await screen.findByText(/No contract line known for this project yet/)).toBeTruthy();

    await user.clear(input('Project'));
    await chooseProject(user);
    await waitFor(() => expect(useExpenses.getState().linesFor).toBe(PROJECT_1));
    expect(screen.queryByText(/No contract line known for this project yet/)).toBeNull();
  });
});
