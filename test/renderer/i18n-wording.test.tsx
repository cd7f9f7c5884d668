import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useShellCommands } from '../../renderer/src/app/shortcuts';
import { ShortcutsHelp } from '../../renderer/src/features/palette/ShortcutsHelp';
import { openShortcutsHelp, usePalette } from '../../renderer/src/features/palette/store';
import { LanguageSection } from '../../renderer/src/features/settings/LanguageSection';
import { applyLanguage } from '../../renderer/src/i18n';
import type { SettingsViewT } from '../../shared/app/views';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * Wording found in the Dutch and German walkthrough (issue 17): the automatic week start names
 * its day as the language writes a weekday inside a sentence ("Automatisch (maandag)", from Intl;
 * it was "Maandag"); German commands to open a section read "Projekte öffnen" (they were
 * "Zu Projekte"), Dutch keeps "Naar Projecten"; and the shortcuts help lists the same keys in
 * every language.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('offline');
});

afterEach(() => {
  usePalette.getState().setHelp(false);
});

afterAll(async () => {
  applyLanguage('system');
  await t.close();
});

/** The shell's commands in the help, as Shell.tsx passes them. */
function Help() {
  return <ShortcutsHelp commands={useShellCommands()} />;
}

/** The rows of the shortcuts help's first table: [label, keys]. */
async function helpRows(name: string): Promise<[string, string][]> {
  openShortcutsHelp();
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((r) => {
      const [label, keys] = within(r).getAllByRole('cell');
      return [label?.textContent ?? '', keys?.textContent ?? ''];
    });
}

describe('wording in Dutch and German', () => {
  it("names the automatic week start's day in lower case in Dutch", () => {
    applyLanguage('nl');
    renderApp(<LanguageSection settings={{ language: 'nl', weekStart: 'auto' } as SettingsViewT} />);
    const options = [...screen.getByLabelText('Week begint op').querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual(['Automatisch (maandag)', 'Maandag', 'Zondag']);
  });

  it('opens sections with "<Section> öffnen" in German, "Naar <sectie>" in Dutch, with the same keys', async () => {
    applyLanguage('en');
    const view = renderApp(<Help />);
    const english = await helpRows('Keyboard shortcuts');
    view.unmount();

    applyLanguage('de');
    const german = renderApp(<Help />);
    const rows = await helpRows('Tastenkürzel');
    const labels = rows.map(([label]) => label);
    expect(labels).toEqual(expect.arrayContaining(['Projekte öffnen', 'Pläne öffnen', 'Rechnungen öffnen']));
    expect(labels.filter((l) => l.startsWith('Zu '))).toEqual([]);
    expect(rows.map(([, keys]) => keys)).toEqual(english.map(([, keys]) => keys));
    // Review has a key in neither language, or in both.
    expect(labels.includes('Prüfung öffnen')).toBe(english.some(([l]) => l === 'Go to Review'));
    german.unmount();

    applyLanguage('nl');
    renderApp(<Help />);
    const dutch = (await helpRows('Sneltoetsen')).map(([label]) => label);
    expect(dutch).toEqual(expect.arrayContaining(['Naar Projecten', 'Naar Facturen']));
  });
});
