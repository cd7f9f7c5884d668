import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { createApiKey } from '../../electron/core/reference-server/domain/auth';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import {
  ADMIN_KEY,
  CONSULTANT_KEY,
  countRows,
  dbFingerprint,
  expectError,
  expectOk,
  request,
  requestFrom,
  startTestServer,
  type Reply,
  type TestServer,
} from '../support/server';

/*
 * The server as an attacker meets it: guessing keys is slowed per client address (a new token
 * per guess does not help), `--rate-limit` counts every request of an address before its token is
 * looked at, integer query parameters are plain digits only (decision 12), and text that is not
 * valid Unicode is refused instead of being stored mangled.
 */

/** One GET /plans from a chosen loopback source address (the server sees it as the client address). */
const getFrom = (localAddress: string, url: string, token: string, headers?: Record<string, string>) =>
  requestFrom(localAddress, `${url}/plans?limit=1`, token, headers);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryAfter(r: Reply): number {
  const n = Number(r.headers.get('retry-after'));
  expect(Number.isInteger(n) && n >= 1, `Retry-After ${r.headers.get('retry-after')}`).toBe(true);
  return n;
}

describe('failed authentications are slowed per client address (on by default)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(async () => {
    await srv.close();
  });

  it('answers 429 with Retry-After after 10 wrong keys, even with a new key each time', async () => {
    const statuses: number[] = [];
    let limited: Reply | undefined;
    for (let i = 0; i < 14; i++) {
      const r = await request(srv.url, 'GET', '/plans', { token: `guess-${i}-${Math.random()}` });
      statuses.push(r.status);
      if (r.status === 429) limited ??= r;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expectError(limited!, 429, 'RATE_LIMITED');
    retryAfter(limited!);
  });

  it('refuses even the right key from that address while it is limited, so a right guess shows nothing', async () => {
    expectError(await request(srv.url, 'GET', '/plans'), 429, 'RATE_LIMITED');
    // A forwarded-for header is not the client address: it cannot pick a fresh allowance.
    const spoofed = await getFrom('127.0.0.1', srv.url, ADMIN_KEY, { 'x-forwarded-for': '10.9.8.7' });
    expectError(spoofed, 429, 'RATE_LIMITED');
    // Another address has its own allowance.
    expectOk(await getFrom('127.0.0.2', srv.url, ADMIN_KEY));
  });

  it('lets the address in again once Retry-After has passed', async () => {
    const r = await request(srv.url, 'GET', '/plans', { token: 'still-guessing' });
    expectError(r, 429, 'RATE_LIMITED');
    await sleep(retryAfter(r) * 1000 + 100);
    expectOk(await request(srv.url, 'GET', '/plans', { query: { limit: 1 } }));
  });

  it('never limits an address whose keys are right, or merely not allowed (403)', async () => {
    const ok = await Promise.all(
      Array.from({ length: 100 }, () => request(srv.url, 'GET', '/plans', { query: { limit: 1 } })),
    );
    expect(ok.map((r) => r.status)).toEqual(ok.map(() => 200));
    const forbidden = await Promise.all(
      Array.from({ length: 20 }, () => getFrom('127.0.0.3', srv.url, CONSULTANT_KEY)),
    );
    expect(forbidden.map((r) => r.status)).toEqual(forbidden.map(() => 403));
  });
});

describe('--rate-limit counts every request of an address before authentication', () => {
  let srv: TestServer;
  let keys: string[];
  beforeAll(async () => {
    // Failed authentications unlimited here, so only --rate-limit can answer 429.
    srv = await startTestServer({ rateLimit: 5, failedAuthLimit: false });
    const db = openDatabase(srv.dbFile);
    try {
      keys = Array.from({ length: 10 }, (_, i) => createApiKey(db, demoId('accounts', 4), `key ${i}`));
    } finally {
      db.close();
    }
  });
  afterAll(async () => {
    await srv.close();
  });

  it('limits an address that sends a new token with every request', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(srv.url, 'GET', '/plans', { token: `guess-${i}-${Math.random()}` }),
      ),
    );
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 401).length + limited.length).toBe(20);
    for (const r of limited) expectError(r, 429, 'RATE_LIMITED');
    retryAfter(limited[0]!);
    // Another address is not held back by this one.
    expectOk(await getFrom('127.0.0.2', srv.url, ADMIN_KEY));
  });

  it('limits one account that spreads its requests over many keys and addresses', async () => {
    await sleep(1200); // a full allowance again
    const replies = await Promise.all(
      keys.flatMap((key, i) => [0, 1].map(() => getFrom(`127.0.1.${i + 1}`, srv.url, key))),
    );
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 200).length + limited.length).toBe(20);
    for (const r of limited) expectError(r, 429, 'RATE_LIMITED');
  });
});

