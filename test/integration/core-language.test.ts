import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dueReminders, type ReminderFacts } from '../../electron/core/app/reminders/due';
import { setCoreLanguage } from '../../electron/core/i18n';
import { formatDay } from '../../shared/dates-display';
import type { RemindersSettingsViewT } from '../../shared/app/reminders';
import { cliIn, runCliCaptured } from '../support/cli-run';
import { call, CELL, closeCores, folder, open, refusal, removeFolders } from '../support/week-core';

/*
 * The core speaks the user's language (issue 17 point 2): a question before saving, a reminder's
 * plural forms and the CLI's messages come in German or Dutch, with days and hours written the
 * way that language writes them; error codes stay the same.
 */

const SATURDAY = '2026-03-07';
const entry = (hours: number, extra: Record<string, unknown> = {}) => ({
  ...CELL,
  date: SATURDAY,
  from: '08:00',
  hours,
  ...extra,
});
const dirs: string[] = [];

afterEach(async () => {
  setCoreLanguage('en');
  await closeCores();
});
afterAll(() => {
  removeFolders();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the core in German', () => {
  it('asks about a 13.5 h day in German, the day and hours written the German way', async () => {
    const core = open(folder());
    await core.ready;
    // Opening a folder applies its language setting ('system' here); the user then chose German.
    setCoreLanguage('de');
    const e = await refusal(core, 'entries:create', entry(13.5));
    expect(e.code).toBe('NEEDS_CONFIRMATION');
    expect(e.details?.map((d) => d.path)).toEqual(['DAY_OVER_MAX']);
    const day = formatDay(SATURDAY, { weekday: true, locale: 'de-DE' });
    expect(day).toBe('Sa., 7. März 2026');
    expect(e.message).toBe(`${day} hätte 13,5 Std., mehr als Ihr Tageshöchstwert von 12 Std.`);
  });

  it('says it in English again once switched back', async () => {
    const core = open(folder());
    setCoreLanguage('de');
    setCoreLanguage('en');
    const e = await refusal(core, 'entries:create', entry(13));
    expect(e.message).toMatch(/^Sat, .*7.* would hold 13 h, more than your daily maximum of 12 h\.$/);
  });

  it('refuses a 25 h day in German (the code unchanged)', async () => {
    const core = open(folder());
    await call(core, 'entries:create', entry(12));
    setCoreLanguage('de');
    const e = await refusal(core, 'entries:create', entry(13, { confirm: ['DAY_OVER_MAX'] }));
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.details?.[0]).toEqual({
      path: 'hours',
      message: 'Sa., 7. März 2026 hätte 25 Std.: Ein Tag hat höchstens 24 Std.',
    });
  });
});

describe('validation messages in German', () => {
  it('after settings:update { language: "de" }: our texts from the catalogue, those of zod from its German locale', async () => {
    const core = open(folder());
    await call(core, 'settings:update', { language: 'de' });
    const ours = await refusal(core, 'entries:create', entry(30));
    expect(ours.code).toBe('VALIDATION_FAILED');
    expect(ours.details).toEqual([{ path: 'hours', message: 'darf höchstens 24 sein' }]);
    const zods = await refusal(core, 'entries:create', entry(2, { description: 5 }));
    expect(zods.details?.[0]?.message).toMatch(/^Ungültige Eingabe: erwartet string/);
    await call(core, 'settings:update', { language: 'en' });
    const english = await refusal(core, 'entries:create', entry(30));
    expect(english.details).toEqual([{ path: 'hours', message: 'must be at most 24' }]);
  });
});

describe('reminders: plural forms per language', () => {
  const settings = { rejected: true, quietFrom: '20:00', quietTo: '08:00' } as RemindersSettingsViewT;
  const facts = (rejected: number): ReminderFacts => ({
    todayHours: 0,
    weekHours: 0,
    usualWeekHours: 0,
    rejected,
    pending: 0,
    lastSyncAt: null,
    syncs: true,
    unsubmitted: [],
  });
  const title = (n: number) =>
    dueReminders(Date.parse('2026-03-04T12:00:00'), settings, facts(n), {}).due[0]?.title;

  it('German: one change, three changes', () => {
    setCoreLanguage('de');
    expect(title(1)).toBe('1 Änderung wurde abgelehnt');
    expect(title(3)).toBe('3 Änderungen wurden abgelehnt');
  });

  it('Dutch and English', () => {
    setCoreLanguage('nl');
    expect(title(1)).toBe('1 wijziging is geweigerd');
    expect(title(3)).toBe('3 wijzigingen zijn geweigerd');
    setCoreLanguage('en');
    expect(title(1)).toBe('1 change was rejected');
    expect(title(3)).toBe('3 changes were rejected');
  });
});

describe('the CLI in Dutch (--lang nl)', () => {
  const offline = () => {
    const d = mkdtempSync(join(tmpdir(), 'psa-cli-lang-'));
    dirs.push(d);
    return d;
  };

  it('prints its help, its usage errors and a core refusal in Dutch', async () => {
    const help = await runCliCaptured(['--lang', 'nl', '--help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain(
      'gebruik: npm run cli -- [--data MAP] [--lang nl|de|en] <opdracht>',
    );
    const dir = offline();
    const missing = await cliIn(dir, '--lang', 'nl', 'timesheet', 'add');
    expect(missing).toMatchObject({ code: 2, err: ['fout: --project is verplicht'] });
    const unknown = await cliIn(dir, '--lang', 'nl', 'frobnicate');
    expect(unknown.err).toEqual(['fout: onbekende opdracht "frobnicate" (zie --help)']);
    // The core's own refusal, said in the CLI's language: a new folder has no account to book for.
    const flags = { project: '1', 'contract-line': '2', role: '3', from: '2026-03-02T09:00:00Z' };
    const add = await cliIn(
      dir,
      '--lang',
      'nl',
      'timesheet',
      'add',
      ...Object.entries({ ...flags, to: '2026-03-02T11:00:00Z', hours: '2' }).flatMap(([k, v]) => [
        `--${k}`,
        v,
      ]),
    );
    expect(add.err).toEqual([
      'fout: Voor deze datamap is geen account ingesteld: kies eerst je account in Instellingen.',
    ]);
  });

  it('refuses an unknown language, and keeps --json as it is', async () => {
    const bad = await runCliCaptured(['--lang', 'fr', 'status']);
    expect(bad).toMatchObject({ code: 2, err: ['error: --lang is nl, de or en'] });
    const dir = offline();
    const json = await cliIn(dir, '--lang', 'de', 'status', '--json');
    expect(JSON.parse(json.out.join(''))).toMatchObject({ pending: 0, lastSyncAt: null });
  });
});
