import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { updateOutbox } from '../../electron/core/db/repositories/outbox';
import { replicaDbFile } from '../../electron/core/paths';
import {
  at,
  call,
  CELL,
  closeCores,
  folder,
  idText,
  open,
  outbox,
  queuedBody,
  refusal,
  removeFolders,
} from '../support/week-core';
import { hourUnits, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * Typing hours into a week cell (week:setCell) on temp data folders: an unsent entry is adjusted
 * with its queued create, hours above the synced ones become a new entry, lowering synced hours is
 * refused, 0 removes unsent entries (undone with entries:restore), synced entries stay read-only.
 */

const MONDAY = '2026-03-02';
const cell = CELL;
/** Ids of synced timesheets: 17-digit, like every id the remote issues. */
const SYNCED_7 = 31_073_748_835_533_017n;
const SYNCED_9 = 31_073_748_835_533_019n;

afterEach(closeCores);
afterAll(removeFolders);

describe('week:setCell', () => {
  it('creates an entry at 09:00 on an empty cell, then adjusts that pending entry and its queued create', async () => {
    const dir = folder();
    const core = open(dir);
    const created = await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 7.5 });
    expect(created).toMatchObject({ outcome: 'created', removed: [] });
    const adjusted = await call(core, 'week:setCell', {
      ...cell,
      date: MONDAY,
      hours: 8.25,
      description: 'Workshop',
    });
    expect(adjusted).toMatchObject({ outcome: 'adjusted', entryId: created.entryId });

    const week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.entries).toHaveLength(1);
    expect(week.entries[0]).toMatchObject({
      from: at(MONDAY, 9),
      to: at(MONDAY, 17, 15),
      hours: 8.25,
      description: 'Workshop',
      syncState: 'pending',
      editable: true,
    });
    const queued = outbox(dir);
    expect(queued).toHaveLength(1);
    expect(queuedBody(dir)).toMatchObject({
      NumberOfHours: '8.25',
      DateTimeFrom: at(MONDAY, 9),
      DateTimeTo: at(MONDAY, 17, 15),
      Description: 'Workshop',
      ProjectID: idText(WEEK.project1),
      ContractLineID: idText(WEEK.line),
      RoleID: idText(WEEK.role),
      AccountID: idText(WEEK.account),
    });
    expect(queued[0]?.local_id).toBe(BigInt(created.entryId ?? '0'));
  });

  it('adds the difference over synced hours as a new entry after the last one, and refuses to go below them', async () => {
    const dir = folder((db) =>
      syncedTimesheet(db, {
        id: SYNCED_7,
        project_id: WEEK.project1,
        date_from: at(MONDAY, 8),
        date_to: at(MONDAY, 12),
        hours: hourUnits(4),
      }),
    );
    const core = open(dir);
    const added = await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 6 });
    expect(added.outcome).toBe('created');
    let week = await call(core, 'week:get', { weekStart: MONDAY });
    const fresh = week.entries.find((e) => e.id === added.entryId);
    expect(fresh).toMatchObject({ from: at(MONDAY, 12), to: at(MONDAY, 14), hours: 2, syncState: 'pending' });
    expect(week.rows[0]?.cells[0]).toMatchObject({ hours: 6, lockedHours: 4, states: ['synced', 'pending'] });

    const refused = await refusal(core, 'week:setCell', { ...cell, date: MONDAY, hours: 3.5 });
    expect(refused.code).toBe('INVALID_STATE');
    expect(refused.message).toContain('enter at least 4 h');
    expect(refused.details).toEqual([expect.objectContaining({ path: 'hours' })]);

    // Back to the synced hours: the pending difference goes, with what undo needs.
    const back = await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 4 });
    expect(back.outcome).toBe('deleted');
    expect(back.removed).toEqual([
      expect.objectContaining({
        NumberOfHours: '2',
        ProjectID: idText(WEEK.project1),
        ContractLineID: idText(WEEK.line),
        RoleID: idText(WEEK.role),
      }),
    ]);
    week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.weekTotal).toBe(4);
    expect(outbox(dir)).toEqual([]);
  });

  it('deletes a pending-only cell on 0, and entries:restore undoes it', async () => {
    const dir = folder();
    const core = open(dir);
    await call(core, 'week:setCell', { ...cell, date: '2026-03-03', hours: 3 });
    const deleted = await call(core, 'week:setCell', { ...cell, date: '2026-03-03', hours: 0 });
    expect(deleted.outcome).toBe('deleted');
    expect((await call(core, 'week:get', { weekStart: MONDAY })).weekTotal).toBe(0);
    expect(outbox(dir)).toEqual([]);

    await call(core, 'entries:restore', { entries: deleted.removed });
    const week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.dayTotals[1]).toBe(3);
    expect(week.entries[0]).toMatchObject({ from: at('2026-03-03', 9), syncState: 'pending' });
    expect(outbox(dir)).toHaveLength(1);
  });

  it('fixes a rejected entry and queues it again as pending', async () => {
    const dir = folder();
    const core = open(dir);
    const { entryId } = await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 2 });
    const db = openDatabase(replicaDbFile(dir));
    const row = db.prepare('SELECT id FROM outbox').get() as { id: bigint };
    updateOutbox(
      db,
      row.id,
      { state: 'rejected', last_error: 'RoleID 1 is not on this project' },
      new Date().toISOString(),
    );
    db.close();
    let week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.entries[0]).toMatchObject({
      syncState: 'rejected',
      error: 'RoleID 1 is not on this project',
      editable: true,
    });

    await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 2.5 });
    week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.entries[0]).toMatchObject({ id: entryId, hours: 2.5, syncState: 'pending', error: null });
    expect(outbox(dir)[0]?.state).toBe('pending');
  });

  it('leaves synced entries read-only', async () => {
    const dir = folder((db) =>
      syncedTimesheet(db, {
        id: SYNCED_9,
        project_id: WEEK.project1,
        date_from: at(MONDAY, 9),
        date_to: at(MONDAY, 10),
        hours: hourUnits(1),
      }),
    );
    const core = open(dir);
    expect((await refusal(core, 'entries:delete', { id: idText(SYNCED_9) })).message).toMatch(
      /synced: the PSA API cannot change/,
    );
    const update = { id: idText(SYNCED_9), ...cell, date: MONDAY, from: '09:00', hours: 2 };
    expect((await refusal(core, 'entries:update', update)).code).toBe('INVALID_STATE');
    expect((await refusal(core, 'week:setCell', { ...cell, date: MONDAY, hours: 0 })).code).toBe(
      'INVALID_STATE',
    );
  });
});
