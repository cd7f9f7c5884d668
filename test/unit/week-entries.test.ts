import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import {
  at,
  call,
  CELL,
  closeCores,
  folder,
  idText,
  open,
  refusal,
  removeFolders,
} from '../support/week-core';
import { hourUnits, project, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * The week view's core handlers on temp data folders: exact totals, rows pinned and copied from
 * the previous week, quick entry's from/to arithmetic and field errors, the project picker.
 */

const MONDAY = '2026-03-02';
const cell = CELL;
/** The n-th synced timesheet's id, and the n-th project's: 17-digit, above 2^53. */
const ts = (n: number) => demoId('timesheets', n);
const pj = (n: number) => demoId('projects', n);
const SENIOR = demoId('roles', 2);
const OTHER_ROLE = demoId('roles', 3);

afterEach(closeCores);
afterAll(removeFolders);

describe('week:get', () => {
  it('sums hours exactly per day, row and week', async () => {
    const dir = folder((db) => {
      // 0.1 + 0.2 + 0.05 drifts as binary floats; the core sums units.
      syncedTimesheet(db, {
        id: ts(1),
        project_id: WEEK.project1,
        date_from: at(MONDAY, 9),
        date_to: at(MONDAY, 9, 6),
        hours: hourUnits(0.1),
      });
      syncedTimesheet(db, {
        id: ts(2),
        project_id: WEEK.project1,
        date_from: at(MONDAY, 10),
        date_to: at(MONDAY, 10, 12),
        hours: hourUnits(0.2),
      });
      syncedTimesheet(db, {
        id: ts(3),
        project_id: WEEK.project1,
        date_from: at('2026-03-03', 9),
        date_to: at('2026-03-03', 9, 3),
        hours: hourUnits(0.05),
      });
      syncedTimesheet(db, {
        id: ts(4),
        project_id: WEEK.project2,
        role_id: SENIOR,
        role_name: 'Senior',
        date_from: at(MONDAY, 13),
        date_to: at(MONDAY, 20, 15),
        hours: hourUnits(7.25),
      });
      // The previous and next weeks stay out.
      syncedTimesheet(db, {
        id: ts(5),
        project_id: WEEK.project1,
        date_from: at('2026-03-01', 9),
        date_to: at('2026-03-01', 10),
        hours: hourUnits(1),
      });
      syncedTimesheet(db, {
        id: ts(6),
        project_id: WEEK.project1,
        date_from: at('2026-03-09', 9),
        date_to: at('2026-03-09', 10),
        hours: hourUnits(1),
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
      entryIds: [idText(ts(1)), idText(ts(2))],
      states: ['synced'],
      lockedHours: 0.3,
    });
    expect(week.dayTotals).toEqual([7.55, 0.05, 0, 0, 0, 0, 0]);
    expect(week.weekTotal).toBe(7.6);
    expect(week.entries.map((e) => e.id)).toEqual([ts(1), ts(2), ts(4), ts(3)].map(idText));
    expect(week.entries[0]).toMatchObject({ date: MONDAY, syncState: 'synced', editable: false });
  });
});

describe('rows', () => {
  it("copies the previous week's rows without hours, and removes an empty pinned row", async () => {
    const dir = folder((db) => {
      syncedTimesheet(db, {
        id: ts(1),
        project_id: WEEK.project1,
        date_from: at('2026-02-24', 9),
        date_to: at('2026-02-24', 10),
        hours: hourUnits(1),
      });
      syncedTimesheet(db, {
        id: ts(2),
        project_id: WEEK.project2,
        date_from: at('2026-02-25', 9),
        date_to: at('2026-02-25', 10),
        hours: hourUnits(1),
      });
    });
    const core = open(dir);
    expect(await call(core, 'week:copyPrevious', { weekStart: MONDAY })).toEqual({ added: 2, skipped: 0 });
    let week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.rows.map((r) => [r.projectName, r.pinned, r.total, r.contractLineName])).toEqual([
      ['Data platform', true, 0, 'Consulting hours'],
      ['Northwind ERP rollout', true, 0, 'Consulting hours'],
    ]);
    expect(week.weekTotal).toBe(0);
    expect(await call(core, 'week:copyPrevious', { weekStart: MONDAY })).toEqual({ added: 0, skipped: 0 });

    await call(core, 'week:removeRow', { weekStart: MONDAY, ...cell, projectId: idText(WEEK.project2) });
    await call(core, 'week:addRow', { weekStart: MONDAY, ...cell, roleId: idText(OTHER_ROLE) });
    week = await call(core, 'week:get', { weekStart: MONDAY });
    expect(week.rows.map((r) => r.key)).toEqual([
      `${WEEK.project1}:${WEEK.line}:${WEEK.role}`,
      `${WEEK.project1}:${WEEK.line}:${OTHER_ROLE}`,
    ]);
    expect(week.rows[1]).toMatchObject({
      projectId: idText(WEEK.project1),
      contractLineId: idText(WEEK.line),
      roleId: idText(OTHER_ROLE),
    });
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
      (await refusal(core, 'entries:create', { ...base, projectId: idText(pj(77)), hours: 1 })).details?.[0]
        ?.path,
    ).toBe('projectId');
    const tooLong = await refusal(core, 'entries:create', { ...base, hours: 24.5 });
    expect(tooLong.details?.[0]?.path).toBe('hours');
  });
});

describe('project picker', () => {
  it('offers favourites, then recent projects, then the rest by name', async () => {
    const dir = folder((db) => {
      project(db, pj(3), 'Alpha audit');
      project(db, pj(4), 'Zeta support');
      project(db, pj(5), 'Österreich 50% Rollout');
      syncedTimesheet(db, {
        id: ts(1),
        project_id: pj(4),
        date_from: at('2026-02-24', 9),
        date_to: at('2026-02-24', 10),
        hours: hourUnits(1),
      });
    });
    const core = open(dir);
    await call(core, 'entries:favourite', { projectId: idText(WEEK.project2), favourite: true });
    const all = await call(core, 'entries:projects', {});
    expect(all.map((p) => [p.name, p.favourite, p.recent])).toEqual([
      ['Data platform', true, false],
      ['Zeta support', false, true],
      ['Alpha audit', false, false],
      ['Northwind ERP rollout', false, false],
      ['Österreich 50% Rollout', false, false],
    ]);
    // Case-insensitive beyond ASCII; LIKE's wildcards are plain characters in a search.
    expect((await call(core, 'entries:projects', { search: 'ÖSTER' })).map((p) => p.id)).toEqual([
      idText(pj(5)),
    ]);
    expect((await call(core, 'entries:projects', { search: '0%' })).map((p) => p.id)).toEqual([
      idText(pj(5)),
    ]);
    expect((await call(core, 'entries:projects', { search: '_' })).map((p) => p.id)).toEqual([]);
    expect((await call(core, 'entries:projects', { search: 'ROLL' })).map((p) => p.id)).toEqual(
      [WEEK.project1, pj(5)].map(idText),
    );
    expect((await call(core, 'entries:projects', { search: 'TA' })).map((p) => p.name)).toEqual([
      'Data platform',
      'Zeta support',
    ]);
    const lines = await call(core, 'entries:lines', { projectId: idText(pj(4)) });
    expect(lines.contractLines).toEqual([{ id: idText(WEEK.line), name: 'Consulting hours' }]);
    expect(lines.roles).toEqual([{ id: idText(WEEK.role), name: 'Consultant' }]);
  });
});
