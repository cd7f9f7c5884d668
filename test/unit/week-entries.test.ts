import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { at, call, closeCores, folder, open, refusal, removeFolders } from '../support/week-core';
import { project, syncedTimesheet } from '../support/week-data';

/*
 * The week view's core handlers on temp data folders: exact totals, rows pinned and copied from
 * the previous week, quick entry's from/to arithmetic and field errors, the project picker.
 */

const MONDAY = '2026-03-02';
const cell = { projectId: 1, contractLineId: 10, roleId: 1 };

afterEach(closeCores);
afterAll(removeFolders);

describe('week:get', () => {
  it('sums hours exactly per day, row and week', async () => {
    const dir = folder((db) => {
      // 0.1 + 0.2 + 0.05 drifts as binary floats; the core sums units.
      syncedTimesheet(db, {
        id: 1,
        project_id: 1,
        date_from: at(MONDAY, 9),
        date_to: at(MONDAY, 9, 6),
        hours: 10,
      });
      syncedTimesheet(db, {
        id: 2,
        project_id: 1,
        date_from: at(MONDAY, 10),
        date_to: at(MONDAY, 10, 12),
        hours: 20,
      });
      syncedTimesheet(db, {
        id: 3,
        project_id: 1,
        date_from: at('2026-03-03', 9),
        date_to: at('2026-03-03', 9, 3),
        hours: 5,
      });
      syncedTimesheet(db, {
        id: 4,
        project_id: 2,
        role_id: 2,
        role_name: 'Senior',
        date_from: at(MONDAY, 13),
        date_to: at(MONDAY, 20, 15),
        hours: 725,
      });
      // The previous and next weeks stay out.
      syncedTimesheet(db, {
        id: 5,
        project_id: 1,
        date_from: at('2026-03-01', 9),
        date_to: at('2026-03-01', 10),
        hours: 100,
      });
      syncedTimesheet(db, {
        id: 6,
        project_id: 1,
        date_from: at('2026-03-09', 9),
        date_to: at('2026-03-09', 10),
        hours: 100,
      });
    });
    const core = open(dir);
    const week = await call(core, 'week:get', { weekStart: '2026-03-05' });
    expect(week.weekStart).toBe(MONDAY);
    expect(week.dates).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(week.rows.map((r) => [r.projectName, r.roleName, r.total])).toEqual([
      ['Data platform', 'Senior', 7.25],
      ['Northwind ERP rollout', 'Consultant', 0.35],
    ]);
    const erp = week.rows[1];
    expect(erp?.cells[0]).toMatchObject({
      hours: 0.3,
      entryIds: [1, 2],
      states: ['synced'],
      lockedHours: 0.3,
    });
    expect(week.dayTotals).toEqual([7.55, 0.05, 0, 0, 0, 0, 0]);
    expect(week.weekTotal).toBe(7.6);
    expect(week.entries.map((e) => e.id)).toEqual([1, 2, 4, 3]);
    expect(week.entries[0]).toMatchObject({ date: MONDAY, syncState: 'synced', editable: false });
  });
});

describe('rows', () => {
  it("copies the previous week's rows without hours, and removes an empty pinned row", async () => {
    const dir = folder((db) => {
      syncedTimesheet(db, {
        id: 1,
        project_id: 1,
        date_from: at('2026-02-24', 9),
        date_to: at('2026-02-24', 10),
        hours: 100,
      });
      syncedTimesheet(db, {
        id: 2,
        project_id: 2,
        date_from: at('2026-02-25', 9),
        date_to: at('2026-02-25', 10),
        hours: 100,
      });
    });
    const core = open(dir);
    expect(await call(core, 'week:copyPrevious', { weekStart: MONDAY })).toEqual({ added: 2 });
    let week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.rows.map((r) => [r.projectName, r.pinned, r.total, r.contractLineName])).toEqual([
      ['Data platform', true, 0, 'Consulting hours'],
      ['Northwind ERP rollout', true, 0, 'Consulting hours'],
    ]);
    expect(week.weekTotal).toBe(0);
    expect(await call(core, 'week:copyPrevious', { weekStart: MONDAY })).toEqual({ added: 0 });

    await call(core, 'week:removeRow', { weekStart: MONDAY, projectId: 2, contractLineId: 10, roleId: 1 });
    await call(core, 'week:addRow', { weekStart: MONDAY, projectId: 1, contractLineId: 10, roleId: 3 });
    week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.rows.map((r) => r.key)).toEqual(['1:10:1', '1:10:3']);
    await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 1 });
    const refused = await refusal(core, 'week:removeRow', { weekStart: MONDAY, ...cell });
    expect(refused.message).toMatch(/has hours this week/);
  });
});

