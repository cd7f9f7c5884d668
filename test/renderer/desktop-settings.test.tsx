import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../renderer/src/app/App';
import { useSettings } from '../../renderer/src/features/settings/store';
import { startCore, type TestCore } from './support/core';
import { fieldError, input } from './support/fields';
import { newUser, renderApp } from './support/render';

/*
 * Settings › Desktop against a real core: a shortcut is checked at the field (the same rule as
 * the core), and the saved shortcuts, close-to-tray and feed are what the core then answers.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('offline');
  await import('../../renderer/src/features/settings/SettingsPanel');
});

afterAll(async () => {
  await t.close();
});

describe('Settings › Desktop', () => {
  it('checks a shortcut at the field and saves the shortcuts and close to tray, and offers no update feed', async () => {
    const user = newUser();
    await useSettings.getState().load();
    renderApp(<App />);
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    const timer = await screen.findByLabelText<HTMLInputElement>('Stop or continue the timer', {
      exact: false,
      selector: 'input',
    });
    // Shown as this platform reads it (walkthrough 30, point 12); stored as Electron's text.
    expect(timer.value).toBe('Ctrl+Alt+T');
    expect(screen.getByText('Like Ctrl+Alt+T; empty: none')).toBeTruthy();

    await user.clear(timer);
    await user.type(timer, 'T');
    await waitFor(() =>
      expect(fieldError(input('Stop or continue the timer'))).toBe(
        'Add Ctrl, Alt, Super or CommandOrControl',
      ),
    );
    await user.type(input('Stop or continue the timer'), '{Home}Ctrl+Shift+');
    await user.clear(input('Open quick entry'));
    // Left as shown, a shortcut keeps the text Electron stored.
    await user.type(input('Open quick entry'), 'Ctrl+Alt+N');
    await user.click(screen.getByRole('switch', { name: /Keep running in the tray/ }));
    expect(screen.queryByLabelText('Update feed', { exact: false })).toBeNull();
    expect(screen.getByText(/Updates come only from the address this build was made with/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save desktop settings' }));
    expect(await screen.findByText('Desktop settings saved.')).toBeTruthy();
    expect((await t.call('settings:get')).desktop).toEqual({
      shortcutTimer: 'Ctrl+Shift+T',
      shortcutQuickEntry: 'CommandOrControl+Alt+N',
      closeToTray: false,
    });
  });
});
