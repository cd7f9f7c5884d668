import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setCoreLanguage } from '../../electron/core/i18n';
import { call, CELL, closeCores, folder, open, refusal, removeFolders } from '../support/week-core';

/*
 * The core says the problems shared/ code finds (given as codes, shared/i18n/problems.ts) in the
 * user's language, and in English exactly as before (issue 17): a shortcut's problem and a
 * mileage's units through the core's channels. Before, the core found a key by the English text,
 * and a shortcut's problem reached a Dutch or German user in English.
 */

afterEach(async () => {
  setCoreLanguage('en');
  await closeCores();
});
afterAll(() => removeFolders());

const badShortcut = { desktop: { shortcutTimer: 'Hyper+T' } };
const noDistance = { details: { category: 'mileage', km: '0', roundTrip: false, from: null, to: null } };

describe('problems of shared/ said by the core', () => {
  it('in English, exactly the texts shared/ wrote before', async () => {
    const core = open(folder());
    await call(core, 'settings:update', { language: 'en' });
    const shortcut = await refusal(core, 'settings:update', badShortcut);
    expect(shortcut.details).toEqual([
      {
        path: 'desktop.shortcutTimer',
        message: '"hyper" is not a modifier (use Ctrl, Alt, Shift, Super or CommandOrControl)',
      },
    ]);
    const units = await refusal(core, 'expenses:computeDetails', noDistance);
    expect(units.details).toEqual([{ path: 'details.km', message: 'The distance must be more than 0' }]);
  });

  it('in German and Dutch, with their parameters', async () => {
    const core = open(folder());
    await call(core, 'settings:update', { language: 'de' });
    const shortcut = await refusal(core, 'settings:update', badShortcut);
    expect(shortcut.details?.[0]?.message).toContain('"hyper"');
    expect(shortcut.details?.[0]?.message).not.toMatch(/is not a modifier/);
    await call(core, 'settings:update', { language: 'nl' });
    const units = await refusal(core, 'expenses:computeDetails', noDistance);
    expect(units.details).toEqual([{ path: 'details.km', message: 'Afstand: moet meer dan 0 zijn' }]);
  });

  it('a day that does not exist, in English as before and in German', async () => {
    const core = open(folder());
    const entry = { ...CELL, date: '2026-02-30', from: '08:00', hours: '1' };
    const english = await refusal(core, 'entries:create', entry);
    expect(english.details).toEqual([
      { path: 'date', message: '2026-02-30 is not a date: February 2026 has 28 days' },
    ]);
    await call(core, 'settings:update', { language: 'de' });
    const german = await refusal(core, 'entries:create', entry);
    expect(german.details).toEqual([
      { path: 'date', message: '2026-02-30 ist kein Datum: Der Februar 2026 hat 28 Tage' },
    ]);
  });

  it("quick entry's own field checks, in English and in Dutch", async () => {
    const core = open(folder());
    const entry = { ...CELL, date: '2026-03-02', from: '10:00', to: '09:00', hours: undefined };
    const english = await refusal(core, 'entries:create', entry);
    expect(english.details).toEqual([{ path: 'to', message: 'must be after from' }]);
    await call(core, 'settings:update', { language: 'nl' });
    const dutch = await refusal(core, 'entries:create', entry);
    expect(dutch.details).toEqual([{ path: 'to', message: 'moet na het begin liggen' }]);
  });
});
