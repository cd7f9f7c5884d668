import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineProjects } from '../../renderer/src/features/setup/OfflineProjects';
import { ChangeQueue } from '../../renderer/src/features/sync/ChangeQueue';
import { pendingText, useSync } from '../../renderer/src/features/sync/store';
import { startCore, type TestCore } from './support/core';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * An offline-only folder on a real core: "Add by hand" next to an imported project asks before
 * adding to a look-alike (never a silent duplicate); the Sync page says plainly that an entry on a
 * project of this computer only is not sent, and counts it as kept here, not pending.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('offline');
  await t.call('setup:importProjects', {
    text: 'project name,company,contract line,role\nHarbour Audit,Zeeland Havens B.V.,Audit work,Auditor\n',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('offline-only folder', () => {
  it('asks before adding to a project that looks like one here, then adds the line to it', async () => {
    const user = newUser();
    renderApp(<OfflineProjects />);
    await user.type(input('Project name'), 'Harbor Audit ');
    await user.type(input('Company (optional)'), 'Zeeland Havens BV');
    await user.type(input('Contract line'), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    const ask = await screen.findByText('Zeeland Havens B.V. already has Harbour Audit: add to it?');
    expect(await t.call('projects:list', {})).toHaveLength(1);
    await user.click(
      within(ask.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Yes, add to the one here',
      }),
    );
    await waitFor(() => expect(screen.queryByText(/already has Harbour Audit/)).toBeNull());
    const [only, ...more] = await t.call('projects:list', {});
    expect(more).toEqual([]);
    const lines = await t.call('entries:lines', { projectId: only!.id });
    expect(lines.contractLines.map((l) => l.name).sort()).toEqual(['Audit work', 'Travel']);
  });

  it('says an entry on a project of this computer only is not sent, and counts it as kept', async () => {
    const [p] = await t.call('projects:list', {});
    const lines = await t.call('entries:lines', { projectId: p!.id });
    await t.call('entries:create', {
      projectId: p!.id,
      contractLineId: lines.contractLines[0]!.id,
      roleId: lines.roles[0]!.id,
      date: '2026-11-17',
      from: '09:00',
      hours: '7.5',
    });
    const status = await t.call('sync:status');
    expect(pendingText(status.pending + status.sending, status.kept)).toBe('1 change kept on this computer');
    useSync.setState({ queue: await t.call('sync:queue', {}), listsLoaded: true });
    renderApp(<ChangeQueue />);
    expect(screen.getByText('This project exists only on this computer: it is not sent')).toBeTruthy();
    expect(screen.queryByText('Waits for an earlier change it depends on')).toBeNull();
    expect(screen.getByText('Saved on this computer')).toBeTruthy();
  });
});
