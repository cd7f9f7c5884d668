import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectCard } from '../../renderer/src/features/projects/ProjectCard';
import { ProjectForm } from '../../renderer/src/features/projects/ProjectForm';
import { startCore, type TestCore } from './support/core';
import { input } from './support/fields';
import { formatDay } from '../../shared/dates-display';
import { renderApp } from './support/render';

/*
 * Issue 13, finding 5, against a real core on an offline folder: a project like one the company
 * already has is warned about before the create ("Create anyway" still creates it), and a
 * project created here never shows its provisional id ("-2"), but "not synced yet".
 */

let t: TestCore;
let companyId: string;
let existingId: string;

beforeAll(async () => {
  t = await startCore('offline');
  companyId = (await t.call('companies:create', { Name: 'Weber GmbH' })).id;
  existingId = (
    await t.call('projects:create', { Name: 'Website relaunch', Stage: 'Active', CompanyID: companyId })
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe('a new project like an existing one', () => {
  it('is warned about, and created anyway on request', async () => {
    let saved: string | undefined;
    renderApp(
      <ProjectForm companyId={companyId} onSaved={(id) => (saved = id)} onCancel={() => undefined} />,
    );
    fireEvent.change(input('Name'), { target: { value: 'website  relaunch' } });
    fireEvent.change(input('Stage'), { target: { value: 'Active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const warning = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(warning.textContent).toContain('Website relaunch');
    expect(warning.textContent).toContain('Weber GmbH');
    expect(warning.textContent).not.toMatch(/-\d/);
    expect((await t.call('projects:list', {})).length).toBe(1);
    fireEvent.click(within(warning).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(saved).toBeDefined());
    const names = (await t.call('projects:list', {})).map((p) => p.name);
    expect(names.sort()).toEqual(['Website relaunch', 'website  relaunch']);
  });
});

describe('a project created offline', () => {
  it('shows "not synced yet" instead of its provisional id in its card', async () => {
    const project = (await t.call('projects:list', {})).find((p) => p.id === existingId)!;
    expect(project.id).toMatch(/^-\d+$/);
    renderApp(<ProjectCard project={project} onClose={() => undefined} />);
    const card = screen.getByRole('complementary', { name: 'Project details' });
    await within(card).findAllByText('not synced yet');
    expect(card.textContent).not.toContain(project.id);
  });
});

describe('a project’s start date', () => {
  it('is typed like every date field: an impossible day is refused, a shown day is stored as that day', async () => {
    let saved: string | undefined;
    renderApp(
      <ProjectForm companyId={companyId} onSaved={(id) => (saved = id)} onCancel={() => undefined} />,
    );
    fireEvent.change(input('Name'), { target: { value: 'Data migration' } });
    fireEvent.change(input('Stage'), { target: { value: 'Active' } });
    fireEvent.change(input('Start date'), { target: { value: '2026-02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await screen.findByText(/February 2026 has 28 days/);
    expect((await t.call('projects:list', {})).map((p) => p.name)).not.toContain('Data migration');

    // What the app shows for a day ("9 Mar 2026" or "Mar 9, 2026") reads back as that day.
    fireEvent.change(input('Start date'), { target: { value: formatDay('2026-03-09') } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(saved).toBeDefined());
    const project = (await t.call('projects:list', {})).find((p) => p.name === 'Data migration');
    expect(project?.startDate?.slice(0, 10)).toBe('2026-03-09');
  });
});
