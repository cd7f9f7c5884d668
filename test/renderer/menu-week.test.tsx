import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useShellCommands, useShellShortcuts } from '../../renderer/src/app/shortcuts';
import { useNavigation } from '../../renderer/src/models/navigation';
import { useWeek } from '../../renderer/src/features/week/store';
import { sendMenuCommand } from './support/bridge';
import { startCore, type TestCore } from './support/core';
import { renderApp } from './support/render';

/*
 * A desktop reminder's click (issue 16 point 3) reaches the window as the menu command `week` with
 * the reminder's day: the Week section opens on that week (the oldest not submitted, say), not on
 * whatever week it showed.
 */

let t: TestCore;

beforeAll(async () => {
  t = await startCore('demo');
});

afterAll(async () => {
  await t.close();
});

function Shell() {
  useShellShortcuts(useShellCommands());
  return null;
}

it('opens the Week section on the week of the day the command names', async () => {
  useNavigation.getState().go('expenses');
  renderApp(<Shell />);
  sendMenuCommand({ command: 'week', date: '2026-03-04' });
  await waitFor(() => expect(useWeek.getState().weekStart).toBe('2026-03-02'));
  expect(useNavigation.getState().section).toBe('week');
});
