import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../renderer/src/app/App';
import { useSettings } from '../../renderer/src/features/settings/store';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Settings against a real core on an offline-only folder: the store's saves and refusals, the
 * theme switch (the whole app, as main.tsx renders it) kept by the core across a restart.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('offline');
  // The shell loads the panel lazily; load it once here rather than inside a wait.
  await import('../../renderer/src/features/settings/SettingsPanel');
});

afterAll(async () => {
  await t.close();
});

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('the settings store', () => {
  it('saves a change and reports a refusal with the core’s field messages', async () => {
    await useSettings.getState().load();
    expect(useSettings.getState().settings).toMatchObject({ mode: 'offline', theme: 'system' });

    expect(await useSettings.getState().save({ pullDaysBack: 30 })).toBeNull();
    expect(useSettings.getState().settings?.pullDaysBack).toBe(30);

    const refused = await t.core.invoke('settings:update', { pullDaysBack: 0 });
    if (refused.ok) throw new Error('the core accepted 0 days back');
    const problem = await useSettings.getState().save({ pullDaysBack: 0, syncIntervalMinutes: 5 });
    expect(problem).toEqual({
      code: 'VALIDATION_FAILED',
      message: refused.error.message,
      fields: { pullDaysBack: refused.error.details?.[0]?.message },
    });
    // A refused save changes nothing, not even its valid part.
    expect(await t.call('settings:get')).toMatchObject({ pullDaysBack: 30, syncIntervalMinutes: 15 });
  });
});

describe('the settings panel', () => {
  it('switches the theme at once and keeps it across a restart', async () => {
    const user = newUser();
    await useSettings.getState().load();
    const view = renderApp(<App />);
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));

    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(await t.call('settings:get')).toMatchObject({ theme: 'dark' });

    view.unmount();
    await t.restart();
    // Only the core remembers: Mantine's own copy of the scheme is gone with the old window.
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    useSettings.setState({ settings: null });
    await useSettings.getState().load();
    renderApp(<App />);
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Dark' })).checked).toBe(true);
    expect(scheme()).toBe('dark');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(await t.call('settings:get')).toMatchObject({ theme: 'light' });
  });

  it('checks the sync settings at the fields before saving them to the core', async () => {
    const user = newUser();
    await useSettings.getState().load();
    renderApp(<App />);
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    const interval = await screen.findByLabelText('Sync every (minutes)', {
      exact: false,
      selector: 'input',
    });

    await user.clear(interval);
    await user.type(interval, '2000');
    await waitFor(() => expect(fieldError(input('Sync every (minutes)'))).toBe('Must be at most 1440'));

    await user.clear(input('Sync every (minutes)'));
    await user.type(input('Sync every (minutes)'), '30');
    await waitFor(() => expect(fieldError(input('Sync every (minutes)'))).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save sync settings' }));
    expect(await screen.findByText('Sync settings saved.')).toBeTruthy();
    expect(await t.call('settings:get')).toMatchObject({ syncIntervalMinutes: 30 });
  });
});

describe('entry checks and timer settings', () => {
  it('edits the daily maximum, the date distances and the timer rounding, checked at the field', async () => {
    const user = newUser();
    await useSettings.getState().load();
    renderApp(<App />);
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    const max = await screen.findByLabelText('Ask above (hours a day)', { exact: false, selector: 'input' });
    expect((max as HTMLInputElement).value).toBe('12');

    await user.clear(max);
    await user.type(max, '25');
    await waitFor(() =>
      expect(fieldError(input('Ask above (hours a day)'))).toBe('A day has at most 24 hours'),
    );
    // Leaving the field keeps what was typed, with its message: never a silent 24.
    await user.tab();
    expect(input('Ask above (hours a day)').value).toBe('25');
    expect(fieldError(input('Ask above (hours a day)'))).toBe('A day has at most 24 hours');

    await user.clear(input('Ask above (hours a day)'));
    await user.type(input('Ask above (hours a day)'), '10');
    await user.clear(input('Ask beyond (days ahead)'));
    await user.type(input('Ask beyond (days ahead)'), '7');
    await user.clear(input('Timer step (minutes)'));
    await user.type(input('Timer step (minutes)'), '15');
    await user.click(input('Rounding a stopped run'));
    await user.click(await screen.findByRole('option', { name: 'up to the next step' }));
    await user.click(screen.getByRole('button', { name: 'Save entry checks' }));
    expect(await screen.findByText('Entry checks saved.')).toBeTruthy();
    expect(await t.call('settings:get')).toMatchObject({
      dailyMaxHours: 10,
      entryDaysAhead: 7,
      entryDaysBack: 60,
      timerMinimumMinutes: 15,
      timerRounding: 'up',
    });
  });
});
