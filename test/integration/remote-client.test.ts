import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConnection } from '../../electron/core/sync/connection-check';
import { createHttpRemote, type RemoteApi } from '../../electron/core/sync/remote';
import { RemoteError } from '../../electron/core/sync/remote-errors';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { parseJson } from '../../shared/psa/json';
import { fromUnits } from '../../shared/decimal';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { ADMIN_KEY, CONSULTANT_KEY, NOAPI_KEY, startTestServer, type TestServer } from '../support/server';

const TIMEOUT_MS = 400;

/** Runs `fn` and returns the RemoteError it must fail with. */
async function failure(fn: () => Promise<unknown>): Promise<RemoteError> {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RemoteError);
    return err as RemoteError;
  }
  throw new Error('expected the call to fail');
}

/** A base URL on which nothing listens (a port just released). */
async function closedPortUrl(): Promise<string> {
  const s: Server = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

let server: TestServer;
let proxy: FaultProxy;
let remote: RemoteApi;
let direct: RemoteApi;
let day = 0;
/** The demo organization's first project (a 17-digit id, like every demo id). */
const PROJECT_1 = demoId('projects', 1);

/** The references of a demo timesheet of project 1, to book new valid entries with. */
async function demoEntryRefs(client: RemoteApi) {
  const [seed] = await client.listTimesheets({ projectid: PROJECT_1, limit: 2 });
  if (!seed || seed.ContractLineID == null || seed.RoleID == null)
    throw new Error('demo data has no usable timesheet on project 1');
  return {
    AccountID: seed.AccountID,
    ProjectID: seed.ProjectID,
    ContractLineID: seed.ContractLineID,
    RoleID: seed.RoleID,
  };
}

/** A valid timesheet body on a day of its own, and that day. */
async function timesheetBody(description: string) {
  const date = `2031-01-${String(++day).padStart(2, '0')}`;
  const body = {
    ...(await demoEntryRefs(direct)),
    DateTimeFrom: `${date}T09:00:00.000Z`,
    DateTimeTo: `${date}T11:30:00.000Z`,
    NumberOfHours: 2.5,
    Description: description,
  };
  return { body, date };
}

/** Timesheets of the body's account on that day, read past the proxy. */
function onServer(t: { body: { AccountID: bigint }; date: string }) {
  return direct.listTimesheets({ accountid: t.body.AccountID, datefrom: t.date, dateto: t.date });
}

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url, { stallMs: 5_000 });
  remote = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: TIMEOUT_MS });
  direct = createHttpRemote({ baseUrl: server.url, token: ADMIN_KEY });
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});
afterEach(() => proxy.setFaults(null));

describe('successful calls', () => {
  it('lists records with 17-digit ids, every digit kept, and honours query filters', async () => {
    const companies = await remote.listCompanies({ limit: 5 });
    expect(companies).toHaveLength(5);
    for (const c of companies) {
      expect(typeof c.CompanyID).toBe('bigint');
      expect(c.CompanyID).toBeGreaterThan(2n ** 53n);
    }
    expect(companies.map((c) => c.CompanyID)).toContain(demoId('companies', 1));
    const projects = await remote.listProjects({ Name: 'northwind erp' });
    expect(projects.map((p) => p.ProjectID)).toContain(PROJECT_1);
    const pms = await remote.listProjectManagers({ email: 'DEMO-ADMIN@example.com' });
    expect(pms.map((a) => a.Email)).toEqual(['demo-admin@example.com']);
  });

  it('creates a record: the id comes back as a string and reads back as the same bigint', async () => {
    const created = await remote.createCompany({
      Name: 'Quokka Analytics Pty',
      City: 'Perth',
      ExternalID: undefined,
    });
    expect(created.CompanyID).toMatch(/^\d{17,19}$/);
    const [found] = await remote.listCompanies({ name: 'Quokka Analytics' });
    expect(found?.CompanyID).toBe(BigInt(created.CompanyID));
    expect(found?.City).toBe('Perth');
  });

  it('sends a JSON body and reads decimals and date-times exactly', async () => {
    const t = await timesheetBody('exact values');
    // Sent as a JSON number with every digit (LosslessNumber), as push sends amounts.
    const created = await remote.createTimesheet({ ...t.body, NumberOfHours: fromUnits(24_975n, 4) });
    expect(created.TimesheetID).toMatch(/^\d{17,19}$/);
    const [entry] = await onServer(t);
    expect(entry).toMatchObject({
      TimesheetID: BigInt(created.TimesheetID),
      NumberOfHours: '2.4975',
      DateTimeFrom: t.body.DateTimeFrom,
      Description: 'exact values',
    });
  });
});

