import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../electron/core/reference-server/http/start';
import FirstStart from '../../renderer/src/features/setup/FirstStart';
import { useSettings } from '../../renderer/src/features/settings/store';
import { useSync } from '../../renderer/src/features/sync/store';
import { closedPort, startCore, type TestCore } from './support/core';
import { ADMIN_ACCOUNT } from './support/demo-ids';
import { fieldError, input } from './support/fields';
import { newUser, renderApp, type UserEvent } from './support/render';

/*
 * The first-start "Connect to a PSA service" form on a fresh data folder: field problems at the
 * fields, the connection test's exact verdicts (from the core's real HTTP check), and a connect
 * that really syncs from a reference server on a loopback port.
 */

let t: TestCore;
let server: RunningServer;

beforeAll(async () => {
  t = await startCore('unset');
  server = await startServer({ db: join(t.dir, 'remote.sqlite'), port: 0, seed: 'demo' });
  await useSettings.getState().load();
});

afterAll(async () => {
  await t?.close();
  await server?.close();
});

beforeEach(() => {
  // Each test is a fresh window: no draft of the form, no earlier test result.
  sessionStorage.clear();
  useSettings.getState().clearTest();
});

async function openRemoteForm(user: UserEvent) {
  renderApp(<FirstStart />);
  await user.click(screen.getByRole('button', { name: 'Connect to a PSA service' }));
  return screen.findByRole('form', { name: 'Connect to a PSA service' });
}

const resultAlert = async (title: string) => (await screen.findByText(title)).closest('[role="status"]');

describe('the first-start remote form', () => {
  it('shows what is missing or wrong next to each field and saves nothing', async () => {
    const user = newUser();
    await openRemoteForm(user);
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));

    await waitFor(() => expect(fieldError(input('Service address'))).not.toBeNull());
    expect(fieldError(input('Service address'))).toBe('Enter the full address, e.g. https://psa.example.com');
    expect(fieldError(input('API token'))).toBe('Enter the API token');
    // The account is picked from a list; typing an id is the last resort, checked the same way.
    expect(fieldError(input('Your account'))).toBe('Pick your account (or type its id)');
    await user.click(screen.getByRole('button', { name: 'Not in the list? Type an account id' }));
    await user.type(input('Account id'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() =>
      expect(fieldError(input('Account id'))).toBe('Enter your account id (a whole number)'),
    );

    // Checked as the user leaves the field.
    await user.type(input('Service address'), 'ftp://psa.example.com');
    await user.tab();
    expect(fieldError(input('Service address'))).toBe('Enter the full address, e.g. https://psa.example.com');
    await user.clear(input('Service address'));
    await user.type(input('Service address'), 'https://psa.example.com/v1');
    await user.tab();
    expect(fieldError(input('Service address'))).toBeNull();

    expect(await t.call('settings:get')).toMatchObject({ mode: 'unset', remoteUrl: null, hasToken: false });
  });

  it('reports an unreachable address with the exact problem', async () => {
    const user = newUser();
    await openRemoteForm(user);
    const port = await closedPort();
    await user.type(input('Service address'), `http://127.0.0.1:${port}/v1`);
    await user.type(input('API token'), 'demo-admin-key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));

    const alert = await resultAlert('Connection failed');
    expect(alert?.textContent).toBe(
      `Connection failed` +
        `The PSA service cannot be reached (connect ECONNREFUSED 127.0.0.1:${port}). ` +
        'Check the address and your network connection.',
    );
    expect(useSettings.getState().test).toMatchObject({ ok: false, kind: 'unreachable' });
  });

  it('tests a reachable service, a wrong token, then connects and syncs', async () => {
    const user = newUser();
    await openRemoteForm(user);
    await user.type(input('Service address'), server.url);
    await user.type(input('API token'), 'not-a-key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await resultAlert('Connection failed'))?.textContent).toMatch(
      /did not accept the token\. Check that it is complete and still valid\. \(HTTP 401\)$/,
    );

    await user.clear(input('API token'));
    await user.type(input('API token'), 'demo-admin-key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await resultAlert('Connection works'))?.textContent).toBe(
      'Connection worksConnected: the PSA service accepted the token.',
    );

    // A working connection lists the service's accounts by name: picked, never typed as a number;
    // the 17-digit id behind the name is kept as text, every digit (a JS number would end it in ...012).
    await user.click(input('Your account'));
    await user.type(input('Your account'), 'Anna');
    await user.click(await screen.findByRole('option', { name: 'Anna de Vries · demo-admin@example.com' }));
    expect(input('Your account').value).toBe('Anna de Vries · demo-admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() => expect(useSettings.getState().settings?.mode).toBe('remote'));
    expect(await t.call('settings:get')).toMatchObject({
      mode: 'remote',
      remoteUrl: server.url,
      accountId: ADMIN_ACCOUNT,
      hasToken: true,
    });
    // Connecting starts the first sync: the lookups fill from the service.
    await waitFor(() => expect(useSync.getState().lastOutcome?.outcome).toBe('ok'), { timeout: 10_000 });
    expect(await t.call('projects:list', {})).toHaveLength(64);
    // The account is named as the service names it, never by its number.
    await waitFor(() =>
      expect(useSettings.getState().settings?.account).toEqual({
        id: ADMIN_ACCOUNT,
        name: 'Anna de Vries',
        email: 'demo-admin@example.com',
      }),
    );
  });
});
