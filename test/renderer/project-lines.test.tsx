import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { QuickEntryForm } from '../../renderer/src/features/entry/QuickEntryForm';
import { useQuickEntry } from '../../renderer/src/features/entry/store';
import { startCore, type TestCore } from './support/core';
import { input } from './support/fields';
import { newUser, renderApp } from './support/render';
import { i18n } from '../../renderer/src/i18n';

/*
 * Issue 13 point 4 in quick entry: a project the signed-in user (Anna) never booked on offers
 * the contract lines and roles its team uses, by name, before any booking (the first sync's
 * per-project pull; test/integration/project-lines.test.ts pulls a project on demand).
 * A real core in demo mode (the reference server on a loopback port), 17-digit ids as text.
 */

/** Project 33 of the demo: booked by accounts 4 and 5 only. */
const PROJECT_33 = String(demoId('projects', 33));

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  localStorage.clear();
  useQuickEntry.getState().patch({ projectId: null, projectName: '', line: '', role: '', editId: null });
});

describe("a new project's lines in quick entry", () => {
  it('are offered by name before any booking, and a typed id shows its name', async () => {
    const project = await t.call('projects:get', { id: PROJECT_33 });
    const mine = (await t.call('week:get', { weekStart: '2026-11-16' })).entries;
    expect(mine.some((e) => e.projectId === PROJECT_33)).toBe(false);

    const user = newUser();
    renderApp(<QuickEntryForm />);
    await user.type(input('Project'), project.name);
    await screen.findByRole('option', { name: new RegExp(project.name) });
    await user.keyboard('{Enter}');

    // The line and role the team uses, by name alone (no id next to it).
    await waitFor(() => expect(input('Contract line').value).toMatch(/^\p{L}/u));
    expect(input('Role').value).toMatch(/^\p{L}/u);
    expect(input('Role').value).not.toMatch(/\d{17}/);
    const lines = await t.call('entries:lines', { projectId: PROJECT_33 });
    expect(lines.pulled).toBe(true);
    const line = lines.contractLines[0];
    expect(line?.name).toBeTruthy();
    expect(input('Contract line').value).toBe(line?.name);

    // The list offers names; typing only the id, as a last resort, still shows the name.
    await user.clear(input('Contract line'));
    expect(input('Contract line').getAttribute('placeholder')).toBe('Pick by name');
    await user.type(input('Contract line'), line?.id ?? '');
    expect(input('Contract line').value).toBe(line?.id);
    const hint = input('Contract line').getAttribute('aria-describedby') ?? '';
    const described = hint.split(/\s+/).map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(line?.name);
  });

  it('say plainly when a project has no known line yet, and what to do (walkthrough 30), in Dutch too', async () => {
    // Project 3 of the demo is a proposal nobody has booked on: pulled, nothing to learn from.
    const project = await t.call('projects:get', { id: String(demoId('projects', 3)) });
    const describedBy = (label: string) =>
      (input(label).getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const user = newUser();
    const view = renderApp(<QuickEntryForm />);
    await user.type(input('Project'), project.name);
    await screen.findByRole('option', { name: new RegExp(project.name) });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(describedBy('Contract line')).toBe(
        'No lines known for this project yet: ask your admin, or type the line id',
      ),
    );
    // Roles are the organization's, seen on any project: still offered here, by name.
    const lines = await t.call('entries:lines', { projectId: project.id });
    expect(lines.contractLines).toEqual([]);
    expect(lines.roles.length).toBeGreaterThan(0);
    expect(describedBy('Role')).not.toMatch(/No roles/);
    expect(input('Contract line').getAttribute('placeholder')).toBe('Name or id');
    view.unmount();

    await i18n.changeLanguage('nl');
    try {
      renderApp(<QuickEntryForm />);
      await waitFor(() =>
        expect(describedBy('Contractregel')).toMatch(/^Nog geen regels bekend voor dit project/),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
