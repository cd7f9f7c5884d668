import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormModal } from '../../renderer/src/features/companies/RecordActions';
import { startCore, type TestCore } from './support/core';
import { newUser, renderApp } from './support/render';

/*
 * Walkthrough 30: Escape in "New company" threw a typed name away without asking. Escape (or the
 * close button) now asks "Discard what you typed?" when something was typed: Keep editing returns
 * to the form with the text intact, Discard closes it; with nothing typed it closes at once.
 * Against a real core (offline).
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('offline');
});
afterAll(async () => {
  await t.close();
});

describe('New company with typed input', () => {
  it('Escape asks before discarding; Keep editing keeps the text, Discard closes', async () => {
    const user = newUser();
    const onClose = vi.fn();
    renderApp(<FormModal open={{ form: 'company' }} onClose={onClose} />);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(name);
    await user.keyboard('Acme Rotterdam');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe('Acme Rotterdam');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /^Name/ }));
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with nothing typed, Escape closes at once', async () => {
    const user = newUser();
    const onClose = vi.fn();
    renderApp(<FormModal open={{ form: 'company' }} onClose={onClose} />);
    await user.click(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull();
  });
});
