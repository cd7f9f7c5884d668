import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cliIn as cli, DEMO, projectLines, runCliCaptured, type CliRun as Run } from '../support/cli-run';
import { consent, type ConsentResult } from '../support/consent';
import { ADMIN_EMAIL } from '../support/oauth';
import { readDb, startTestServer, type TestServer } from '../support/server';

/*
 * `remote login --no-browser` with a scripted consent: the test reads the authorization URL the
 * CLI prints, signs in on the reference server's consent page over plain HTTP and follows the
 * redirect to the CLI's loopback listener; the CLI then says who signed in, and `sync` works with
 * the access token.
 */

let server: TestServer;
const dirs: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'psa-cli-login-'));
  dirs.push(d);
  return d;
}

/** Runs `remote login` and, once it printed the URL, gives the consent as a person would in a browser. */
async function login(
  dir: string,
  args: string[],
  o: Parameters<typeof consent>[1] = {},
): Promise<{ run: Run; page: ConsentResult | null }> {
  // Set from the output callback (a holder, so the compiler does not narrow it to its first value).
  const held: { page?: Promise<ConsentResult> } = {};
  const run = await runCliCaptured(['--data', dir, 'remote', 'login', '--no-browser', ...args], (s) => {
    const url = /^https?:\/\/\S+$/m.exec(s)?.[0];
    if (url && !held.page) held.page = consent(url, o);
  });
  return { run, page: held.page ? await held.page : null };
}

describe('remote login', () => {
  it('prints the authorization URL, takes the redirect and says who signed in; sync then works', async () => {
    const dir = folder();
    const { run, page } = await login(dir, ['--url', server.url, '--email', ADMIN_EMAIL]);
    expect(run.err.join('\n')).not.toContain('error');
    expect(run.code).toBe(0);
    const url = new URL(/^http\S+$/m.exec(run.out.join('\n'))?.[0] ?? '');
    expect(url.pathname).toBe('/link/apiauthorization');
    expect(url.searchParams.get('clientid')).toBe('psa-desk');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(page?.text).toContain('You can close this tab');
    expect(run.out.at(-1)).toBe(`Signed in as Anna de Vries (account ${DEMO.account})`);

    expect((await cli(dir, 'sync')).code).toBe(0);
    const added = await cli(
      dir,
      ...['timesheet', 'add', '--project', DEMO.project, '--role', DEMO.role],
      ...['--contract-line', projectLines(server.dbFile, DEMO.project).time],
      ...['--from', '2026-11-18T09:00:00Z', '--to', '2026-11-18T10:00:00Z', '--hours', '1'],
      ...['--description', 'Signed in from the CLI'],
      // The demo's own entries of that morning overlap it: kept both, deliberately (issue 13).
      ...['--confirm', 'OVERLAP'],
    );
    expect(added.code).toBe(0);
    expect((await cli(dir, 'sync')).code).toBe(0);
    const onServer = readDb(server.dbFile, (db) =>
      db.prepare("SELECT account_id FROM timesheets WHERE description = 'Signed in from the CLI'").all(),
    );
    expect(onServer).toEqual([{ account_id: BigInt(DEMO.account) }]);
    // The tokens are kept as credentials, never printed.
    expect([...run.out, ...run.err].join('\n')).not.toMatch(/psa_at_|psa_rt_/);
  });

  it('reads the firm’s settings file', async () => {
    const dir = folder();
    const origin = new URL(server.url).origin;
    const file = join(dir, 'psa-signin.json');
    writeFileSync(
      file,
      JSON.stringify({
        baseUrl: server.url,
        authUrl: `${origin}/link/apiauthorization`,
        tokenUrl: `${origin}/oauth/token`,
        clientId: 'psa-desk',
        clientSecret: 'demo-client-secret',
        scope: 'companies contacts projects accounts plans timesheets expenses invoices',
      }),
    );
    const { run } = await login(dir, ['--settings', file, '--email', ADMIN_EMAIL]);
    expect(run.code).toBe(0);
    expect((await cli(dir, 'sync')).code).toBe(0);

    writeFileSync(
      file,
      JSON.stringify({ tokenUrl: `${origin}/oauth/token`, clientId: 'x', clientSecrt: 'typo' }),
    );
    const bad = await cli(
      folder(),
      'remote',
      'login',
      '--no-browser',
      '--settings',
      file,
      '--url',
      server.url,
    );
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/--settings .*psa-signin\.json/);
  });

  it('exits 1 with "Sign-in was denied" when the person denies', async () => {
    const dir = folder();
    const { run, page } = await login(dir, ['--url', server.url], { decision: 'deny' });
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toContain('error: Sign-in was denied');
    expect(page?.text).toContain('Sign-in was denied');
    expect((await cli(dir, 'sync')).code).toBe(2);
  });

  it('refuses a wrong client secret before printing any URL', async () => {
    const dir = folder();
    const { run } = await login(dir, ['--url', server.url, '--client-secret', 'wrong']);
    expect(run.code).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toContain("The PSA service refused the app's credentials (invalid_client)");
  });

  it('lists the accounts when it cannot tell which is yours, and takes --account', async () => {
    const dir = folder();
    const unknown = await login(dir, ['--url', server.url]);
    expect(unknown.run.code).toBe(1);
    expect(unknown.run.out).toContain(`  ${DEMO.account}  Anna de Vries <demo-admin@example.com>`);
    const told = await login(dir, ['--url', server.url, '--account', DEMO.account]);
    expect(told.run.code).toBe(0);
    expect(told.run.out.at(-1)).toBe(`Signed in as Anna de Vries (account ${DEMO.account})`);
    expect((await cli(dir, 'sync')).code).toBe(0);
  });
});
