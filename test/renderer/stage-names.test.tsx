import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PlansPanel from '../../renderer/src/features/plans/PlansPanel';
import ProjectsPanel from '../../renderer/src/features/projects/ProjectsPanel';
import { stageName } from '../../renderer/src/features/projects/stage-name';
import { useProjects } from '../../renderer/src/features/projects/store';
import { i18n } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { newUser, renderApp } from './support/render';

/*
 * The walkthrough in German: project and plan stages ("Active", "Proposal", ...) stayed English. The
 * PSA's known stages are shown by a name in the interface language; the filter still filters by the
 * stage as sent, and a stage the organization made up shows as sent. A real core in demo mode.
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('demo');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const ENGLISH_STAGES = ['Proposal', 'Active', 'On hold', 'Completed', 'Cancelled'];

function noEnglishStage() {
  for (const el of document.body.querySelectorAll('*')) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent?.trim())
      .join('');
    expect(ENGLISH_STAGES).not.toContain(own);
  }
}

describe('project and plan stages in German', () => {
  it('Projects: the table and the stage filter name stages in German, filtering by the stage as sent', async () => {
    await i18n.changeLanguage('de');
    useProjects.setState({ search: '', stage: null, selectedId: null });
    const user = newUser();
    renderApp(<ProjectsPanel />);
    const filter = await screen.findByRole('combobox', { name: 'Phase' });
    const options = within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Angebot', 'Aktiv', 'Pausiert', 'Abgeschlossen', 'Abgebrochen']),
    );
    await useProjects.getState().refresh();
    const active = useProjects.getState().items.find((p) => p.stage === 'Active')!;
    act(() => useProjects.getState().select(active.id));
    await screen.findByRole('heading', { name: active.name });
    // The filter's option and the selected project's badge (and its row where the list renders).
    expect(screen.getAllByText('Aktiv').length).toBeGreaterThanOrEqual(2);
    noEnglishStage();
    await user.selectOptions(filter, 'Abgebrochen');
    await waitFor(() => expect(useProjects.getState().stage).toBe('Cancelled'));
    await waitFor(() =>
      expect(useProjects.getState().items.every((p) => p.stage === 'Cancelled')).toBe(true),
    );
  });

  it('Plans: the list and the selected plan show the stage in German', async () => {
    await i18n.changeLanguage('de');
    renderApp(<PlansPanel />);
    const plan = await screen.findByRole('article', { name: 'Plan' });
    expect(within(plan).getByText('Aktiv')).toBeTruthy();
    noEnglishStage();
  });

  it('a stage the PSA names otherwise shows as sent', async () => {
    await i18n.changeLanguage('nl');
    expect(stageName('Active')).toBe('Actief');
    // Dutch, like German ('Pausiert'), names a paused project in its own words.
    expect(stageName('On hold')).toBe('Gepauzeerd');
    expect(stageName('Negotiation')).toBe('Negotiation');
  });
});
