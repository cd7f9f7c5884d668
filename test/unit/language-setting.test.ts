import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { displayLocale, formatDay, setDisplayLocale } from '../../shared/dates-display';
import { coreI18n } from '../../electron/core/i18n';
import { call, closeCores, openCore } from '../support/app-call';
import { fillDataFolder, offlineAs, WEEK } from '../support/week-data';

/*
 * The language setting in the core (issue 17 point 2): stored like the other settings, refused
 * when it names no language of ours, and followed by the core's texts and the dates it writes in
 * them, at once and after a restart.
 */

const dirs: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'psa-language-'));
  dirs.push(dir);
  fillDataFolder(dir, (db) => offlineAs(db, WEEK.account));
  return dir;
}

afterEach(async () => {
  await closeCores();
  setDisplayLocale(undefined);
  await coreI18n.changeLanguage('en');
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the language setting', () => {
  it('defaults to the system and the locale’s week start', async () => {
    const c = openCore(folder(), Date.now);
    const s = await call(c, 'settings:get', {});
    expect([s.language, s.weekStart]).toEqual(['system', 'auto']);
  });

  it('is stored, and the core speaks it and writes its dates at once and after a restart', async () => {
    const dir = folder();
    const c = openCore(dir, Date.now);
    const s = await call(c, 'settings:update', { language: 'de', weekStart: 'sunday' });
    expect([s.language, s.weekStart]).toEqual(['de', 'sunday']);
    expect(coreI18n.language).toBe('de');
    expect(displayLocale()).toMatch(/^de/);
    expect(formatDay('2026-11-22')).toBe('22. Nov. 2026');
    await closeCores();

    setDisplayLocale(undefined);
    await coreI18n.changeLanguage('en');
    const again = openCore(dir, Date.now);
    expect((await call(again, 'settings:get', {})).language).toBe('de');
    expect(coreI18n.language).toBe('de');
    expect(displayLocale()).toMatch(/^de/);
  });

  it('refuses a language the app does not speak', async () => {
    const c = openCore(folder(), Date.now);
    await expect(call(c, 'settings:update', { language: 'fr' as never })).rejects.toThrow(/language/);
    await expect(call(c, 'settings:update', { weekStart: 'saturday' as never })).rejects.toThrow(/weekStart/);
  });
});
