import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useShellCommands } from '../../renderer/src/app/shortcuts';
import { CommandPalette } from '../../renderer/src/features/palette/CommandPalette';
import { ShortcutsHelp } from '../../renderer/src/features/palette/ShortcutsHelp';
import { openShortcutsHelp, usePalette } from '../../renderer/src/features/palette/store';
import { i18n } from '../../renderer/src/i18n';
import { startCore, type TestCore } from './support/core';
import { englishTextsOnPage } from './support/i18n-check';
import { newUser, renderApp } from './support/render';

/*
 * Issue 17 point 2: the command palette and the shortcuts list in German (a real core, offline):
 * the palette's title, field, group heads and hints, and the list's headings are German, and no
 * English text of the 'palette' catalogue that German writes differently is on the page.
 */

let t: TestCore;
beforeAll(async () => {
  t = await startCore('offline');
  await i18n.changeLanguage('de');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
  await t.close();
});

/** The whole English 'palette' texts German writes differently that are on the page (placeholders match anything). */
const englishOnPage = () => englishTextsOnPage('palette', 'de');

function Harness() {
  const commands = useShellCommands();
  return (
    <>
      <CommandPalette commands={commands} />
      <ShortcutsHelp commands={commands} />
    </>
  );
}

describe('the command palette in German', () => {
  it('names its field, groups and hints in German', async () => {
    const user = newUser();
    renderApp(<Harness />);
    act(() => usePalette.getState().setPalette(true));
    const field = await screen.findByRole('combobox', { name: 'Überall suchen' });
    const results = screen.getByRole('listbox', { name: 'Ergebnisse' });
    within(results).getByRole('group', { name: 'Aktionen' });
    screen.getByText('alle Tastenkürzel');
    await user.type(field, 'zzzqqq');
    await screen.findByText('Keine Treffer für „zzzqqq“.');
    expect(englishOnPage()).toEqual([]);
  });

  it('lists the palette’s own keys in German in the shortcuts list', async () => {
    renderApp(<Harness />);
    act(() => openShortcutsHelp());
    const keys = await screen.findByRole('table', { name: 'Tasten der Befehlspalette' });
    within(keys).getByText('Das Ergebnis öffnen oder die Aktion ausführen');
    screen.getByRole('table', { name: 'Tastenkürzel' });
    expect(englishOnPage()).toEqual([]);
  });
});
