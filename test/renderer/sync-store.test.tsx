import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressViewT } from '../../shared/app/views';
import { StatusBar } from '../../renderer/src/app/StatusBar';
import { useSettings } from '../../renderer/src/features/settings/store';
import { progressFraction, useSync } from '../../renderer/src/features/sync/store';
import { startCore, type TestCore } from './support/core';
import { EXPENSE_LINE, PROJECT_1 } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * The sync store and the status bar against a real core in demo mode: syncs really push to and
 * pull from the in-process reference server, and progress arrives as the core's events.
 */

let t: TestCore;
let expenseNo = 0;

beforeAll(async () => {
  t = await startCore('demo');
  await useSettings.getState().load();
});

afterAll(async () => {
  await t.close();
});

/** Queues a local change (as the expense form would), behind the sync store's back. */
function queueExpense() {
  expenseNo += 1;
  return t.call('expenses:create', {
    ProjectID: PROJECT_1,
    ContractLineID: EXPENSE_LINE,
    ExpenseDate: '2026-03-02T00:00:00.000Z',
    AmountExVAT: '10.00',
    VATAmount: '2.10',
    TotalAmount: '12.10',
    Description: `Train ticket ${expenseNo}`,
  });
}

/** Records what the store goes through while `action` runs. */
async function recordWhile(action: () => Promise<unknown>) {
  const progress: ProgressViewT[] = [];
  let wasRunning = false;
  const stop = useSync.subscribe((s) => {
    if (s.running) wasRunning = true;
    if (s.progress && s.progress !== progress.at(-1)) progress.push(s.progress);
  });
  try {
    await action();
    await waitFor(() => expect(useSync.getState()).toMatchObject({ running: false, progress: null }));
  } finally {
    stop();
  }
  return { progress, wasRunning };
}

describe('the sync store', () => {
  it('follows the core: status after the first sync, pending changes as they are queued', async () => {
    await useSync.getState().refreshStatus();
    const status = useSync.getState().status;
    expect(status).toMatchObject({ pending: 0, rejected: 0, online: true, running: false });
    expect(status?.lastSyncAt).not.toBeNull();

    await queueExpense();
    await waitFor(() => expect(useSync.getState().status?.pending).toBe(1));
  });

  it('runs a sync with Sync now, showing progress, and ends with the outcome', async () => {
    const { progress, wasRunning } = await recordWhile(() => useSync.getState().syncNow());
    expect(wasRunning).toBe(true);
    expect(progress.map((p) => p.phase)).toContain('pull');
    for (const p of progress) {
      const fraction = progressFraction(p);
      if (fraction !== null) expect(fraction).toBeGreaterThanOrEqual(0);
      if (fraction !== null) expect(fraction).toBeLessThanOrEqual(1);
    }
    expect(useSync.getState().lastOutcome).toMatchObject({ outcome: 'ok', pushed: 1, pending: 0 });
    expect(useSync.getState().error).toBeNull();
    await waitFor(() => expect(useSync.getState().status?.pending).toBe(0));
  });

  it('shows a sync started elsewhere (interval, menu) through the core events alone', async () => {
    await queueExpense();
    await waitFor(() => expect(useSync.getState().status?.pending).toBe(1));
    const before = useSync.getState().lastOutcome;
    const { progress, wasRunning } = await recordWhile(() => t.call('sync:run'));
    expect(wasRunning).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    await waitFor(() => expect(useSync.getState().lastOutcome).not.toBe(before));
    expect(useSync.getState().lastOutcome).toMatchObject({ outcome: 'ok', pushed: 1 });
    await waitFor(() => expect(useSync.getState().status?.pending).toBe(0));
  });
});

describe('the status bar', () => {
  it('counts pending changes and clears them with Sync now', async () => {
    const user = newUser();
    renderApp(<StatusBar />);
    expect(await screen.findByText('Online')).toBeTruthy();
    expect(await screen.findByText('0 changes pending')).toBeTruthy();

    await queueExpense();
    expect(await screen.findByText('1 change pending')).toBeTruthy();

    const { wasRunning } = await recordWhile(() =>
      user.click(screen.getByRole('button', { name: 'Sync now' })),
    );
    expect(wasRunning).toBe(true);
    expect(await screen.findByText('0 changes pending')).toBeTruthy();
    expect(screen.getByTestId('last-sync').textContent).not.toContain('never');
  });
});
