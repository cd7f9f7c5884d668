import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusBar } from '../../renderer/src/app/StatusBar';
import { ConnectionSection } from '../../renderer/src/features/settings/ConnectionSection';
import { useSettings } from '../../renderer/src/features/settings/store';
import { SyncSummary } from '../../renderer/src/features/sync/SyncSummary';
import { useSync } from '../../renderer/src/features/sync/store';
import { closedPort, startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * Honest sync state (issue 13): counts in words that agree between the status bar and the Sync
 * page, a DEMO badge on the demo remote, a stale 401 banner gone once a sync works, a sync when the
 * browser comes back online, and a failed sync in words with its raw error behind a disclosure.
 * A real core in demo mode; the last test points it at a closed port.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
  await useSettings.getState().load();
  await useSync.getState().syncNow();
});

afterAll(async () => {
  await t.close();
});

function queueExpense(n: number) {
  return t.call('expenses:create', {
    ProjectID: PROJECT_1,
    ContractLineID: EXPENSE_LINE,
    ExpenseDate: '2026-03-02T00:00:00.000Z',
    AmountExVAT: '10.00',
    VATAmount: '2.10',
    TotalAmount: '12.10',
    Description: `Parking ${n}`,
  });
}

describe('honest sync state', () => {
  it('shows DEMO and one pending count, in words, in the status bar and on the Sync page', async () => {
    renderApp(
      <>
        <StatusBar />
        <SyncSummary />
      </>,
    );
    const bar = screen.getByRole('region', { name: 'Sync status' });
    expect(within(bar).getByText('Demo')).toBeTruthy();
    expect(await within(bar).findByText('0 changes pending')).toBeTruthy();
    expect(screen.getByTestId('pending-count').textContent).toBe('0 changes pending');
    expect(document.body.textContent).not.toContain('(s)');

    await queueExpense(1);
    expect(await within(bar).findByText('1 change pending')).toBeTruthy();
    expect(screen.getByTestId('pending-count').textContent).toBe('1 change pending');
    await queueExpense(2);
    expect(await within(bar).findByText('2 changes pending')).toBeTruthy();
    expect(screen.getByTestId('pending-count').textContent).toBe('2 changes pending');

    await useSync.getState().syncNow();
    expect(await within(bar).findByText('0 changes pending')).toBeTruthy();
    expect(screen.getByText(/^Sent 2 changes, fetched \d+ records?, rejected 0\.$/)).toBeTruthy();
  });

  it('clears a "Token not accepted (401)" banner once a later sync works', async () => {
    const settings = useSettings.getState().settings;
    if (!settings) throw new Error('no settings');
    renderApp(<ConnectionSection settings={settings} />);
    await useSettings.getState().testConnection({ token: 'not-the-key' });
    expect(await screen.findByText('Token not accepted (401)')).toBeTruthy();

    await useSync.getState().syncNow();
    expect(useSync.getState().lastOutcome?.outcome).toBe('ok');
    await waitFor(() => expect(screen.queryByText('Token not accepted (401)')).toBeNull());
  });

  it('syncs when the browser says it is online again', async () => {
    const runs = (await t.call('sync:history')).length;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await t.call('sync:history')).length).toBe(runs + 1));
    await waitFor(() => expect(useSync.getState().running).toBe(false));
  });

  it('says a failed sync in words, with the raw error behind a disclosure', async () => {
    const port = await closedPort();
    await t.call('settings:setRemote', { url: `http://127.0.0.1:${port}/v1`, token: 'x', force: true });
    await useSettings.getState().load();
    const user = newUser();
    renderApp(
      <>
        <StatusBar />
        <SyncSummary />
      </>,
    );
    await useSync.getState().syncNow();
    const human = `The PSA service at 127.0.0.1:${port} is not answering`;
    expect((await screen.findAllByText(human)).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/^connect ECONNREFUSED/m);
    const disclosure = screen.getByText('Details');
    const raw = screen.getByTestId('sync-error-detail');
    expect(raw.textContent).toContain('ECONNREFUSED');
    expect(raw.closest('details')?.open).toBe(false);
    await user.click(disclosure);
    expect(raw.closest('details')?.open).toBe(true);
    const bar = screen.getByRole('region', { name: 'Sync status' });
    expect(within(bar).queryByText('Demo')).toBeNull();
    expect(within(bar).getByText('Offline')).toBeTruthy();
  });
});
