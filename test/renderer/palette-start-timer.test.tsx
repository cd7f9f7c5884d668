import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDate } from '../../shared/app/entry-time';
import { useShellCommands } from '../../renderer/src/app/shortcuts';
import { useQuickEntryOpen } from '../../renderer/src/features/entry/open';
import { useTimer } from '../../renderer/src/features/entry/store';
import { CommandPalette } from '../../renderer/src/features/palette/CommandPalette';
import { usePalette } from '../../renderer/src/features/palette/store';
import { useNavigation } from '../../renderer/src/models/navigation';
import { startCore, type TestCore } from './support/core';
import { DEV_ROLE, PM_ROLE, PROJECT_1, TIME_LINE } from './support/demo-ids';
import { openDatabase } from '../../electron/core/db/connection';
import { updateOutbox } from '../../electron/core/db/repositories/outbox';
import { replicaDbFile } from '../../electron/core/paths';
import { newUser, renderApp } from './support/render';

/*
 * Issue 13 (walkthrough): the palette's "Start timer" does what the status bar's does: it continues
 * the latest entry of this week (its project line, role and description), and only without one
 * opens quick entry, on the Week page that holds it. Against a real core in demo mode.
 */

beforeEach(() => {
  useTimer.setState({ timer: null, loaded: true, busy: false });
  useQuickEntryOpen.setState({ open: false });
  usePalette.setState({ palette: false, help: false, creating: null });
});

function Harness() {
  return <CommandPalette commands={useShellCommands()} />;
}

/** Opens the palette, types `text` and presses Enter on the first result. */
async function runFromPalette(text: string): Promise<void> {
  const user = newUser();
  renderApp(<Harness />);
  act(() => usePalette.getState().setPalette(true));
  const field = await screen.findByRole('combobox', { name: 'Search everywhere' });
  await user.type(field, text);
  await waitFor(() =>
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Start timer'),
  );
  await user.keyboard('{Enter}');
}

describe("the palette's Start timer", () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await startCore('demo');
  });
  afterAll(async () => {
    await t.close();
  });

  it("continues this week's latest entry, as the status bar's does, without opening quick entry", async () => {
    const today = localDate(Date.now());
    await t.call('entries:create', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
      date: today,
      from: '23:00',
      to: '23:59',
      description: 'Latest of the week',
      confirm: ['DAY_OVER_MAX', 'OVERLAP', 'DATE_AHEAD', 'DATE_BACK', 'DAY_APPROVED'],
    });
    await runFromPalette('start timer');
    await waitFor(async () => expect((await t.call('timer:get')).timer).not.toBeNull());
    expect((await t.call('timer:get')).timer).toMatchObject({
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
      description: 'Latest of the week',
    });
    expect(useQuickEntryOpen.getState().open).toBe(false);
  });
});

describe("the palette's Start timer after a rejection (walkthrough 30)", () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await startCore('demo');
  });
  afterAll(async () => {
    await t.close();
  });

  it('never continues a rejected entry: it takes the latest one the remote did not refuse', async () => {
    const today = localDate(Date.now());
    const confirm = ['DAY_OVER_MAX', 'OVERLAP', 'DATE_AHEAD', 'DATE_BACK', 'DAY_APPROVED'];
    await t.call('entries:create', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: PM_ROLE,
      date: today,
      from: '22:00',
      to: '22:30',
      description: 'Accepted work',
      confirm,
    });
    const refused = await t.call('entries:create', {
      projectId: PROJECT_1,
      contractLineId: TIME_LINE,
      roleId: DEV_ROLE,
      date: today,
      from: '23:00',
      to: '23:59',
      description: 'Refused work',
      confirm,
    });
    // The sync's verdict on the latest entry: rejected by the remote.
    const db = openDatabase(replicaDbFile(t.dir));
    try {
      const change = db
        .prepare("SELECT id FROM outbox WHERE entity = 'timesheets' AND local_id = ?")
        .pluck()
        .get(BigInt(refused.id)) as bigint;
      updateOutbox(
        db,
        change,
        { state: 'rejected', last_error: 'RoleID is not allowed' },
        new Date().toISOString(),
      );
    } finally {
      db.close();
    }
    await runFromPalette('start timer');
    await waitFor(async () => expect((await t.call('timer:get')).timer).not.toBeNull());
    expect((await t.call('timer:get')).timer).toMatchObject({
      roleId: PM_ROLE,
      description: 'Accepted work',
    });
  });
});

describe("the palette's Start timer without an entry this week", () => {
  let offline: TestCore;
  beforeAll(async () => {
    offline = await startCore('offline');
  });
  afterAll(async () => {
    await offline.close();
  });

  it('opens quick entry on the Week page', async () => {
    useNavigation.getState().go('projects');
    await runFromPalette('start timer');
    await waitFor(() => expect(useQuickEntryOpen.getState().open).toBe(true));
    expect(useNavigation.getState().section).toBe('week');
    expect((await offline.call('timer:get')).timer).toBeNull();
  });
});
