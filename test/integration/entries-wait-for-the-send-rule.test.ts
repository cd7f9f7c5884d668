import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../shared/app/entry-time';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import Database from 'better-sqlite3';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, openCore } from '../support/app-call';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';
import { DEMO, cliIn, projectLines } from '../support/cli-run';

/*
 * The PSA service can never change or delete an entry once it has it, so a new folder keeps new
 * entries here, editable, until their day is over and they rested 15 minutes; "at once" sends at
 * the next sync as before; Send now sends a day, a week or all whatever the rule. The clock is the
 * test's own (core and server), so "the next day" is a number, not a wait.
 */

const ANNA = String(demoId('accounts', 1));
const PROJECTS = [String(demoId('projects', 1)), String(demoId('projects', 2))];
const MINUTE = 60_000;

let server: TestServer | undefined;
const dirs: string[] = [];

// The run makes folders "at once" (test/support/clock/global-setup.ts): these check the default.
const runRule = process.env.PSA_SEND_RULE;
beforeAll(() => {
  delete process.env.PSA_SEND_RULE;
});
afterAll(() => {
  if (runRule !== undefined) process.env.PSA_SEND_RULE = runRule;
});

afterEach(async () => {
  await closeCores();
  await server?.close();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A new data folder's core, signed in to a fresh demo server, after its first sync, on `clock`. */
async function connected(clock: { at: number }): Promise<AppCore> {
  server = await startTestServer({ now: () => clock.at });
  const dir = mkdtempSync(join(tmpdir(), 'psa-send-rule-'));
  dirs.push(dir);
  const core = openCore(dir, () => clock.at);
  await call(core, 'settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: ANNA });
  await call(core, 'sync:run', {});
  return core;
}

async function lineAndRole(core: AppCore, projectId: string) {
  const { contractLines, roles } = await call(core, 'entries:lines', { projectId });
  const contractLineId = contractLines[0]?.id;
  const roleId = roles[0]?.id;
  if (!contractLineId || !roleId) throw new Error(`project ${projectId} has no lines or roles here`);
  return { projectId, contractLineId, roleId };
}

/** The entries the server holds with a description of this test (they all start "send rule"). */
function received(): { project: string; description: string }[] {
  if (!server) throw new Error('no server');
  return readDb(server.dbFile, (db) =>
    db
      .prepare(
        "SELECT CAST(project_id AS TEXT) AS project, description FROM timesheets WHERE description LIKE 'send rule%' ORDER BY description",
      )
      .all(),
  ) as { project: string; description: string }[];
}

async function book(
  core: AppCore,
  at: { projectId: string; contractLineId: string; roleId: string },
  day: string,
  from: string,
  hours: number,
  description: string,
) {
  return call(core, 'entries:create', { ...at, date: day, from, hours, description, confirm: ['OVERLAP'] });
}

describe('when new entries leave this computer', () => {
  it('a new folder keeps a day editable until it is over: only the corrected entries arrive, once', async () => {
    const clock = { at: Date.parse('2026-11-24T10:00:00') };
    const core = await connected(clock);
    expect((await call(core, 'settings:get')).sendRule).toBe('end_of_day');
    const today = localDate(clock.at);
    const first = await lineAndRole(core, PROJECTS[0] ?? '');
    const other = await lineAndRole(core, PROJECTS[1] ?? '');
    const wrongProject = await book(core, first, today, '09:00', 2, 'send rule: wrong project');
    const wrongHours = await book(core, first, today, '11:00', 8, 'send rule: 8 h meant 0.8');
    const mistake = await book(core, first, today, '15:00', 1, 'send rule: never meant');

    // Syncs all day long, beyond the sync interval: nothing leaves, everything stays editable.
    for (const minutes of [0, 20, 240]) {
      clock.at += minutes * MINUTE;
      await call(core, 'sync:run', {});
      expect(received()).toEqual([]);
    }
    expect((await call(core, 'sync:status')).held).toBe(3);

    await call(core, 'entries:update', {
      ...other,
      id: wrongProject.id,
      date: today,
      from: '09:00',
      hours: 2,
      description: 'send rule: right project',
      confirm: ['OVERLAP'],
    });
    await call(core, 'entries:update', {
      ...first,
      id: wrongHours.id,
      date: today,
      from: '11:00',
      hours: 0.8,
      description: 'send rule: 0.8 h',
      confirm: ['OVERLAP'],
    });
    await call(core, 'entries:delete', { id: mistake.id });

    // The next morning the day is over and its entries rested: they go, as they are now.
    clock.at = Date.parse(`${today}T00:00:00`) + 24 * 60 * MINUTE + 30 * MINUTE;
    await call(core, 'sync:run', {});
    await call(core, 'sync:run', {});
    expect(received()).toEqual([
      { project: PROJECTS[0], description: 'send rule: 0.8 h' },
      { project: PROJECTS[1], description: 'send rule: right project' },
    ]);
    expect((await call(core, 'sync:status')).held).toBe(0);
  });

  it('an entry touched less than 15 minutes ago waits for the next sync after its rest', async () => {
    const clock = { at: Date.parse('2026-11-24T23:50:00') };
    const core = await connected(clock);
    const at = await lineAndRole(core, PROJECTS[0] ?? '');
    await book(core, at, localDate(clock.at), '22:00', 1, 'send rule: late');
    clock.at += 15 * MINUTE; // 00:05 the next day: the day is over, the entry rested 15 minutes
    clock.at -= MINUTE;
    await call(core, 'sync:run', {});
    expect(received()).toEqual([]);
    clock.at += 2 * MINUTE;
    await call(core, 'sync:run', {});
    expect(received()).toEqual([{ project: PROJECTS[0], description: 'send rule: late' }]);
  });

  it('"at once" sends at the next sync, as scripts expect', async () => {
    const clock = { at: Date.parse('2026-11-24T10:00:00') };
    const core = await connected(clock);
    await call(core, 'settings:update', { sendRule: 'at_once' });
    const at = await lineAndRole(core, PROJECTS[0] ?? '');
    await book(core, at, localDate(clock.at), '09:00', 1, 'send rule: at once');
    await call(core, 'sync:run', {});
    expect(received()).toEqual([{ project: PROJECTS[0], description: 'send rule: at once' }]);
  });

  it('Send now sends one day, then the rest of the week, whatever the rule', async () => {
    const clock = { at: Date.parse('2026-11-26T10:00:00') }; // a Thursday
    const core = await connected(clock);
    const at = await lineAndRole(core, PROJECTS[0] ?? '');
    await book(core, at, '2026-11-24', '09:00', 1, 'send rule: tuesday');
    await book(core, at, '2026-11-26', '09:00', 1, 'send rule: thursday');
    await book(core, at, '2026-11-30', '09:00', 1, 'send rule: next monday');
    const day = await call(core, 'sync:send', { scope: 'day', day: '2026-11-26' });
    expect(day.released).toBe(1);
    // Tuesday rested long enough but it is booked just now: it waits its 15 minutes.
    expect(received().map((e) => e.description)).toEqual(['send rule: thursday']);
    const week = await call(core, 'sync:send', { scope: 'week', day: '2026-11-26' });
    expect(week.released).toBe(1);
    expect(received().map((e) => e.description)).toEqual(['send rule: thursday', 'send rule: tuesday']);
    expect((await call(core, 'sync:status')).held).toBe(1);
  });
});

describe('a folder from before the send rule', () => {
  it('keeps sending at once, and says so once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-send-rule-old-'));
    dirs.push(dir);
    const clock = { at: Date.parse('2026-11-24T10:00:00') };
    // The replica as an older release left it: set up, and no send rule (the migration adds it).
    const first = openCore(dir, () => clock.at);
    await call(first, 'setup:offline');
    await closeCores();
    const db = new Database(join(dir, 'psa-replica.sqlite'));
    db.prepare("DELETE FROM replica_settings WHERE key IN ('send_rule', 'send_rule_notice')").run();
    db.pragma('user_version = 12');
    db.close();
    const core = openCore(dir, () => clock.at);
    const view = await call(core, 'settings:get');
    expect(view.sendRule).toBe('at_once');
    expect(view.sendRuleNotice).toBe(true);
    expect((await call(core, 'settings:update', { sendRuleNoticeSeen: true })).sendRuleNotice).toBe(false);
    expect((await call(core, 'settings:get')).sendRule).toBe('at_once');
  });
});