describe('a list answered as a single object (decision 17)', () => {
  it('is read as an array of one', async () => {
    const quirky = await startTestServer({ singleObjectQuirk: true });
    try {
      const client = createHttpRemote({ baseUrl: quirky.url, token: ADMIN_KEY });
      const refs = await demoEntryRefs(client);
      // A fresh day with one new entry makes the filter match exactly one.
      await client.createTimesheet({
        ...refs,
        DateTimeFrom: '2032-02-02T08:00:00Z',
        DateTimeTo: '2032-02-02T09:00:00Z',
        NumberOfHours: 1,
      });
      const query = { accountid: refs.AccountID, datefrom: '2032-02-02', dateto: '2032-02-02' };
      const raw = await fetch(
        `${quirky.url}/timesheets?${new URLSearchParams({ ...query, accountid: String(refs.AccountID) }).toString()}`,
        {
          headers: { Authorization: `Bearer ${ADMIN_KEY}` },
        },
      );
      expect(Array.isArray(parseJson(await raw.text()))).toBe(false);
      const one = await client.listTimesheets(query);
      expect(one).toHaveLength(1);
      expect(one[0]).toMatchObject({
        AccountID: refs.AccountID,
        NumberOfHours: '1',
        DateTimeFrom: '2032-02-02T08:00:00.000Z',
      });
    } finally {
      await quirky.close();
    }
  });
});

describe('transient failures', () => {
  it('503 from a refusing gateway: transient, never forwarded, outcome treated as unknown', async () => {
    const t = await timesheetBody('refused');
    const forwarded = proxy.counts.forwarded;
    proxy.next('refuse');
    const err = await failure(() => remote.createTimesheet(t.body));
    expect(err).toMatchObject({ kind: 'server', status: 503, transient: true });
    // A 5xx alone cannot prove the change was not applied, so the client stays conservative...
    expect(err.outcomeUnknown).toBe(true);
    // ...while here the proxy proves it was not sent.
    expect(proxy.counts.forwarded).toBe(forwarded);
    expect(await onServer(t)).toEqual([]);
  });

  it('connection refused: transient and certainly not sent', async () => {
    const client = createHttpRemote({ baseUrl: await closedPortUrl(), token: ADMIN_KEY });
    const err = await failure(() => client.createCompany({ Name: 'Never Sent Ltd' }));
    expect(err).toMatchObject({
      kind: 'network',
      transient: true,
      outcomeUnknown: false,
      code: 'ECONNREFUSED',
    });
  });

  it('a response lost after the server committed: transient, outcome unknown, and the record exists', async () => {
    const t = await timesheetBody('lost response');
    proxy.next('drop-response');
    const err = await failure(() => remote.createTimesheet(t.body));
    expect(err).toMatchObject({ kind: 'network', transient: true, outcomeUnknown: true });
    const entries = await onServer(t);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.Description).toBe('lost response');
  });

  it('a request stalled before the server: timeout, outcome unknown, nothing stored', async () => {
    const t = await timesheetBody('stalled before');
    proxy.next('stall-before');
    const started = Date.now();
    const err = await failure(() => remote.createTimesheet(t.body));
    expect(err).toMatchObject({ kind: 'timeout', transient: true, outcomeUnknown: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(await onServer(t)).toEqual([]);
  });

  it('an answer stalled after the server committed: timeout, outcome unknown, and the record exists', async () => {
    const t = await timesheetBody('stalled after');
    proxy.next('stall-after');
    const err = await failure(() => remote.createTimesheet(t.body));
    expect(err).toMatchObject({ kind: 'timeout', transient: true, outcomeUnknown: true });
    await proxy.settled();
    expect(await onServer(t)).toHaveLength(1);
  });

  it('429 carries Retry-After in seconds or as an HTTP date', async () => {
    // A client of its own for each: a 429 holds every later request of that client (pacer.ts).
    const fresh = () => createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: TIMEOUT_MS });
    proxy.next({ kind: 'rate-limit', retryAfter: 7 });
    const seconds = await failure(() => fresh().listCompanies({ limit: 1 }));
    expect(seconds).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      transient: true,
      outcomeUnknown: false,
      retryAfterMs: 7_000,
    });
    proxy.next({ kind: 'rate-limit', retryAfter: new Date(Date.now() + 30_000).toUTCString() });
    const date = await failure(() => fresh().listCompanies({ limit: 1 }));
    expect(date.retryAfterMs).toBeGreaterThan(25_000);
    expect(date.retryAfterMs).toBeLessThanOrEqual(30_000);
  });

  it("429 from the server's own rate limit", async () => {
    const limited = await startTestServer({ rateLimit: 2 });
    try {
      const client = createHttpRemote({ baseUrl: limited.url, token: ADMIN_KEY });
      const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => client.listPlans({ limit: 1 })));
      const rejected = results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => r.reason as RemoteError);
      expect(rejected.length).toBeGreaterThan(0);
      for (const e of rejected)
        expect(e).toMatchObject({ kind: 'rate-limited', code: 'RATE_LIMITED', transient: true });
      expect(rejected[0]?.retryAfterMs).toBeGreaterThanOrEqual(1_000);
    } finally {
      await limited.close();
    }
  });
});

