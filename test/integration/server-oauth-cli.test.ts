import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, getConsent, originOf, redirectParams, signIn, tokensFor } from '../support/oauth';
import { serverCli as cli, startServing } from '../support/server-cli';
import { expectError, expectOk, readDb, request, startTestServer, type TestServer } from '../support/server';

/*
 * The OAuth side of the server's command line (decision 24): `oauth client add` registers a
 * client application and prints its id and secret once; `--token-ttl SECONDS` sets how long
 * access tokens live.
 */

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ failedAuthLimit: false });
});
afterAll(async () => {
  await srv.close();
});

describe('npm run server -- oauth client add', () => {
  it('registers a client on the database a running server uses; prints its id and secret, keeps only a hash', async () => {
    const out = await cli([
      'oauth', 'client', 'add', '--db', srv.dbFile, '--name', 'Firm tool', '--scopes', 'timesheets projects',
      '--redirect-uri', 'http://127.0.0.1/firm-cb', '--redirect-uri', 'https://tool.example.com/cb',
    ]); // prettier-ignore
    expect(out.code, out.stderr).toBe(0);
    const m = /^client id: (\S+)\nclient secret: (\S+)\n$/.exec(out.stdout);
    expect(m, out.stdout).not.toBeNull();
    const client = { id: m?.[1] ?? '', secret: m?.[2] ?? '' };
    expect(out.stderr).toMatch(/shown only this once/);
    const stored = readDb(srv.dbFile, (db) =>
      JSON.stringify(db.prepare('SELECT * FROM oauth_clients WHERE id = ?').get(client.id)),
    );
    expect(stored).toContain('Firm tool');
    expect(stored).not.toContain(client.secret);

    const origin = originOf(srv.url);
    const s = await signIn(origin, { client, redirect: 'http://127.0.0.1:41234/firm-cb', scope: 'projects' });
    const tokens = await exchange(origin, s);
    expect(tokens.status).toBe(200);
    expect(tokens.body.scope).toBe('projects');
    expectOk(await request(srv.url, 'GET', '/projects', { token: tokens.body.access_token as string }));
    expectError(
      await request(srv.url, 'GET', '/companies', { token: tokens.body.access_token as string }),
      403,
      'FORBIDDEN',
    );
    // Its scopes and redirect URLs bind it: no companies, no other loopback path.
    const beyond = await getConsent(origin, {
      clientid: client.id,
      redirecturl: 'http://127.0.0.1:1/firm-cb',
      scope: 'companies',
    });
    expect(redirectParams(beyond.location).get('error')).toBe('invalid_scope');
    expect(
      (await getConsent(origin, { clientid: client.id, redirecturl: 'http://127.0.0.1:1/other' })).status,
    ).toBe(400);
  });

  it('refuses bad input with one line and exit status 2, registering nothing', async () => {
    const before = readDb(srv.dbFile, (db) => db.prepare('SELECT COUNT(*) AS n FROM oauth_clients').get());
    const cases: [string[], RegExp][] = [
      [
        ['--name', 'X', '--scopes', 'timesheets payroll'],
        /unknown scope 'payroll' \(known: companies contacts/,
      ],
      [['--name', 'X', '--scopes', ''], /at least one scope/],
      [['--name', 'X'], /--scopes is required/],
      [['--scopes', 'timesheets'], /--name is required/],
      [['--name', 'X', '--scopes', 'timesheets', '--redirect-uri', 'http://example.com/cb'], /loopback/],
      [['--name', 'X', '--scopes', 'timesheets', '--label', 'l'], /--label does not apply/],
    ];
    for (const [args, message] of cases) {
      const out = await cli(['oauth', 'client', 'add', '--db', srv.dbFile, ...args]);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(message);
      expect(out.stdout).toBe('');
    }
    expect((await cli(['oauth', 'client', 'remove', '--db', srv.dbFile])).stderr).toMatch(
      /unknown command 'oauth client remove'/,
    );
    expect(readDb(srv.dbFile, (db) => db.prepare('SELECT COUNT(*) AS n FROM oauth_clients').get())).toEqual(
      before,
    );
  });
});

describe('npm run server -- --token-ttl SECONDS', () => {
  it('refuses a lifetime that is not a whole number of seconds from 1', async () => {
    for (const ttl of ['0', '-1', '1.5', 'soon']) {
      const out = await cli([`--token-ttl=${ttl}`, '--db', join(tmpdir(), 'never-opened.sqlite')]);
      expect(out.code, ttl).toBe(2);
      expect(out.stderr).toMatch(/--token-ttl must be a whole number/);
    }
  });

  it('issues access tokens that live that long', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-oauth-cli-'));
    const { child, exited, firstLine } = startServing([
      '--port',
      '0',
      '--db',
      join(dir, 'psa.sqlite'),
      '--seed',
      'demo',
      '--token-ttl',
      '1',
    ]);
    try {
      const line = await firstLine;
      const url = /^PSA API listening on (\S+)$/.exec(line)?.[1] ?? '';
      const tokens = await tokensFor(originOf(url));
      const issuedBy = Date.now();
      expect(tokens.expires_in).toBe(1);
      expectOk(await request(url, 'GET', '/companies', { token: tokens.access_token }));
      // Waiting out the lifetime on the server's real clock (no timing is asserted).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, issuedBy + 1100 - Date.now())));
      const expired = await request(url, 'GET', '/companies', { token: tokens.access_token });
      expectError(expired, 401, 'UNAUTHENTICATED');
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