describe('the send rule on the command line', () => {
  it('settings shows and sets the rule; send releases a day and syncs it', async () => {
    server = await startTestServer();
    const dir = mkdtempSync(join(tmpdir(), 'psa-send-rule-cli-'));
    dirs.push(dir);
    const lines = projectLines(server.dbFile, DEMO.project);
    expect(
      (
        await cliIn(
          dir,
          'remote',
          'set',
          '--url',
          server.url,
          '--token',
          ADMIN_KEY,
          '--account',
          DEMO.account,
        )
      ).code,
    ).toBe(0);
    const shown = await cliIn(dir, 'settings');
    expect(shown.out.join('\n')).toMatch(/^send rule: end-of-day/);
    expect((await cliIn(dir, 'sync')).code).toBe(0);
    const add = await cliIn(
      dir,
      'timesheet',
      'add',
      ...['--project', DEMO.project, '--contract-line', lines.time, '--role', DEMO.role],
      ...['--from', '2026-11-17T09:00:00Z', '--to', '2026-11-17T10:00:00Z', '--hours', '1'],
      ...['--description', 'send rule: cli', '--confirm', 'DATE_BACK,OVERLAP'],
    );
    expect(add.code, add.err.join('|')).toBe(0);
    // Booked just now: it rests here, and sync says it is kept (exit 0: nothing is left over).
    const synced = await cliIn(dir, 'sync');
    expect(synced.code).toBe(0);
    expect(synced.err.join('\n')).toContain('1 entry is kept on this computer');
    expect(received()).toEqual([]);

    const bad = await cliIn(dir, 'send', '--day', '17 Nov');
    expect(bad.code).toBe(2);
    expect(bad.err).toEqual(['error: --day must be a day yyyy-mm-dd, got "17 Nov"']);
    expect((await cliIn(dir, 'send')).code).toBe(2);
    const sent = await cliIn(dir, 'send', '--day', '2026-11-17');
    expect(sent.code, sent.err.join('|')).toBe(0);
    expect(sent.out[0]).toBe('1 entry released to be sent.');
    expect(received()).toEqual([{ project: DEMO.project, description: 'send rule: cli' }]);

    const set = await cliIn(dir, 'settings', '--send-rule', 'at-once', '--json');
    expect(JSON.parse(set.out[0] ?? '{}')).toEqual({ sendRule: 'at_once' });
    expect((await cliIn(dir, 'settings', '--send-rule', 'tonight')).code).toBe(2);
  });
});
