import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { updateOutbox } from '../../electron/core/db/repositories/outbox';
import { recordRejectedChoice } from '../../electron/core/db/repositories/project-entries';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { replicaDbFile } from '../../electron/core/paths';
import { call, CELL, closeCores, folder, open, refusal, removeFolders } from '../support/week-core';
import { WEEK } from '../support/week-data';

/*
 * Walkthrough 30, item 2. After a rejection, a Week cell read 7,55 while its day and row totals
 * read 0,05: the cell held a rejected 7.5 h entry (counted nowhere) and a new 0.05 h one. The cell
 * now tells what counts (rejectedHours apart), and typing hours there sets what counts, leaving
 * the rejected entry to be fixed or discarded. And a timer never starts on a line (or role) the
 * remote refused on that project: a rejected id is never used again there (issue 13 point 4).
 */

const MONDAY = '2026-03-02';
const REFUSED = 'ContractLineID 19073748835533070 is not a contract line of project 16073748835533011';

afterEach(closeCores);
afterAll(removeFolders);

/** Marks the folder's oldest change rejected by the remote (as a sync would). */
function rejectOldest(dir: string): void {
  const db = openDatabase(replicaDbFile(dir));
  const row = db.prepare('SELECT id FROM outbox ORDER BY id LIMIT 1').get() as { id: bigint };
  updateOutbox(db, row.id, { state: 'rejected', last_error: REFUSED }, new Date().toISOString());
  db.close();
}

describe('a week cell holding a rejected entry and a counted one', () => {
  it('tells the rejected hours apart, so cell, day and row agree on what counts', async () => {
    const dir = folder();
    const core = open(dir);
    await call(core, 'week:setCell', { ...CELL, date: MONDAY, hours: 7.5 });
    rejectOldest(dir);
    // A new entry on the same cell (the timer's, in the walkthrough): 0.05 h, pending.
    await call(core, 'entries:create', {
      ...CELL,
      date: MONDAY,
      from: '17:00',
      to: '17:03',
      hours: 0.05,
    });
    const week = await call(core, 'week:get', { weekStart: MONDAY });
    const row = week.rows.find((r) => r.contractLineId === CELL.contractLineId);
    const cell = row?.cells[0];
    expect(cell?.states).toEqual(expect.arrayContaining(['rejected', 'pending']));
    expect(cell?.rejectedHours).toBe(7.5);
    expect((cell?.hours ?? 0) - (cell?.rejectedHours ?? 0)).toBeCloseTo(0.05, 10);
    expect(week.dayTotals[0]).toBe(0.05);
    expect(row?.total).toBe(0.05);
  });

  it('typing hours there sets what counts: the pending entry changes, the rejected one stays to be fixed', async () => {
    const dir = folder();
    const core = open(dir);
    const rejected = await call(core, 'week:setCell', { ...CELL, date: MONDAY, hours: 7.5 });
    rejectOldest(dir);
    await call(core, 'entries:create', { ...CELL, date: MONDAY, from: '17:00', to: '17:03', hours: 0.05 });
    const set = await call(core, 'week:setCell', { ...CELL, date: MONDAY, hours: 1 });
    expect(set.outcome).toBe('adjusted');
    expect(set.entryId).not.toBe(rejected.entryId);
    const week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.dayTotals[0]).toBe(1);
    const byId = new Map(week.entries.map((e) => [e.id, e]));
    expect(byId.get(rejected.entryId ?? '')).toMatchObject({ hours: 7.5, syncState: 'rejected' });
    expect(byId.get(set.entryId ?? '')).toMatchObject({ hours: 1, syncState: 'pending' });
  });

  it('a cell of rejected entries only still fixes the rejected one when typed into', async () => {
    const dir = folder();
    const core = open(dir);
    const { entryId } = await call(core, 'week:setCell', { ...CELL, date: MONDAY, hours: 2 });
    rejectOldest(dir);
    let week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.rows[0]?.cells[0]).toMatchObject({ hours: 2, rejectedHours: 2 });
    await call(core, 'week:setCell', { ...CELL, date: MONDAY, hours: 2.5 });
    week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.entries).toHaveLength(1);
    expect(week.entries[0]).toMatchObject({ id: entryId, hours: 2.5, syncState: 'pending' });
  });
});

describe('the timer on a line the remote refused for the project', () => {
  it('does not start there, saying why; another line of the project starts', async () => {
    const dir = folder((db) =>
      recordRejectedChoice(
        db,
        { projectId: WEEK.project1, kind: 'line', id: WEEK.line, reason: REFUSED },
        '2026-03-04T09:00:00.000Z',
      ),
    );
    const core = open(dir);
    const refused = await refusal(core, 'timer:start', CELL);
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.message).toMatch(/^contractLineId: /);
    expect(refused.message).toMatch(/refused/);
    expect((await call(core, 'timer:get', {})).timer).toBeNull();

    const other = String(demoId('contract_lines', 11));
    const started = await call(core, 'timer:start', { ...CELL, contractLineId: other });
    expect(started.contractLineId).toBe(other);
  });

  it('does not start on a refused role either', async () => {
    const dir = folder((db) =>
      recordRejectedChoice(
        db,
        { projectId: WEEK.project1, kind: 'role', id: WEEK.role, reason: 'RoleID is not allowed' },
        '2026-03-04T09:00:00.000Z',
      ),
    );
    const refused = await refusal(open(dir), 'timer:start', CELL);
    expect(refused.message).toMatch(/^roleId: /);
  });
});
