import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { getExpense } from '../../electron/core/db/repositories/expenses';
import { getOutbox } from '../../electron/core/db/repositories/outbox';
import { getTimesheet } from '../../electron/core/db/repositories/timesheets';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { addExpense } from '../../electron/core/replica/changes-entries';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { parseRequest } from '../../electron/core/replica/resources';
import { applySnapshot } from '../../electron/core/sync/pull-apply';
import { push } from '../../electron/core/sync/push';
import { createHttpRemote, type RemoteApi } from '../../electron/core/sync/remote';
import { toUnits, unitsToText } from '../../shared/decimal';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { ExpenseCreate } from '../../shared/psa/resources';
import { HOURS_SCALE, MONEY_SCALE } from '../../shared/psa/scalars';

/*
 * Identifiers across 2^53..2^63-1 and amounts with 8 decimals (hours with 4), end to end through
 * the sync client: an answer written with every digit (ids as JSON numbers or digit strings) is
 * read over real HTTP by the API client (parseJson and the endpoint's schemas), stored by the pull
 * in a replica file and read back; a local expense on those ids is queued (stringifyJson, read
 * back with parseJson), pushed, arrives with every digit, and takes the 17+-digit id answered.
 */

const NUM_RUNS = 60;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const now = () => NOW;
const TOKEN = 'exact-token';

const wideId = fc.bigInt(2n ** 53n, 2n ** 63n - 1n);
/** Money up to the decimal limit (1e10) in units of 10^-8. */
const money = fc.bigInt(0n, 10n ** 18n);
/** Hours from 0.0001 to 3 in units of 10^-4 (the entries below span 3 hours). */
const hours = fc.bigInt(1n, 3n * 10n ** BigInt(HOURS_SCALE));

/** How an answer writes an id: a JSON number with every digit, or a digit string (decision 25). */
const idText = (id: bigint, asString: boolean) => (asString ? `"${id}"` : String(id));

interface Case {
  ids: {
    account: bigint;
    project: bigint;
    line: bigint;
    timesheet: bigint;
    expense: bigint;
    created: bigint;
  };
  asString: boolean[];
  exVat: bigint;
  vat: bigint;
  hours: bigint;
  rate: bigint;
}

const cases = fc.record({
  ids: fc.record({
    account: wideId,
    project: wideId,
    line: wideId,
    timesheet: wideId,
    expense: wideId,
    created: wideId,
  }),
  asString: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  exVat: money,
  vat: money,
  hours,
  rate: money,
});