describe('integer query parameters are plain digits (decision 12)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(async () => {
    await srv.close();
  });

  it.each([
    ['/companies', 'limit=+5'],
    ['/companies', 'limit=%2B5'],
    ['/companies', 'limit=%205'],
    ['/companies', 'limit=5%20'],
    ['/companies', 'limit=-5'],
    ['/companies', 'limit=5e0'],
    ['/companies', 'limit=%095'],
    ['/companies', 'companyid=+1'],
    ['/companies', 'companyid=%201'],
    ['/contacts', 'contactid=+1'],
    ['/timesheets', 'projectid=+1'],
    ['/expenses', 'accountid=%201'],
    ['/invoices', 'limit=+5'],
    ['/plans', 'limit=+1'],
  ])('answers 400 for GET %s?%s', async (path, q) => {
    const r = await request(srv.url, 'GET', path, { query: q });
    expectError(r, 400, 'VALIDATION_FAILED');
    const name = q.split('=')[0]!;
    expect(r.text).toContain(name);
  });

  it('still takes plain digits', async () => {
    expect(
      expectOk(await request<unknown[]>(srv.url, 'GET', '/companies', { query: 'limit=5' })),
    ).toHaveLength(5);
    expectOk(await request(srv.url, 'GET', '/timesheets', { query: 'projectid=1&limit=2' }));
  });
});

describe('text must be valid Unicode: a lone surrogate is a 400, nothing is stored', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(async () => {
    await srv.close();
  });

  const post = (path: string, raw: string) =>
    request(srv.url, 'POST', path, { raw, headers: { 'content-type': 'application/json' } });

  it.each([
    ['a high surrogate alone', '{"Name":"Acme \\ud800 B.V."}'],
    ['a low surrogate alone', '{"Name":"Acme \\udc00"}'],
    ['a high surrogate at the end', '{"Name":"Acme \\ud83d"}'],
    ['two high surrogates', '{"Name":"\\ud800\\ud800"}'],
  ])('refuses %s in a field with a field error', async (_label, raw) => {
    const before = dbFingerprint(srv.dbFile);
    const r = await post('/company', raw);
    expectError(r, 400, 'VALIDATION_FAILED');
    const details = (r.body as { error: { details?: { path: string; message: string }[] } }).error.details;
    expect(details?.[0]?.path).toBe('Name');
    expect(details?.[0]?.message).toMatch(/Unicode/);
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('refuses one in an optional field and in an ignored unknown field alike', async () => {
    const before = countRows(srv.dbFile, 'companies');
    expectError(
      await post('/company', '{"Name":"Ok B.V.","City":"Ut\\udfffrecht"}'),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post('/company', '{"Name":"Ok B.V.","Unknown":["x","\\ud800"]}'),
      400,
      'VALIDATION_FAILED',
    );
    expect(countRows(srv.dbFile, 'companies')).toBe(before);
  });

  it('keeps a proper pair (an emoji) exactly as sent', async () => {
    const name = 'Smile \u{1F600} B.V.';
    const r = await post('/company', JSON.stringify({ Name: name }));
    expectOk(r, 201);
    const list = expectOk(
      await request<{ CompanyName: string }[]>(srv.url, 'GET', '/companies', { query: { name: 'Smile' } }),
    );
    expect(list.map((c) => c.CompanyName)).toContain(name);
  });
});
