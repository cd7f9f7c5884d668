import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ProjectsPanel from '../../renderer/src/features/projects/ProjectsPanel';
import { useSync } from '../../renderer/src/features/sync/store';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * Issue 17: "No projects yet" flashed while the first sync was bringing the projects. While the
 * first sync of the folder runs (no sync finished yet), the list shows skeleton rows instead; the
 * empty state appears only once the sync is over and the list is still empty.
 */

let t: TestCore;

beforeAll(async () => {
  // A folder that has never synced: no projects in the replica.
  t = await startCore('unset');
});

afterAll(async () => {
  await t.close();
});

const status = {
  online: true,
  pending: 0,
  rejected: 0,
  held: 0,
  lastSyncAt: null,
  running: true,
};

describe('the projects list during the first sync', () => {
  it('shows skeleton rows, not the empty state, until the first sync is over', async () => {
    useSync.setState({ running: true, status: status as never });
    renderApp(<ProjectsPanel />);
    await screen.findByTestId('list-skeleton');
    expect(screen.getByTestId('list-skeleton').textContent).toContain('Loading…');
    expect(screen.queryByText('No projects yet')).toBeNull();

    useSync.setState({ running: false, status: { ...status, running: false } as never });
    await waitFor(() => expect(screen.queryByTestId('list-skeleton')).toBeNull());
    await screen.findByText(/No projects yet/);
  });
});