/** A remote whose answers the property sets; it records the bodies it receives. */
let answers: Record<string, string> = {};
const received: string[] = [];
let server: Server;
let remote: RemoteApi;
let dir: string;
let db: Db;
let r: Replica;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/v1/, '');
      if (req.method === 'POST') received.push(body);
      const text = answers[`${req.method} ${path}`];
      res.writeHead(text === undefined ? 404 : req.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
      });
      res.end(text ?? '{"error":{"code":"NOT_FOUND","message":"no"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  remote = createHttpRemote({ baseUrl: `http://127.0.0.1:${port}/v1`, token: TOKEN });
  dir = mkdtempSync(join(tmpdir(), 'psa-exact-'));
  db = openDatabase(replicaDbFile(dir));
  r = createReplica(db, now);
});
afterAll(async () => {
  db?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Removes what one run stored, so the next run's ids (which may repeat) start clean. */
function clear(): void {
  for (const t of ['timesheets', 'expenses', 'outbox', 'remote_claims', 'projects', 'accounts'])
    db.prepare(`DELETE FROM ${t}`).run();
}

it('ids and amounts keep every digit through the client, the replica file and the push', async () => {
  await fc.assert(
    fc.asyncProperty(cases, async (c: Case) => {
      clear();
      const { ids } = c;
      const s = (i: number, id: bigint) => idText(id, c.asString[i] ?? false);
      const total = c.exVat + c.vat;
      fc.pre(total <= 10n ** 18n);
      const amount = (units: bigint) => unitsToText(units, MONEY_SCALE);
      const salesRate = amount(c.rate);
      answers = {
        'GET /timesheets': `[{"TimesheetID":${s(0, ids.timesheet)},"AccountID":${s(1, ids.account)},
          "ProjectID":${s(2, ids.project)},"ContractLineID":${s(3, ids.line)},
          "DateTimeFrom":"2026-03-02T09:00:00.000Z","DateTimeTo":"2026-03-02T12:00:00.000Z",
          "NumberOfHours":${unitsToText(c.hours, HOURS_SCALE)},"SalesRate":${salesRate},"RoleID":0}]`,
        'GET /expenses': `[{"ExpenseID":${s(4, ids.expense)},"AccountID":${s(1, ids.account)},
          "ProjectID":${s(2, ids.project)},"ContractLineID":${s(3, ids.line)},
          "AmountExVAT":${amount(c.exVat)},"VATAmount":${amount(c.vat)},"TotalAmount":${amount(total)},
          "ExpenseDate":"2026-03-03T00:00:00.000Z"}]`,
        'POST /expenses': `{"ExpenseID":${idText(ids.created, !(c.asString[5] ?? false))}}`,
      };

      // The API client: every digit of every id, amounts as exact text.
      const [t] = await remote.listTimesheets({ accountid: ids.account });
      const [e] = await remote.listExpenses({ accountid: ids.account });
      if (!t || !e) throw new Error('answers not read');
      expect([t.TimesheetID, t.AccountID, t.ProjectID, t.ContractLineID]).toEqual([
        ids.timesheet,
        ids.account,
        ids.project,
        ids.line,
      ]);
      expect([t.NumberOfHours, t.SalesRate]).toEqual([unitsToText(c.hours, HOURS_SCALE), salesRate]);
      expect([e.ExpenseID, e.AmountExVAT, e.VATAmount, e.TotalAmount]).toEqual([
        ids.expense,
        amount(c.exVat),
        amount(c.vat),
        amount(total),
      ]);

      // The replica file: stored as INTEGER and read back as bigint.
      const part = <T>(items: T[]) => ({ items, complete: false });
      applySnapshot(
        db,
        {
          companies: part([]),
          contacts: part([]),
          projects: part([]),
          projectManagers: part([]),
          plans: part([]),
          invoices: part([]),
          timesheets: part([t]),
          expenses: part([e]),
        },
        [],
        'EUR',
      );
      expect(getTimesheet(db, ids.timesheet)).toMatchObject({
        account_id: ids.account,
        project_id: ids.project,
        contract_line_id: ids.line,
        hours: c.hours,
        sales_rate: c.rate,
      });
      expect(getExpense(db, ids.expense)).toMatchObject({
        account_id: ids.account,
        project_id: ids.project,
        amount_ex_vat: c.exVat,
        vat_amount: c.vat,
        total_amount: total,
      });

      // A local expense on those ids: queued losslessly, pushed with every digit, remapped exactly.
      setReplicaSetting(db, 'account_id', String(ids.account));
      const local = addExpense(r, {
        ProjectID: ids.project,
        ContractLineID: ids.line,
        AmountExVAT: amount(c.exVat),
        VATAmount: amount(c.vat),
        TotalAmount: amount(total),
        ExpenseDate: '2026-03-04T00:00:00.000Z',
      });
      const queued = parseRequest(getOutbox(db, local.outboxId)?.request ?? '{}').body;
      expect(queued).toMatchObject({
        AccountID: ids.account,
        ProjectID: ids.project,
        ContractLineID: ids.line,
      });
      received.length = 0;
      const pushed = await push({ db, remote, now, runId: null });
      expect(pushed).toMatchObject({ sent: 1, stoppedBy: null });
      const text = received[0] ?? '';
      expect(text).toContain(`"AccountID":${ids.account},`);
      expect(text).toContain(`"ProjectID":${ids.project},`);
      expect(text).toContain(`"AmountExVAT":${amount(c.exVat)},`);
      const sent = ExpenseCreate.parse(parseJson(text));
      expect([sent.AccountID, sent.ProjectID, sent.ContractLineID]).toEqual([
        ids.account,
        ids.project,
        ids.line,
      ]);
      expect([toUnits(sent.AmountExVAT, MONEY_SCALE), toUnits(sent.TotalAmount, MONEY_SCALE)]).toEqual([
        c.exVat,
        total,
      ]);
      expect(getOutbox(db, local.outboxId)).toMatchObject({ state: 'done', remote_id: ids.created });
      expect(getExpense(db, ids.created)).toMatchObject({ amount_ex_vat: c.exVat, total_amount: total });
      // And the text the client wrote reads back to the same values.
      expect(parseJson(stringifyJson(parseJson(text)))).toEqual(parseJson(text));
    }),
    { numRuns: NUM_RUNS },
  );
});