describe('permanent failures', () => {
  it("400 keeps the server's code, message and details", async () => {
    const err = await failure(() =>
      remote.createContact({ FirstName: 'No', CompanyID: demoId('companies', 1) } as never),
    );
    expect(err).toMatchObject({
      kind: 'rejected',
      status: 400,
      code: 'VALIDATION_FAILED',
      transient: false,
      outcomeUnknown: false,
    });
    expect(err.message).toMatch(/LastName|Email/);
    expect(err.details.map((d) => d.path)).toEqual(expect.arrayContaining(['LastName', 'Email']));
    const list = await failure(() => remote.listTimesheets({}));
    expect(list).toMatchObject({ kind: 'rejected', status: 400 });
    expect(list.details.map((d) => d.path)).toContain('projectid');
  });

  it('422, 404 and 409 are rejections with their codes', async () => {
    const unknownCompany = await failure(() =>
      remote.createContact({
        LastName: 'Ghost',
        Email: 'g@x.example',
        CompanyID: demoId('companies', 1) - 1n,
      }),
    );
    expect(unknownCompany).toMatchObject({
      kind: 'rejected',
      status: 422,
      code: 'UNKNOWN_REFERENCE',
      transient: false,
    });
    const missing = await failure(() => remote.markInvoicePaid({ invoiceid: 41939771881672249n }));
    expect(missing).toMatchObject({ kind: 'rejected', status: 404, code: 'NOT_FOUND' });
    const tooLarge = await failure(() => remote.markInvoicePaid({ invoiceid: 2n ** 63n }));
    expect(tooLarge).toMatchObject({ kind: 'rejected', status: 400, code: 'VALIDATION_FAILED' });
    const [draft] = await remote.listInvoices({ invoicestatus: 'draft', limit: 1 });
    expect(draft).toBeDefined();
    const wrongState = await failure(() => remote.markInvoicePaid({ invoiceid: draft!.InvoiceID }));
    expect(wrongState).toMatchObject({ kind: 'rejected', status: 409, code: 'INVALID_STATE' });
  });

  it('401 and 403 are auth failures, never transient', async () => {
    const cases = [
      ['not-a-key', 401, 'UNAUTHENTICATED'],
      [CONSULTANT_KEY, 403, 'FORBIDDEN'],
      [NOAPI_KEY, 403, 'FORBIDDEN'],
    ] as const;
    for (const [token, status, code] of cases) {
      const client = createHttpRemote({ baseUrl: proxy.url, token });
      const err = await failure(() => client.listCompanies({ limit: 1 }));
      expect(err).toMatchObject({ kind: 'auth', status, code, transient: false, outcomeUnknown: false });
    }
  });

  it('a remote whose answer breaks the contract is a protocol error', async () => {
    const fetchImpl: typeof fetch = async () => new Response('[{"CompanyName":"No id"}]', { status: 200 });
    const client = createHttpRemote({ baseUrl: server.url, token: ADMIN_KEY, fetchImpl });
    const err = await failure(() => client.listCompanies());
    expect(err).toMatchObject({ kind: 'protocol', transient: false });
    expect(err.message).toMatch(/CompanyID/);
  });
});

describe('testConnection', () => {
  it('is ok with a valid admin token', async () => {
    expect(await testConnection(remote)).toEqual({ ok: true });
  });

  it('explains each kind of failure', async () => {
    const check = async (baseUrl: string, token: string) =>
      testConnection(createHttpRemote({ baseUrl, token, timeoutMs: TIMEOUT_MS }));
    const unreachable = await check(await closedPortUrl(), ADMIN_KEY);
    expect(unreachable).toMatchObject({
      ok: false,
      kind: 'unreachable',
      message: expect.stringMatching(/cannot be reached/),
    });
    expect(await check(proxy.url, 'wrong')).toMatchObject({
      ok: false,
      kind: 'unauthenticated',
      message: expect.stringMatching(/token/),
    });
    expect(await check(proxy.url, CONSULTANT_KEY)).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: expect.stringMatching(/Admin/),
    });
    const noVersion = await check(server.url.replace(/\/v1$/, ''), ADMIN_KEY);
    expect(noVersion).toMatchObject({ ok: false, kind: 'other', message: expect.stringMatching(/\/v1/) });
    proxy.next('stall-before');
    expect(await check(proxy.url, ADMIN_KEY)).toMatchObject({
      ok: false,
      kind: 'unreachable',
      message: expect.stringMatching(/in time/),
    });
    proxy.next('refuse');
    expect(await check(proxy.url, ADMIN_KEY)).toMatchObject({
      ok: false,
      kind: 'other',
      message: expect.stringMatching(/not available/),
    });
  });
});

describe('the fault proxy', () => {
  it('counts faults and forwards', async () => {
    const before = { ...proxy.counts };
    proxy.next('refuse', 'pass');
    await failure(() => remote.listPlans());
    await remote.listPlans();
    expect(proxy.counts.refuse - before.refuse).toBe(1);
    expect(proxy.counts.pass - before.pass).toBe(1);
    expect(proxy.counts.forwarded - before.forwarded).toBe(1);
    expect(proxy.counts.requests - before.requests).toBe(2);
  });
});