describe('quick entry', () => {
  it('computes hours from from/to (rounded down to 0.01 h) and to from hours, exactly', async () => {
    const dir = folder();
    const core = open(dir);
    const base = { ...cell, date: MONDAY, from: '09:00' };
    expect(await call(core, 'entries:create', { ...base, to: '10:20' })).toMatchObject({
      hours: 1.33,
      to: at(MONDAY, 10, 20),
    });
    const byHours = await call(core, 'entries:create', {
      ...base,
      from: '13:00',
      hours: 1.25,
      description: 'Review',
    });
    expect(byHours).toMatchObject({ hours: 1.25, from: at(MONDAY, 13), to: at(MONDAY, 14, 15) });
    expect((await call(core, 'week:get', { weekStart: MONDAY })).weekTotal).toBe(2.58);

    const moved = await call(core, 'entries:update', { ...base, id: byHours.id, from: '14:00', to: '16:30' });
    expect(moved).toMatchObject({ hours: 2.5, from: at(MONDAY, 14), to: at(MONDAY, 16, 30) });
  });

  it('names the form field of each problem', async () => {
    const core = open(folder());
    const base = { ...cell, date: MONDAY, from: '09:00' };
    expect((await refusal(core, 'entries:create', { ...base, to: '08:00' })).details).toEqual([
      { path: 'to', message: 'must be after from' },
    ]);
    expect((await refusal(core, 'entries:create', base)).details?.[0]?.path).toBe('hours');
    expect(
      (await refusal(core, 'entries:create', { ...base, projectId: 77, hours: 1 })).details?.[0]?.path,
    ).toBe('projectId');
    const tooLong = await refusal(core, 'entries:create', { ...base, hours: 24.5 });
    expect(tooLong.details?.[0]?.path).toBe('hours');
  });
});

describe('project picker', () => {
  it('offers favourites, then recent projects, then the rest by name', async () => {
    const dir = folder((db) => {
      project(db, 3, 'Alpha audit');
      project(db, 4, 'Zeta support');
      project(db, 5, 'Österreich 50% Rollout');
      syncedTimesheet(db, {
        id: 1,
        project_id: 4,
        date_from: at('2026-02-24', 9),
        date_to: at('2026-02-24', 10),
        hours: 100,
      });
    });
    const core = open(dir);
    await call(core, 'entries:favourite', { projectId: 2, favourite: true });
    const all = await call(core, 'entries:projects', {});
    expect(all.map((p) => [p.name, p.favourite, p.recent])).toEqual([
      ['Data platform', true, false],
      ['Zeta support', false, true],
      ['Alpha audit', false, false],
      ['Northwind ERP rollout', false, false],
      ['Österreich 50% Rollout', false, false],
    ]);
    // Case-insensitive beyond ASCII; LIKE's wildcards are plain characters in a search.
    expect((await call(core, 'entries:projects', { search: 'ÖSTER' })).map((p) => p.id)).toEqual([5]);
    expect((await call(core, 'entries:projects', { search: '0%' })).map((p) => p.id)).toEqual([5]);
    expect((await call(core, 'entries:projects', { search: '_' })).map((p) => p.id)).toEqual([]);
    expect((await call(core, 'entries:projects', { search: 'ROLL' })).map((p) => p.id)).toEqual([1, 5]);
    expect((await call(core, 'entries:projects', { search: 'TA' })).map((p) => p.name)).toEqual([
      'Data platform',
      'Zeta support',
    ]);
    const lines = await call(core, 'entries:lines', { projectId: 4 });
    expect(lines.contractLines).toEqual([{ id: 10, name: 'Consulting hours' }]);
    expect(lines.roles).toEqual([{ id: 1, name: 'Consultant' }]);
  });
});
