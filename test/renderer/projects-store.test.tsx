import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ProjectsPanel from '../../renderer/src/features/projects/ProjectsPanel';
import { useProjects } from '../../renderer/src/features/projects/store';
import { startCore, type TestCore } from './support/core';
import { COMPANY_1 } from './support/demo-ids';
import { newUser, renderApp } from './support/render';

/*
 * The projects lookup against a real core in demo mode: its replica holds the demo organization
 * pulled over HTTP from the in-process reference server.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  useProjects.setState({ search: '', stage: null, selectedId: null });
  await useProjects.getState().refresh();
});

const names = () => useProjects.getState().items.map((p) => p.name);

describe('the projects store', () => {
  it('searches by name and filters by stage on the local store', async () => {
    const all = useProjects.getState().items;
    expect(all).toHaveLength(64);

    useProjects.getState().setSearch('north');
    await waitFor(() => expect(names()).toContain('Northwind ERP rollout'));
    expect(names().length).toBeLessThan(all.length);
    for (const name of names()) expect(name.toLowerCase()).toContain('north');

    useProjects.getState().setStage('Active');
    await waitFor(() => expect(useProjects.getState().items.every((p) => p.stage === 'Active')).toBe(true));
    expect(names()).toEqual(['Northwind ERP rollout']);

    useProjects.getState().setSearch('');
    await waitFor(() => expect(useProjects.getState().search).toBe(''));
    await waitFor(() => expect(useProjects.getState().loading).toBe(false));
    const active = all.filter((p) => p.stage === 'Active').map((p) => p.id);
    expect(
      useProjects
        .getState()
        .items.map((p) => p.id)
        .sort(),
    ).toEqual(active.sort());
  });

  it('keeps only the latest answer when searches overtake each other', async () => {
    const { setSearch } = useProjects.getState();
    setSearch('n');
    setSearch('no');
    setSearch('northwind');
    await waitFor(() => expect(useProjects.getState().loading).toBe(false));
    expect(names()).toEqual(['Northwind ERP rollout']);
  });

  it('refetches when the core reports a change to projects', async () => {
    useProjects.getState().setSearch('zephyr');
    await waitFor(() => expect(useProjects.getState().loading).toBe(false));
    expect(names()).toEqual([]);

    // Created behind the store's back (another window, a sync): only data:changed tells it.
    const created = await t.call('projects:create', {
      Name: 'Zephyr data platform',
      Stage: 'Proposal',
      CompanyID: COMPANY_1,
    });
    await waitFor(() => expect(names()).toEqual(['Zephyr data platform']));
    // Provisional until synced: a negative id, as text like every id in the renderer.
    expect(created.id).toMatch(/^-\d+$/);
    expect(useProjects.getState().items[0]).toMatchObject({ id: created.id, syncState: 'pending' });
  });
});

describe('the projects panel', () => {
  it('answers as you type and offers the stages seen in the store', async () => {
    const user = newUser();
    renderApp(<ProjectsPanel />);
    expect(await screen.findByText(/^\d+ projects$/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'northwind');
    expect(await screen.findByText('1 project')).toBeTruthy();
    expect(useProjects.getState().search).toBe('northwind');

    await user.clear(screen.getByRole('textbox', { name: 'Search projects' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Cancelled');
    await waitFor(() => expect(useProjects.getState().stage).toBe('Cancelled'));
    const cancelled = (await t.call('projects:list', { stage: 'Cancelled' })).length;
    expect(await screen.findByText(cancelled === 1 ? '1 project' : `${cancelled} projects`)).toBeTruthy();
  });
});
