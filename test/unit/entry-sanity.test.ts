import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { localDate } from '../../shared/app/entry-time';
import {
  at,
  call,
  CELL,
  closeCores,
  folder,
  idText,
  open,
  outbox,
  refusal,
  removeFolders,
} from '../support/week-core';
import { hourUnits, syncedTimesheet, WEEK } from '../support/week-data';

/*
 * Sanity before anything is queued (issue 13, finding 3): the API cannot correct a synced entry,
 * so the core refuses a day of more than 24 h on every path, and asks first (NEEDS_CONFIRMATION,
 * nothing stored) for a day above the daily maximum, a date far ahead or back, and a day already
 * approved. The clock of these cores is Wednesday 2026-03-04 12:00 UTC.
 */

const SATURDAY = '2026-03-07';
const MONDAY = '2026-03-02';
const cell = CELL;
const row2 = { ...CELL, projectId: idText(WEEK.project2) };
const entry = (date: string, hours: number, extra: Record<string, unknown> = {}) => ({
  ...cell,
  date,
  from: '08:00',
  hours,
  ...extra,
});

afterEach(closeCores);
afterAll(removeFolders);

/** The codes a NEEDS_CONFIRMATION refusal asks about. */
async function asks(core: AppCore, channel: Parameters<typeof refusal>[1], req: unknown): Promise<string[]> {
  const e = await refusal(core, channel, req);
  expect(e.code).toBe('NEEDS_CONFIRMATION');
  return (e.details ?? []).map((d) => d.path);
}

describe('a day holds at most 24 hours', () => {
  it('refuses a 25 h day through entries:create, naming the day and its total; nothing is queued', async () => {
    const dir = folder();
    const core = open(dir);
    await call(core, 'entries:create', entry(SATURDAY, 12));
    const e = await refusal(core, 'entries:create', entry(SATURDAY, 13, { confirm: ['DAY_OVER_MAX'] }));
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details?.[0]?.path).toBe('hours');
    expect(e.message).toMatch(/Sat.*7.*25 h/);
    expect(outbox(dir)).toHaveLength(1);
  });

  it('refuses a 25 h day through week:setCell, counting synced entries of other rows', async () => {
    const dir = folder((db) =>
      syncedTimesheet(db, {
        id: 31_073_748_835_533_017n,
        project_id: WEEK.project2,
        date_from: at(SATURDAY, 6),
        date_to: at(SATURDAY, 18),
        hours: hourUnits(12),
      }),
    );
    const core = open(dir);
    const e = await refusal(core, 'week:setCell', {
      ...cell,
      date: SATURDAY,
      hours: 13,
      confirm: ['DAY_OVER_MAX'],
    });
    expect(e).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'hours' }] });
    expect(e.message).toContain('25 h');
    expect(outbox(dir)).toHaveLength(0);
    // Lowering a day that is already too full stays possible; rejected entries do not count.
    await call(core, 'week:setCell', { ...row2, date: SATURDAY, hours: 12 });
  });
});

