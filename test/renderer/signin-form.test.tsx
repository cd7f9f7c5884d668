import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCOPE } from '../../shared/app/channels/signin';
import FirstStart from '../../renderer/src/features/setup/FirstStart';
import { useSettings } from '../../renderer/src/features/settings/store';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * The first start's sign-in form on a fresh folder: the PSOhub preset takes the firm's settings
 * file (and says what is wrong with a bad one), each preset checks its own fields, and a custom
 * server comes with the reference server's demo client. The browser part is in the journey
 * (test/e2e/signin.e2e.test.ts).
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('unset');
  await useSettings.getState().load();
});
afterAll(async () => {
  await t?.close();
});

const file = (content: unknown) =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], 'psa-signin.json', {
    type: 'application/json',
  });

describe('the sign-in form', () => {
  it('fills the PSOhub preset from the firm’s settings file, and refuses a file with a typo', async () => {
    const user = newUser();
    renderApp(<FirstStart />);
    await user.click(screen.getByRole('button', { name: 'Sign in to PSOhub' }));
    await screen.findByRole('form', { name: 'Sign in' });
    expect(input('Scopes').value).toBe(DEFAULT_SCOPE);

    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      picker,
      file({ tokenUrl: 'https://auth.example.com/token', clientId: 'x', clientSecrt: 's' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Settings file not used.*clientSecret/s);

    await user.upload(
      picker,
      file({
        tokenUrl: 'https://auth.example.com/oauth/token',
        clientId: 'firm-app',
        clientSecret: 'firm-secret',
        scope: 'projects timesheets',
      }),
    );
    await waitFor(() => expect(input('Token URL').value).toBe('https://auth.example.com/oauth/token'));
    expect(input('Client ID').value).toBe('firm-app');
    expect(input('Client secret').value).toBe('firm-secret');
    expect(input('Scopes').value).toBe('projects timesheets');
    expect(screen.queryByRole('alert')).toBeNull();

    // The email is still missing: said at its field, and nothing started.
    await user.click(screen.getByRole('button', { name: 'Sign in with the browser' }));
    await waitFor(() => expect(fieldError(input('Your email'))).toBe('Enter your email at PSOhub'));
    expect(await t.call('signin:status')).toMatchObject({ state: 'idle' });
  });

  it('asks a custom server for its address only, with the demo client filled in', async () => {
    const user = newUser();
    renderApp(<FirstStart />);
    await user.click(screen.getByRole('button', { name: 'Custom server' }));
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByLabelText('Token URL')).toBeNull();
    expect(input('Client ID').value).toBe('psa-desk');
    await user.type(input('Your email'), 'demo-admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with the browser' }));
    await waitFor(() =>
      expect(fieldError(input('Server address'))).toBe(
        'Enter the full server address, e.g. http://127.0.0.1:4010/v1',
      ),
    );
  });
});
