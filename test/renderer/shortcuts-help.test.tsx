import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShellCommands, useShellShortcuts } from '../../renderer/src/app/shortcuts';
import { ShortcutsHelp } from '../../renderer/src/features/palette/ShortcutsHelp';
import { openShortcutsHelp, usePalette } from '../../renderer/src/features/palette/store';
import { useSettings } from '../../renderer/src/features/settings/store';
import { useNavigation } from '../../renderer/src/models/navigation';
import { startCore, type TestCore } from './support/core';
import { newUser, renderApp } from './support/render';

/*
 * `?` lists every key a new user needs (the walkthrough found the week grid's missing): the
 * grid's and the week page's keys come from the same table as the shell's, under their own
 * heading, and the shell does not bind them a second time (the week page binds them).
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('offline');
});

afterAll(async () => {
  await t.close();
});

/** The shell's part that binds the keys and shows the help, as Shell.tsx wires them. */
function Harness() {
  const commands = useShellCommands();
  useShellShortcuts(commands);
  return <ShortcutsHelp commands={commands} />;
}

/** The rows of a help table: label and the keys' text. */
function rowsOf(table: HTMLElement): [string, string][] {
  return within(table)
    .getAllByRole('row')
    .map((r) => {
      const [label, keys] = within(r).getAllByRole('cell');
      return [label?.textContent ?? '', keys?.textContent ?? ''];
    });
}

describe('the keyboard shortcuts list', () => {
  it("lists the week grid's keys under their own heading", async () => {
    renderApp(<Harness />);
    openShortcutsHelp();
    const grid = await screen.findByRole('table', { name: 'Keys: In the week grid' });
    const rows = new Map(rowsOf(grid));
    expect(rows.get('Move between cells')).toBe('↑ ↓ ← → Home End');
    expect(rows.get('Edit the cell: Enter, or type the hours')).toContain('Enter');
    expect(rows.get('Cancel the edit')).toBe('Esc');
    expect(rows.get('Clear the cell (unsent hours)')).toContain('Delete');
    expect(rows.get('Write the note of the cell')).toBe('N');
    expect(rows.get('Add a row')).toBe('Alt+R');
    expect(rows.get('Copy last week’s rows')).toBe('Alt+C');
    expect(rows.get('Previous or next week')).toBe('Alt+← Alt+→');
    // The shell's own keys stay in the first table, once.
    const shell = rowsOf(screen.getByRole('table', { name: 'Keyboard shortcuts' }));
    expect(shell.map(([label]) => label)).toContain('Quick entry');
    expect(shell.map(([label]) => label)).not.toContain('Add a row');
    usePalette.getState().setHelp(false);
  });

  it("lists the desktop app's shortcuts from any app, as this platform writes them (walkthrough 30, point 12)", async () => {
    await useSettings.getState().load();
    renderApp(<Harness />);
    openShortcutsHelp();
    const global = await screen.findByRole('table', { name: 'Shortcuts from any app' });
    expect(screen.getByText('From any app (desktop app only)')).toBeTruthy();
    expect(new Map(rowsOf(global))).toEqual(
      new Map([
        ['Stop or continue the timer', 'Ctrl+Alt+T'],
        ['Open quick entry', 'Ctrl+Alt+N'],
      ]),
    );
    usePalette.getState().setHelp(false);
  });

  it('does not bind the week keys a second time outside the week page', async () => {
    const user = newUser();
    renderApp(<Harness />);
    useNavigation.getState().go('projects');
    await user.keyboard('{Alt>}c{/Alt}');
    await user.keyboard('{Alt>}r{/Alt}');
    expect(useNavigation.getState().section).toBe('projects');
    // A shell key still works: Ctrl+1 goes to the first section.
    await user.keyboard('{Control>}1{/Control}');
    expect(useNavigation.getState().section).toBe('week');
  });
});