describe('asks first', () => {
  it('a 13 h day needs confirming, and is stored once confirmed (quick entry and grid)', async () => {
    const dir = folder();
    const core = open(dir);
    expect(await asks(core, 'entries:create', entry(SATURDAY, 13))).toEqual(['DAY_OVER_MAX']);
    expect(await asks(core, 'week:setCell', { ...cell, date: SATURDAY, hours: 13 })).toEqual([
      'DAY_OVER_MAX',
    ]);
    expect(outbox(dir)).toHaveLength(0);
    const saved = await call(core, 'entries:create', entry(SATURDAY, 13, { confirm: ['DAY_OVER_MAX'] }));
    expect(saved.hours).toBe(13);
    expect(outbox(dir)).toHaveLength(1);
    // Adding to the day asks again; an edit that does not add hours does not.
    expect(await asks(core, 'week:setCell', { ...row2, date: SATURDAY, hours: 1 })).toEqual(['DAY_OVER_MAX']);
    await call(core, 'entries:update', { id: saved.id, ...entry(SATURDAY, 13), description: 'Go-live' });
  });

  it('the daily maximum is a setting', async () => {
    const core = open(folder());
    expect((await call(core, 'settings:get')).dailyMaxHours).toBe(12);
    await call(core, 'settings:update', { dailyMaxHours: 8 });
    expect(await asks(core, 'entries:create', entry(MONDAY, 9))).toEqual(['DAY_OVER_MAX']);
    await call(core, 'entries:create', entry(MONDAY, 8));
  });

  it('a date 20 days ahead or 61 days back asks first (settings change the distance)', async () => {
    const core = open(folder());
    expect(await asks(core, 'entries:create', entry('2026-03-24', 1))).toEqual(['DATE_AHEAD']);
    expect(await asks(core, 'week:setCell', { ...cell, date: '2026-01-02', hours: 1 })).toEqual([
      'DATE_BACK',
    ]);
    await call(core, 'entries:create', entry('2026-03-18', 1));
    await call(core, 'settings:update', { entryDaysAhead: 30 });
    await call(core, 'entries:create', entry('2026-03-24', 1));
    const e = await refusal(core, 'entries:create', entry('2026-05-24', 1));
    // Counted from the local today: 81 days from Wednesday 4 March, 80 where the cores' clock
    // (12:00 UTC) is already Thursday (TZ=Pacific/Auckland).
    const today = localDate(Date.parse('2026-03-04T12:00:00Z'));
    const ahead = Math.round((Date.parse('2026-05-24') - Date.parse(today)) / 86_400_000);
    expect(e.details?.[0]?.message).toMatch(new RegExp(`\\b${ahead} days ahead`));
  });

  it('hours on a day the PM or TL approved ask first', async () => {
    const dir = folder((db) =>
      syncedTimesheet(db, {
        id: 31_073_748_835_533_019n,
        project_id: WEEK.project2,
        date_from: at(MONDAY, 8),
        date_to: at(MONDAY, 12),
        hours: hourUnits(4),
        approved_pm_at: at(MONDAY, 18),
      }),
    );
    const core = open(dir);
    expect(await asks(core, 'week:setCell', { ...cell, date: MONDAY, hours: 2 })).toEqual(['DAY_APPROVED']);
    expect(outbox(dir)).toHaveLength(0);
    await call(core, 'week:setCell', { ...cell, date: MONDAY, hours: 2, confirm: ['DAY_APPROVED'] });
    expect(outbox(dir)).toHaveLength(1);
  });

  it('the timer asks at stop and keeps running until confirmed', async () => {
    let clock = Date.parse(at(SATURDAY, 9));
    const dir = folder((db) =>
      syncedTimesheet(db, {
        id: 31_073_748_835_533_021n,
        project_id: WEEK.project2,
        date_from: at(SATURDAY, 0),
        date_to: at(SATURDAY, 8),
        hours: hourUnits(12),
      }),
    );
    const core = open(dir, () => clock);
    await call(core, 'timer:start', cell);
    clock += 3_600_000;
    expect(await asks(core, 'timer:stop', {})).toEqual(['DAY_OVER_MAX']);
    expect((await call(core, 'timer:get')).timer).not.toBeNull();
    expect(await call(core, 'timer:stop', { confirm: ['DAY_OVER_MAX'] })).toMatchObject({ hours: 1 });
  });
});

describe('expenses', () => {
  const expense = (vat: string, total: string, date = '2026-03-02', extra: Record<string, unknown> = {}) => ({
    ProjectID: idText(WEEK.project1),
    ContractLineID: idText(WEEK.line),
    AmountExVAT: '100.00',
    VATAmount: vat,
    TotalAmount: total,
    ExpenseDate: `${date}T00:00:00Z`,
    ...extra,
  });

  it('a VAT rate of 150 % asks first; a future date is refused', async () => {
    const dir = folder();
    const core = open(dir);
    expect(await asks(core, 'expenses:create', expense('150.00', '250.00'))).toEqual(['VAT_RATE']);
    expect(outbox(dir)).toHaveLength(0);
    await call(core, 'expenses:create', expense('150.00', '250.00', undefined, { confirm: ['VAT_RATE'] }));
    await call(core, 'expenses:create', expense('21.00', '121.00'));
    const future = await refusal(core, 'expenses:create', expense('21.00', '121.00', '2031-05-05'));
    expect(future).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'ExpenseDate' }] });
    expect(outbox(dir)).toHaveLength(2);
  });
});
