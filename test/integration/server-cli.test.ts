import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjectContractLines } from '../../electron/core/db/repositories/org';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { InvoiceReadT, TimesheetReadT } from '../../shared/psa/resources';
import { serverCli as cli, startServing } from '../support/server-cli';
import { expectError, expectOk, readDb, request, startTestServer, type TestServer } from '../support/server';

/*
 * The command line of the reference server (`npm run server -- ...`): serving, and the service's
 * own operations run as sub-commands on the database a running server uses.
 */

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(async () => {
  await srv.close();
});

describe('invoice operations as sub-commands (decision 20)', () => {
  it('approves entries, generates a Draft, approves, sends and voids it; entries show Draft, then the number', async () => {
    const { ProjectID } = expectOk(
      await request<{ ProjectID: string }>(srv.url, 'POST', '/project', {
        json: {
          Name: 'CLI billing',
          Stage: 'Active',
          CompanyID: demoId('companies', 7),
          ContractTemplateID: demoId('contract_templates', 1),
        },
      }),
      201,
    );
    const lines = readDb(srv.dbFile, (db) => listProjectContractLines(db, BigInt(ProjectID)));
    const time = lines.find((l) => l.kind === 'time')!.id;
    const expense = lines.find((l) => l.kind === 'expense')!.id;
    for (const [from, hours] of [
      ['2034-01-09T09:00:00Z', 2.5],
      ['2034-01-10T09:00:00Z', 4],
    ] as const) {
      const to = new Date(Date.parse(from) + 8 * 3_600_000).toISOString();
      expectOk(
        await request(srv.url, 'POST', '/timesheets', {
          json: {
            DateTimeFrom: from,
            DateTimeTo: to,
            NumberOfHours: hours,
            AccountID: demoId('accounts', 1),
            ProjectID,
            ContractLineID: time,
            RoleID: demoId('roles', 2),
          },
        }),
        201,
      );
    }
    expectOk(
      await request(srv.url, 'POST', '/expenses', {
        json: {
          AccountID: demoId('accounts', 1),
          ProjectID,
          ContractLineID: expense,
          AmountExVAT: 80.12345678,
          VATAmount: 16.83,
          TotalAmount: 96.95345678,
          ExpenseDate: '2034-01-10T12:00:00Z',
        },
      }),
      201,
    );

    const db = ['--db', srv.dbFile];
    const early = await cli(['invoice', 'generate', ...db, '--project', ProjectID]);
    expect(early.code, 'nothing approved yet').toBe(1);

    const approved = await cli(['timesheets', 'approve', ...db, '--project', ProjectID]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain('approved 2 timesheets and 1 expenses');

    const gen = await cli(['invoice', 'generate', ...db, '--project', ProjectID]);
    expect(gen.code, gen.stderr).toBe(0);
    // Every digit of the 17-digit id, which the CLI prints and takes back.
    const invoiceId = BigInt(/invoice (\d{17}) /.exec(gen.stdout)?.[1] ?? 0);
    const timesheets = async () =>
      expectOk(
        await request<TimesheetReadT[]>(srv.url, 'GET', '/timesheets', { query: { projectid: ProjectID } }),
      );
    const invoice = async () =>
      expectOk(await request<InvoiceReadT[]>(srv.url, 'GET', '/invoices', { query: { limit: 500 } })).find(
        (i) => i.InvoiceID === invoiceId,
      )!;

    const draft = await invoice();
    expect(draft).toMatchObject({
      InvoiceStatus: 'Draft',
      InvoiceCurrencyCode: 'EUR',
      CustomerID: demoId('companies', 7),
    });
    // 2.5 h + 4 h at the Senior consultant's 135 = 877.5, plus the expense's 80.12345678, exactly.
    expect(draft.TotalAmountExVAT).toBe(957.62345678);
    for (const t of await timesheets()) expect(t.InvoiceNumber).toBe('Draft');

    const ok = await cli(['invoice', 'approve', ...db, '--invoice', String(invoiceId)]);
    expect(ok.code, ok.stderr).toBe(0);
    const numbered = await invoice();
    expect(numbered.InvoiceStatus).toBe('Approved');
    expect(Buffer.from(numbered.InvoicePDF!, 'base64').subarray(0, 4).toString('latin1')).toBe('%PDF');
    for (const t of await timesheets()) expect(t.InvoiceNumber).toBe(numbered.InvoiceNumber);

    expect((await cli(['invoice', 'send', ...db, '--invoice', String(invoiceId)])).code).toBe(0);
    expect((await invoice()).InvoiceStatus).toBe('Sent');
    expect((await cli(['invoice', 'void', ...db, '--invoice', String(invoiceId)])).code).toBe(0);
    expect((await invoice()).InvoiceStatus).toBe('Void');
    expectError(
      await request(srv.url, 'PATCH', '/invoices/paid', { query: { invoiceid: invoiceId } }),
      409,
      'INVALID_STATE',
    );

    const again = await cli(['invoice', 'send', ...db, '--invoice', String(invoiceId)]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
  }, 120_000);

  it('creates an API key for an account and prints it once', async () => {
    const account = String(demoId('accounts', 4));
    const r = await cli(['apikey', 'create', '--db', srv.dbFile, '--account', account, '--label', 'ci']);
    expect(r.code, r.stderr).toBe(0);
    const key = r.stdout.trim();
    expect(key).toMatch(/^\S{20,}$/);
    expectOk(await request(srv.url, 'GET', '/plans', { token: key }));
  });
});

describe('bad arguments', () => {
  it.each([
    [['invoice', 'generate', '--db', 'x.sqlite']],
    [['invoice', 'approve', '--db', 'x.sqlite', '--invoice', 'abc']],
    [['invoice', 'approve', '--db', 'x.sqlite', '--invoice', '9223372036854775808']],
    [['timesheets', 'approve', '--db', 'x.sqlite', '--project', '0']],
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['--seed', 'production']],
    [['--rate-limit', '0']],
    [['--frobnicate']],
    [['frobnicate']],
    [['apikey', 'create', '--account', '1']],
    [['seed', '--db', 'x.sqlite', '--project', '1']],
  ])('exits 2 with one line on stderr for %j', async (args) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });
});

describe('serving', () => {
  it('prints the listening line once it answers, serves the demo, and shuts down on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'psa-cli-'));
    try {
      const { child, exited, firstLine } = startServing([
        '--port',
        '0',
        '--db',
        join(dir, 'psa.sqlite'),
        '--seed',
        'demo',
      ]);
      const line = await firstLine;
      const m = /^PSA API listening on (http:\/\/127\.0\.0\.1:\d+\/v1)$/.exec(line);
      expect(m, line).not.toBeNull();
      const url = m![1]!;
      expect(expectOk(await request<unknown[]>(url, 'GET', '/companies')).length).toBe(50);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
