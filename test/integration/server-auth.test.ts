import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { createApiKey } from '../../electron/core/reference-server/domain/auth';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { endpointNames, endpoints } from '../../shared/psa/endpoints';
import {
  ADMIN_KEY,
  CONSULTANT_KEY,
  NOAPI_KEY,
  countRows,
  dbFingerprint,
  expectError,
  expectOk,
  request,
  requestFrom,
  startTestServer,
  type TestServer,
} from '../support/server';

/** A request to endpoint `name` that would be valid apart from who sends it. */
function send(
  srv: TestServer,
  name: (typeof endpointNames)[number],
  token: string | null,
  headers?: Record<string, string>,
) {
  const def = endpoints[name];
  const json = 'body' in def ? {} : undefined;
  return request(srv.url, def.method, def.path, { token, json, headers });
}

describe('authentication (decision 3)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    // These tests fail authentication dozens of times in a row on purpose; the per-address
    // limit on failures (server-hardening.test.ts) would answer 429 to most of them.
    srv = await startTestServer({ failedAuthLimit: false });
  });
  afterAll(async () => {
    await srv.close();
  });

  it('answers 401 UNAUTHENTICATED on every operation when no token is sent', async () => {
    for (const name of endpointNames) expectError(await send(srv, name, null), 401, 'UNAUTHENTICATED');
  });

  it('answers 401 for an unknown token, an empty one, or another scheme', async () => {
    for (const name of endpointNames) expectError(await send(srv, name, 'not-a-key'), 401, 'UNAUTHENTICATED');
    const basic = { authorization: `Basic ${Buffer.from(`x:${ADMIN_KEY}`).toString('base64')}` };
    expectError(
      await request(srv.url, 'GET', '/companies', { token: null, headers: basic }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await request(srv.url, 'GET', '/companies', { token: null, headers: { authorization: 'Bearer' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await request(srv.url, 'GET', '/companies', { token: null, headers: { authorization: ADMIN_KEY } }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('answers 403 FORBIDDEN on every operation for an account without Admin access', async () => {
    for (const name of endpointNames) expectError(await send(srv, name, CONSULTANT_KEY), 403, 'FORBIDDEN');
  });

  it('answers 403 FORBIDDEN on every operation for an Admin account with API access disabled', async () => {
    for (const name of endpointNames) expectError(await send(srv, name, NOAPI_KEY), 403, 'FORBIDDEN');
  });

  it('lets an Admin account with API access in, reading the scheme case-insensitively', async () => {
    expectOk(await request(srv.url, 'GET', '/companies'));
    expectOk(
      await request(srv.url, 'GET', '/companies', {
        token: null,
        headers: { authorization: `bearer ${ADMIN_KEY}` },
      }),
    );
  });

  it('accepts a newly issued key of an Admin account and refuses one of a non-Admin account', async () => {
    const db = openDatabase(srv.dbFile);
    let adminKey: string;
    let consultantKey: string;
    try {
      adminKey = createApiKey(db, demoId('accounts', 4), 'test');
      consultantKey = createApiKey(db, demoId('accounts', 2), 'test');
    } finally {
      db.close();
    }
    expect(adminKey).not.toBe('');
    expectOk(await request(srv.url, 'GET', '/accounts/projectmanagers', { token: adminKey }));
    expectError(await request(srv.url, 'GET', '/companies', { token: consultantKey }), 403, 'FORBIDDEN');
  });

  it('checks credentials before reading a body: no write, and 401 even for an oversized body', async () => {
    const before = dbFingerprint(srv.dbFile);
    expectError(
      await request(srv.url, 'POST', '/company', { token: null, json: { Name: 'Sneaky B.V.' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await request(srv.url, 'POST', '/company', { token: CONSULTANT_KEY, json: { Name: 'Sneaky B.V.' } }),
      403,
      'FORBIDDEN',
    );
    const big = JSON.stringify({ Name: 'x'.repeat(2 * 1024 * 1024) });
    expectError(
      await request(srv.url, 'POST', '/company', {
        token: null,
        raw: big,
        headers: { 'content-type': 'application/json' },
      }),
      401,
      'UNAUTHENTICATED',
    );
    expect(dbFingerprint(srv.dbFile)).toEqual(before);
  });

  it('serves the OpenAPI document without a token', async () => {
    const doc = expectOk(
      await request<{ openapi: string }>(srv.url, 'GET', '/openapi.json', { token: null }),
    );
    expect(doc.openapi).toBe('3.1.0');
  });

  it('answers 404 NOT_FOUND as JSON for unknown paths, also without a token', async () => {
    expectError(await request(srv.url, 'GET', '/nothing-here'), 404, 'NOT_FOUND');
    expectError(await request(srv.url, 'DELETE', '/nothing-here', { token: null }), 404, 'NOT_FOUND');
    expectError(
      await request(srv.url.replace('/v1', '/v2'), 'GET', '/companies', { token: null }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 405 METHOD_NOT_ALLOWED with an Allow header for a known path asked with another method', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/companies', 'GET'],
      ['PUT', '/company', 'POST, PATCH'],
      ['GET', '/company', 'POST, PATCH'],
      ['POST', '/invoices/paid', 'PATCH'],
    ];
    for (const [method, path, allow] of cases) {
      const reply = await request(srv.url, method, path, {
        token: null,
        json: method === 'GET' ? undefined : { Name: 'x' },
      });
      expectError(reply, 405, 'METHOD_NOT_ALLOWED');
      expect(reply.headers.get('allow'), `${method} ${path}`).toBe(allow);
    }
  });

  it('has no rate limit unless configured', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => request(srv.url, 'GET', '/plans', { query: { limit: 1 } })),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
  });
});

describe('rate limit (decision 5, when configured)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ rateLimit: 5 });
  });
  afterAll(async () => {
    await srv.close();
  });

  it('answers 429 RATE_LIMITED with Retry-After once a token exceeds its rate, then lets it in again', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => request(srv.url, 'GET', '/plans', { query: { limit: 1 } })),
    );
    const limited = replies.filter((r) => r.status === 429);
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(5);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length + ok.length).toBe(20);
    for (const r of limited) {
      expectError(r, 429, 'RATE_LIMITED');
      const retry = Number(r.headers.get('retry-after'));
      expect(Number.isInteger(retry) && retry >= 1).toBe(true);
    }
    // Another client address has its own allowance.
    expectError(await requestFrom('127.0.0.2', `${srv.url}/plans`, CONSULTANT_KEY), 403, 'FORBIDDEN');
    const wait = Number(limited[0]?.headers.get('retry-after') ?? 1);
    await new Promise((r) => setTimeout(r, wait * 1000 + 100));
    expectOk(await request(srv.url, 'GET', '/plans', { query: { limit: 1 } }));
  });

  it('changes nothing for a request that was limited', async () => {
    await new Promise((r) => setTimeout(r, 1200)); // a full allowance again
    const before = countRows(srv.dbFile, 'companies');
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        request(srv.url, 'POST', '/company', { json: { Name: 'Too Fast Ltd' } }),
      ),
    );
    const created = replies.filter((r) => r.status === 201).length;
    const limited = replies.filter((r) => r.status === 429);
    expect(created + limited.length).toBe(15);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) expectError(r, 429, 'RATE_LIMITED');
    expect(countRows(srv.dbFile, 'companies')).toBe(before + created);
  });
});
