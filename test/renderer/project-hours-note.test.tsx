import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectHours, useProjectCard } from '../../renderer/src/features/projects/ProjectHours';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * The project card says when its hours include entries not synced yet (issue 13, finding 11),
 * against a real core on an offline folder: an entry booked here today is queued, not synced.
 */

let t: TestCore;
let projectId: string;

beforeAll(async () => {
  t = await startCore('offline');
  const company = await t.call('companies:create', { Name: 'Acme' });
  projectId = (await t.call('projects:create', { Name: 'Alpha', Stage: 'Active', CompanyID: company.id })).id;
  const d = new Date();
  const at = (h: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), h).toISOString();
  await t.call('timesheets:create', {
    ProjectID: projectId,
    ContractLineID: String(demoId('contract_lines', 10)),
    RoleID: String(demoId('roles', 1)),
    DateTimeFrom: at(9),
    DateTimeTo: at(11),
    NumberOfHours: 2,
  });
});

afterAll(async () => {
  await t.close();
});

function Card({ id }: { id: string }) {
  const { card, error } = useProjectCard(id);
  return <ProjectHours card={card} error={error} />;
}

describe('the project card', () => {
  it('notes the hours not synced yet under its figures', async () => {
    renderApp(<Card id={projectId} />);
    // "In all" at least; the week and month too unless the time zone puts the entry's day elsewhere.
    expect((await screen.findAllByText('incl. 2 h not synced yet')).length).toBeGreaterThanOrEqual(1);
  });
});
