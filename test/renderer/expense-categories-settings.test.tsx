import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpenseCategoriesSection } from '../../renderer/src/features/settings/ExpenseCategoriesSection';
import { startCore, type TestCore } from './support/core';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Settings › Expense categories against a real core (demo mode, projects in EUR mostly): "Add
 * country" puts the focus in the new Country field, and the new rate starts in the projects' most
 * common currency, so a per diem is never saved without one by accident.
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('demo');
});
afterAll(async () => {
  await t.close();
});

describe('Settings › Expense categories', () => {
  it('focuses the new country and gives its rate the common currency', async () => {
    const user = newUser();
    renderApp(<ExpenseCategoriesSection />);
    await waitFor(() => expect(input('Mileage rate per km').value).not.toBe(''));
    await user.click(screen.getByRole('button', { name: 'Add country' }));
    const country = await screen.findByRole('textbox', { name: /^Country \d+$/ });
    await waitFor(() => expect(document.activeElement).toBe(country));
    await user.keyboard('Germany');
    await user.tab();
    await user.keyboard('28');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Currency \d+$/ }).value).toBe('EUR');
    await user.click(screen.getByRole('button', { name: 'Save expense categories' }));
    await waitFor(async () =>
      expect((await t.call('expenses:categorySettings', {})).perDiem).toContainEqual(
        expect.objectContaining({ country: 'Germany', currency: 'EUR' }),
      ),
    );
  });
});
