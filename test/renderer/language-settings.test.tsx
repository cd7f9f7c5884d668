import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../renderer/src/app/App';
import { useSettings } from '../../renderer/src/features/settings/store';
import { i18n } from '../../renderer/src/i18n';
import { useDisplay } from '../../renderer/src/i18n/display';
import { displayLocale } from '../../shared/dates-display';
import { startCore, type TestCore } from './support/core';
import { newUser, renderApp } from './support/render';

/*
 * Settings › Language and region against a real core (issue 17 point 2): choosing Dutch turns the
 * interface and every format to Dutch at once, without a restart, and the core keeps the choice;
 * the week start follows the locale or the choice. 22 Nov 2026 is the example's day.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('offline');
  await import('../../renderer/src/features/settings/SettingsPanel');
});

afterAll(async () => {
  await useSettings.getState().save({ language: 'system', weekStart: 'auto' });
  await t.close();
});

describe('Settings › Language and region', () => {
  it('switches the language and the formats at once, and the core keeps them', async () => {
    const user = newUser();
    await useSettings.getState().load();
    renderApp(<App />);
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    const section = await screen.findByRole('region', { name: 'Language and region' });
    expect(within(section).getByTestId('format-example').textContent).toMatch(/Nov 22, 2026|22 Nov 2026/);
    // Every language named in its own language, whatever the current one.
    const language = within(section).getByLabelText('Language');
    expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'System (English)',
      'English',
      'Nederlands',
      'Deutsch',
    ]);

    await user.selectOptions(language, 'nl');
    await waitFor(() => expect(i18n.language).toBe('nl'));
    expect(displayLocale()).toBe('nl-NL');
    const nl = await screen.findByRole('region', { name: 'Taal en regio' });
    expect(within(nl).getByTestId('format-example').textContent).toBe(
      'Datums, bedragen en tijden: 22 nov 2026 · €\u00a01.234,56 · 09:30',
    );
    expect(await t.call('settings:get')).toMatchObject({ language: 'nl' });

    // The week start: automatic is the locale's (Monday in nl), or the choice.
    expect(useDisplay.getState().firstDay).toBe(1);
    await user.selectOptions(within(nl).getByLabelText('Week begint op'), 'sunday');
    await waitFor(() => expect(useDisplay.getState().firstDay).toBe(7));
    expect(await t.call('settings:get')).toMatchObject({ weekStart: 'sunday' });

    await user.selectOptions(within(nl).getByLabelText('Taal'), 'de');
    await screen.findByRole('region', { name: 'Sprache und Region' });
    expect(displayLocale()).toBe('de-DE');
  });
});
