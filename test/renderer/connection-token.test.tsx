import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionSection } from '../../renderer/src/features/settings/ConnectionSection';
import { useSettings } from '../../renderer/src/features/settings/store';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Settings > PSA service on a folder connected to the demo remote: testing another address with
 * the token field left empty asks for that address's token at the field, and nothing reaches the
 * other address (a recorder on 127.0.0.1); the saved address is still tested with the stored token.
 */

let t: TestCore;
let other: Server;
let otherUrl: string;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  t = await startCore('demo');
  other = createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(401).end();
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/v1`;
  await useSettings.getState().load();
});

afterAll(async () => {
  await t?.close();
  other?.closeAllConnections();
  await new Promise((resolve) => other?.close(resolve));
});

describe('testing a connection from Settings', () => {
  it('asks for the token of a new address instead of sending the stored one', async () => {
    const user = newUser();
    const settings = useSettings.getState().settings;
    if (!settings?.remoteUrl) throw new Error('the demo remote is not set up');
    renderApp(<ConnectionSection settings={settings} />);
    const test = screen.getByRole('button', { name: 'Test connection' });

    await user.clear(input('Service address'));
    await user.type(input('Service address'), otherUrl);
    await user.click(test);
    await waitFor(() => expect(fieldError(input('API token'))).toMatch(/^Type the token for this address/));
    expect(seen).toEqual([]);
    // The core refuses the same request on its own (the page could be anything).
    expect(await t.core.invoke('settings:testConnection', { url: otherUrl })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'token' }] },
    });
    expect(seen).toEqual([]);

    await user.clear(input('Service address'));
    await user.type(input('Service address'), `${settings.remoteUrl}/`);
    await user.click(test);
    await waitFor(() => expect(useSettings.getState().test).toMatchObject({ ok: true }));
  });
});
