import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../renderer/src/app/App';
import { useSettings } from '../../renderer/src/features/settings/store';
import { useSync } from '../../renderer/src/features/sync/store';
import { startCore, type TestCore } from './support/core';
import { newUser, renderApp } from './support/render';

/*
 * Settings › Appearance › Density (issue 17 point 3) against a real core: Compact chosen by
 * keyboard shrinks the row height token at once (no restart), the virtualized Projects list lays
 * its rows out at that height, and the core keeps the choice across a restart.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
  await useSettings.getState().load();
  await useSync.getState().syncNow();
  await import('../../renderer/src/features/settings/SettingsPanel');
  await import('../../renderer/src/features/projects/ProjectsPanel');
});

afterAll(async () => {
  await t.close();
});

const root = () => document.documentElement;
const token = (name: string) => root().style.getPropertyValue(name);

/**
 * The height the Projects list lays its rows out in, divided by its number of projects: the
 * virtualizer's row height (this DOM has no layout, so the list shows no row; its total stands).
 */
async function projectRowHeight(user: ReturnType<typeof newUser>): Promise<number> {
  await user.click(await screen.findByRole('button', { name: /^Projects/ }));
  const list = await screen.findByRole('listbox', { name: 'Projects' });
  const count = (await t.call('projects:list', {})).length;
  expect(count).toBeGreaterThan(10);
  const inner = list.firstElementChild as HTMLElement;
  await waitFor(() => expect(inner.style.height).not.toBe('0px'));
  return parseFloat(inner.style.height) / count;
}

describe('Settings › Appearance › Density', () => {
  it('switches to Compact by keyboard, shrinks the rows at once and keeps it across a restart', async () => {
    const user = newUser();
    const view = renderApp(<App />);
    expect(await projectRowHeight(user)).toBe(40);

    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    const appearance = await screen.findByRole('region', { name: 'Appearance' });
    const density = within(appearance).getByRole('radiogroup', { name: 'Density' });
    const comfortable = within(density).getByRole<HTMLInputElement>('radio', { name: 'Comfortable' });
    expect(comfortable.checked).toBe(true);
    expect(token('--app-row-height')).toBe('40px');
    act(() => comfortable.focus());
    await user.keyboard('{ArrowRight}');

    await waitFor(() => expect(token('--app-row-height')).toBe('30px'));
    expect(root().dataset.density).toBe('compact');
    expect(token('--app-control-height')).toBe('30px');
    expect(within(density).getByRole<HTMLInputElement>('radio', { name: 'Compact' }).checked).toBe(true);
    expect(await t.call('settings:get')).toMatchObject({ density: 'compact' });
    // The virtualizer's estimate follows: the list lays its rows out 30 px apart.
    expect(await projectRowHeight(user)).toBe(30);

    // A restart (a reload): only the core remembers.
    view.unmount();
    await t.restart();
    root().removeAttribute('style');
    delete root().dataset.density;
    useSettings.setState({ settings: null });
    await useSettings.getState().load();
    renderApp(<App />);
    await waitFor(() => expect(token('--app-row-height')).toBe('30px'));
    await user.click(await screen.findByRole('button', { name: /^Settings/ }));
    const again = await screen.findByRole('radiogroup', { name: 'Density' });
    expect(within(again).getByRole<HTMLInputElement>('radio', { name: 'Compact' }).checked).toBe(true);

    // And back: Comfortable restores the tokens.
    await user.click(within(again).getByRole('radio', { name: 'Comfortable' }));
    await waitFor(() => expect(token('--app-row-height')).toBe('40px'));
    expect(token('--mantine-spacing-md')).toBe('');
    expect(await t.call('settings:get')).toMatchObject({ density: 'comfortable' });
  });
});
