import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SettingsPanel from '../../renderer/src/features/settings/SettingsPanel';
import { useSettings } from '../../renderer/src/features/settings/store';
import { useSignIn } from '../../renderer/src/features/signin/store';
import { consent } from '../support/consent';
import { openDatabase } from '../../electron/core/db/connection';
import { startServer, type RunningServer } from '../../electron/core/reference-server/http/start';
import { seedDemo } from '../../electron/core/reference-server/seed/demo';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Settings around the OAuth sign-in, against a real core and the reference server: an address
 * without /v1 is said at its field, the signed-in account is named once, and after Sign out
 * every view says signed out and offers the same address and email again.
 */

let t: TestCore;
let server: RunningServer;
let serverDir: string;
const EMAIL = 'demo-admin@example.com';

beforeAll(async () => {
  // The reference server on the demo organization (test/support/server.ts is node-typed only).
  serverDir = mkdtempSync(join(tmpdir(), 'psa-signin-server-'));
  const db = openDatabase(join(serverDir, 'psa.sqlite'));
  await seedDemo(db);
  db.close();
  server = await startServer({
    db: join(serverDir, 'psa.sqlite'),
    port: 0,
    host: '127.0.0.1',
    failedAuthLimit: false,
  });
  t = await startCore('unset');
  // The DOM has no browser tabs: the app then shows the sign-in link (the journey opens real tabs).
  window.open = () => null;
  await useSettings.getState().load();
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  if (serverDir) rmSync(serverDir, { recursive: true, force: true });
});

/** Signs in through the core as the browser would (the consent over plain HTTP). */
async function signIn(): Promise<void> {
  const started = await t.call('signin:start', {
    preset: 'custom',
    baseUrl: server.url,
    clientId: 'psa-desk',
    clientSecret: 'demo-client-secret',
    email: EMAIL,
    force: true,
  });
  await consent(started.authorizationUrl);
  await t.call('signin:wait');
  await useSettings.getState().load();
}

describe('the sign-in in Settings', () => {
  it('says at the address field that an address without /v1 has no API', async () => {
    const user = newUser();
    const view = renderApp(<SettingsPanel />);
    await user.click(screen.getByRole('button', { name: 'Custom server' }));
    await user.type(input('Server address'), new URL(server.url).origin);
    await user.type(input('Your email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Sign in with the browser' }));
    await waitFor(() =>
      expect(fieldError(input('Server address'))).toBe(
        'No PSA API answers at this address: check that it ends with /v1 (for example http://127.0.0.1:4010/v1)',
      ),
    );
    expect(await t.call('signin:status')).toMatchObject({ state: 'idle' });
    view.unmount();
  });

  it('names the account once, tests with the sign-in, and after Sign out says so everywhere', async () => {
    await signIn();
    const user = newUser();
    const view = renderApp(<SettingsPanel />);
    await screen.findByTestId('signed-in-as');
    expect(screen.getAllByText(/Signed in as/).length).toBe(1);
    expect(screen.getByTestId('signed-in-as').textContent).toContain(EMAIL);
    expect(screen.queryByTestId('signin-result')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('connection-test')).textContent).toMatch(/^Connection works/);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByTestId('signed-out-of')).textContent).toContain(
      `Signed out of ${server.url} (${EMAIL})`,
    );
    expect(
      screen.getByText(`Signed out of ${server.url}`, { exact: false, selector: 'p:not([data-testid])' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Connected to a PSA service/)).toBeNull();
    // The sign-in's "Signed in as … Syncing" notification goes with the sign-out.
    await waitFor(() => expect(screen.queryByText(/Signed in as/)).toBeNull());
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText(/No one is signed in/)).toBeTruthy();
    expect(screen.queryByTestId('connection-test')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() =>
      expect(screen.getByTestId('connection-test').textContent).toBe(
        `Signed outSign in first: you signed out of ${server.url}.`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(input('Server address').value).toBe(server.url);
    expect(input('Your email').value).toBe(EMAIL);
    expect(screen.queryByTestId('signin-result')).toBeNull();

    await signIn();
    await waitFor(() => expect(useSignIn.getState().status?.state).toBe('signed-in'));
    await waitFor(() => expect(screen.queryByTestId('connection-test')).toBeNull());
    view.unmount();
  });
});
