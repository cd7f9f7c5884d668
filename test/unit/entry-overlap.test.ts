import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localInstant, localTime, parseClock } from '../../shared/app/entry-time';
import { formatDay, formatTime } from '../../shared/dates-display';
import {
  call,
  CELL,
  closeCores,
  folder,
  open,
  outbox,
  queuedBody,
  refusal,
  removeFolders,
} from '../support/week-core';

/*
 * Issue 13 point 3: from/to stay inside the entry's day, an overlap with another entry of the user
 * asks first (confirmed: both are kept), and the grid gives an entry clock times that fit after the
 * day's last entry, never past midnight, also when its hours grow. The clock is 2026-03-04 12:00 UTC.
 */

const TUESDAY = '2026-03-03';
/** A time of TUESDAY in the locale's clock (shared/dates-display.ts), as every screen shows it. */
const at = (hhmm: string) => formatTime(localInstant(TUESDAY, parseClock(hhmm) ?? 0));
const entry = (from: string, hours: number, extra: Record<string, unknown> = {}) => ({
  ...CELL,
  date: TUESDAY,
  from,
  hours,
  ...extra,
});

afterEach(closeCores);
afterAll(removeFolders);

describe('overlapping entries', () => {
  it('asks first (OVERLAP, naming the other entry) and stores nothing until confirmed; then keeps both', async () => {
    const dir = folder();
    const core = open(dir);
    await call(core, 'entries:create', entry('09:00', 2));
    const e = await refusal(core, 'entries:create', entry('10:00', 2));
    expect(e.code).toBe('NEEDS_CONFIRMATION');
    expect(e.details?.map((d) => d.path)).toEqual(['OVERLAP']);
    expect(e.message).toContain(`${at('10:00')}–${at('12:00')} on ${formatDay(TUESDAY, { weekday: true })}`);
    expect(e.message).toContain(`${at('09:00')}–${at('11:00')} on Northwind ERP rollout`);
    expect(outbox(dir)).toHaveLength(1);
    await call(core, 'entries:create', entry('10:00', 2, { confirm: ['OVERLAP'] }));
    expect(outbox(dir)).toHaveLength(2);
  });

  it('does not ask for back-to-back entries, nor when an edit keeps an entry on its own time', async () => {
    const dir = folder();
    const core = open(dir);
    const first = await call(core, 'entries:create', entry('09:00', 2));
    await call(core, 'entries:create', entry('11:00', 1));
    await call(core, 'entries:update', { ...entry('09:00', 1.5), id: first.id });
    expect(outbox(dir)).toHaveLength(2);
    const e = await refusal(core, 'entries:update', { ...entry('10:00', 2), id: first.id });
    expect(e.details?.map((d) => d.path)).toEqual(['OVERLAP']);
    // Kept both once: saving the entry again, its time unchanged, does not ask again.
    await call(core, 'entries:update', { ...entry('10:00', 2), id: first.id, confirm: ['OVERLAP'] });
    await call(core, 'entries:update', { ...entry('10:00', 2, { description: 'Steering' }), id: first.id });
  });
});

describe('an entry stays within its day', () => {
  it('refuses hours that run past midnight at the hours field, saying the latest start', async () => {
    const dir = folder();
    const core = open(dir);
    const e = await refusal(core, 'entries:create', entry('20:00', 6));
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details?.[0]?.path).toBe('hours');
    expect(e.message).toContain(`start at ${at('18:00')} at the latest`);
    expect(outbox(dir)).toHaveLength(0);
    await call(core, 'entries:create', entry('18:00', 6));
  });
});

describe('grid clock times', () => {
  it('a cell whose hours grow keeps to its day and does not run into a later entry', async () => {
    const dir = folder();
    const core = open(dir);
    await call(core, 'week:setCell', { ...CELL, date: TUESDAY, hours: 2 });
    const projectTwo = {
      ...CELL,
      projectId: (await call(core, 'entries:projects', { search: 'Data platform' }))[0]!.id,
    };
    await call(core, 'week:setCell', { ...projectTwo, date: TUESDAY, hours: 3 });
    // Row one grows from 2 h to 10 h: at 09:00 it would run into row two's 11:00-14:00.
    await call(core, 'week:setCell', { ...CELL, date: TUESDAY, hours: 10, confirm: ['DAY_OVER_MAX'] });
    const one = queuedBody(dir, 0);
    const two = queuedBody(dir, 1);
    expect([localTime(two.DateTimeFrom!), localTime(two.DateTimeTo!)]).toEqual(['11:00', '14:00']);
    const start = Date.parse(one.DateTimeFrom!);
    const end = Date.parse(one.DateTimeTo!);
    expect(start >= Date.parse(two.DateTimeTo!) || end <= Date.parse(two.DateTimeFrom!)).toBe(true);
    // Growing further to 20 h keeps the entry on its day: it never ends after midnight.
    await call(core, 'week:setCell', { ...CELL, date: TUESDAY, hours: 20, confirm: ['DAY_OVER_MAX'] });
    const grown = queuedBody(dir, 0);
    const dayEnd = new Date(2026, 2, 4).getTime();
    expect(Date.parse(grown.DateTimeTo!)).toBeLessThanOrEqual(dayEnd);
    expect(new Date(grown.DateTimeFrom!).getDate()).toBe(3);
  });
});
