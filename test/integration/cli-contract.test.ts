import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppCore } from '../../electron/core/app/core';
import { cliIn } from '../support/cli-run';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/** Ids as PSOhub issues them: 17 digits above 2^53, as the CLI's flags and the contract take them. */
const ACCOUNT = String(demoId('accounts', 7));
const PROJECT = String(demoId('projects', 1));
const LINE = String(demoId('contract_lines', 10));
const ROLE = String(demoId('roles', 1));

/*
 * The CLI is a client of the app core (like IPC and the web bridge): what it does, the app sees,
 * and it refuses what the app refuses, with the app's words.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'psa-cli-contract-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]) => cliIn(dir, ...argv);

const openCore = () => createAppCore({ dataDir: dir, demoServer: false, syncOnStart: false });

describe('the CLI on the app contract', () => {
  it('`remote set` after the app chose offline only: the app then works with that remote', async () => {
    const core = openCore();
    expect((await core.invoke('setup:offline', {})).ok).toBe(true);
    await core.close();

    const set = await cli(
      'remote',
      'set',
      '--url',
      'http://127.0.0.1:9/v1',
      '--token',
      'k',
      '--account',
      ACCOUNT,
    );
    expect(set.code, set.err.join('\n')).toBe(0);

    const again = openCore();
    const settings = await again.invoke('settings:get', {});
    await again.close();
    expect(settings.ok && settings.data).toMatchObject({
      mode: 'remote',
      remoteUrl: 'http://127.0.0.1:9/v1',
      accountId: ACCOUNT,
      hasToken: true,
    });
  });

  it('refuses an entry with the same message as the app, storing nothing', async () => {
    await cli('remote', 'set', '--url', 'http://127.0.0.1:9/v1', '--token', 'k', '--account', ACCOUNT);
    const request = {
      ProjectID: PROJECT,
      ContractLineID: LINE,
      RoleID: ROLE,
      DateTimeFrom: '2026-11-17T09:00:00Z',
      DateTimeTo: '2026-11-17T11:00:00Z',
      NumberOfHours: 2,
    };
    const core = openCore();
    const app = await core.invoke('timesheets:create', request);
    await core.close();
    expect(app.ok).toBe(false);
    const message = app.ok ? '' : app.error.message;

    const run = await cli(
      'timesheet',
      'add',
      '--project',
      PROJECT,
      '--contract-line',
      LINE,
      '--role',
      ROLE,
      '--from',
      request.DateTimeFrom,
      '--to',
      request.DateTimeTo,
      '--hours',
      '2',
    );
    expect(run.code).toBe(2);
    expect(run.err).toEqual([`error: ${message}`]);
    expect(JSON.parse((await cli('timesheets', '--json')).out.join('\n'))).toEqual([]);
  });

  it('refuses to switch remotes while changes wait, like Settings, unless --force', async () => {
    const core = openCore();
    expect((await core.invoke('setup:offline', {})).ok).toBe(true);
    await core.close();
    // A company created offline is a queued change meant for the first remote.
    await cli('remote', 'set', '--url', 'http://127.0.0.1:9/v1', '--token', 'k', '--account', ACCOUNT);
    const again = openCore();
    expect((await again.invoke('companies:create', { Name: 'Queued B.V.' })).ok).toBe(true);
    await again.close();

    const refused = await cli('remote', 'set', '--url', 'http://127.0.0.1:10/v1', '--token', 'k');
    expect(refused.code).toBe(2);
    expect(refused.err.join('\n')).toMatch(
      /1 change is still waiting to be sent to http:\/\/127\.0\.0\.1:9\/v1.*--force/,
    );
    expect(
      (await cli('remote', 'set', '--url', 'http://127.0.0.1:10/v1', '--token', 'k', '--force')).code,
    ).toBe(0);
  });
});
