import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { countByState } from '../../electron/core/db/repositories/outbox';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import {
  addExpense,
  addTimesheet,
  type ExpenseInput,
  type TimesheetInput,
} from '../../electron/core/replica/changes-entries';
import { createReplica, type Replica } from '../../electron/core/replica/context';
import { syncOnce } from '../../electron/core/sync/engine';
import { createHttpRemote, type RemoteApi } from '../../electron/core/sync/remote';
import {
  faultMix,
  startFaultProxy,
  type FaultCounts,
  type FaultProxy,
  type ProxiedRequest,
} from '../support/fault-proxy';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { stringifyJson } from '../../shared/psa/json';
import { applyTestPushWindow } from '../support/push-window';

/*
 * The model: whatever the user adds offline, and whatever the network does to the syncs in
 * between, after the faults stop and a clean sync the remote holds exactly the entries the user
 * added (as a multiset: identical twins stay two), and the replica holds them with the remote's ids.
 */

const NUM_RUNS = 25;
const TIMEOUT_MS = 400;
/** The demo's account 1, project 1 and its lines: 17-digit ids (record n of a table is demoId). */
const ACCOUNT = demoId('accounts', 1);
const PROJECT = demoId('projects', 1);
const TIME_LINE = demoId('contract_lines', 10);
const EXPENSE_LINE = demoId('contract_lines', 11);
const CLOCK_BASE = Date.parse('2031-06-20T12:00:00.000Z');
const started = Date.now();
const clock = () => CLOCK_BASE + (Date.now() - started);
/** Faults of a faulty sync: mostly passing, so a sync gets some way before it breaks. */
const WEIGHTS = {
  pass: 4,
  refuse: 1,
  'drop-response': 3,
  'stall-before': 0.1,
  'stall-after': 0.2,
  'rate-limit': 1,
} as const;
/** Faults hit the entry requests (creates, lookups, entry pulls); the rest of the pull passes. */
const faulted = (req: ProxiedRequest) => /\/(timesheets|expenses)(\?|$)/.test(req.url);

let server: TestServer;
let proxy: FaultProxy;
let remote: RemoteApi;
/** The same remote with a long timeout, for the clean syncs a busy machine must not fail. */
let patient: RemoteApi;
let template: { dir: string; file: string };
let run = 0;
const totals = { runs: 0, entries: 0, twins: 0, faultySyncs: 0 };

type Cmd =
  | { kind: 'timesheet'; day: number; quarter: number; quarters: number; role: number; word: string }
  | { kind: 'expense'; day: number; cents: number; vat: boolean; word: string }
  | { kind: 'again'; pick: number }
  | { kind: 'sync'; seed: number; times: number };

const word = fc.constantFrom('standup', 'review', 'build', 'travel', 'workshop');
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('timesheet' as const),
      day: fc.integer({ min: 1, max: 5 }),
      quarter: fc.integer({ min: 28, max: 60 }),
      quarters: fc.integer({ min: 1, max: 16 }),
      role: fc.integer({ min: 1, max: 4 }),
      word,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('expense' as const),
      day: fc.integer({ min: 1, max: 5 }),
      cents: fc.integer({ min: 1, max: 50_000 }),
      vat: fc.boolean(),
      word,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('again' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      seed: fc.integer(),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

/** An entry the user added, with its key as the databases will show it (units of the shared scales). */
type Added = ({ kind: 'timesheet'; input: TimesheetInput } | { kind: 'expense'; input: ExpenseInput }) & {
  key: string;
};

const date = (day: number) => `2031-06-${String(day).padStart(2, '0')}`;

function build(c: Cmd, prefix: string, added: Added[]): Added | null {
  if (c.kind === 'timesheet') {
    const from = Date.parse(`${date(c.day)}T00:00:00.000Z`) + c.quarter * 900_000;
    const input = {
      ProjectID: PROJECT,
      ContractLineID: TIME_LINE,
      RoleID: demoId('roles', c.role),
      DateTimeFrom: new Date(from).toISOString(),
      DateTimeTo: new Date(from + c.quarters * 900_000).toISOString(),
      NumberOfHours: c.quarters / 4,
      Description: `${prefix} ${c.word}`,
    };
    // Hours in units of 10^-4 (a quarter is 2500), money in units of 10^-8 (a cent is 10^6).
    const key = stringifyJson([
      'T',
      input.DateTimeFrom,
      input.DateTimeTo,
      BigInt(c.quarters) * 2_500n,
      input.RoleID,
      TIME_LINE,
      input.Description,
    ]);
    return { kind: 'timesheet', input, key };
  }
  if (c.kind === 'expense') {
    const vat = c.vat ? Math.round(c.cents * 0.21) : null;
    const input = {
      ProjectID: PROJECT,
      ContractLineID: EXPENSE_LINE,
      AmountExVAT: c.cents / 100,
      VATAmount: vat === null ? null : vat / 100,
      TotalAmount: (c.cents + (vat ?? 0)) / 100,
      ExpenseDate: `${date(c.day)}T00:00:00.000Z`,
      Description: `${prefix} ${c.word}`,
    };
    const cent = 1_000_000n;
    const key = stringifyJson([
      'E',
      input.ExpenseDate,
      BigInt(c.cents) * cent,
      BigInt(vat ?? 0) * cent,
      BigInt(c.cents + (vat ?? 0)) * cent,
      EXPENSE_LINE,
      input.Description,
    ]);
    return { kind: 'expense', input, key };
  }
  if (c.kind === 'again' && added.length > 0) return added[c.pick % added.length] ?? null;
  return null;
}

/** Entries as comparable keys, from any database holding the shared schema. */
function entryKeys(db: Db, prefix: string): { keys: string[]; ids: string[] } {
  const like = `${prefix} %`;
  const ts = db
    .prepare(
      'SELECT id, date_from, date_to, hours, role_id, contract_line_id, description FROM timesheets WHERE description LIKE ?',
    )
    .all(like) as Record<string, unknown>[];
  const ex = db
    .prepare(
      // An expense without a VAT amount reads back with total minus ex VAT (the server's rule).
      'SELECT id, expense_date, amount_ex_vat, coalesce(vat_amount, total_amount - amount_ex_vat) AS vat_amount, total_amount, contract_line_id, description FROM expenses WHERE description LIKE ?',
    )
    .all(like) as Record<string, unknown>[];
  const key = (kind: string, row: Record<string, unknown>) =>
    stringifyJson([
      kind,
      ...Object.entries(row)
        .filter(([k]) => k !== 'id')
        .map(([, v]) => v),
    ]);
  return {
    keys: [...ts.map((t) => key('T', t)), ...ex.map((e) => key('E', e))].sort(),
    ids: [...ts.map((t) => `T${String(t.id)}`), ...ex.map((e) => `E${String(e.id)}`)].sort(),
  };
}

/** A replica of account 1 copied from one pulled once, so every run starts in sync. */
function freshReplica(): { r: Replica; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'psa-model-'));
  copyFileSync(template.file, replicaDbFile(dir));
  return { r: createReplica(openDatabase(replicaDbFile(dir)), clock), dir };
}

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url, { retryAfter: '0' });
  remote = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: TIMEOUT_MS });
  patient = createHttpRemote({ baseUrl: proxy.url, token: ADMIN_KEY, timeoutMs: 20_000 });
  const dir = mkdtempSync(join(tmpdir(), 'psa-model-template-'));
  const db = openDatabase(replicaDbFile(dir));
  setReplicaSetting(db, 'account_id', String(ACCOUNT));
  applyTestPushWindow(db); // PSA_PUSH_WINDOW=1 or 8: every sync of this replica pushes in such windows
  expect((await syncOnce({ db, remote: patient, now: clock })).outcome).toBe('ok');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  template = { dir, file: replicaDbFile(dir) };
});

afterAll(async () => {
  await proxy?.close();
  await server?.close();
  if (template) rmSync(template.dir, { recursive: true, force: true });
});

it(
  'after any faults and a clean sync, the remote holds exactly the entries added offline',
  { timeout: 120_000 },
  async () => {
    const before: FaultCounts = { ...proxy.counts };
    const historyStart = proxy.history.length;
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 6, maxLength: 18 }), async (cmds) => {
        const prefix = `model-${++run}`;
        const { r, dir } = freshReplica();
        try {
          const added: Added[] = [];
          for (const c of cmds) {
            if (c.kind === 'sync') {
              // A few syncs in a row on a bad network, as the app's interval would run them.
              proxy.setFaults(faultMix(WEIGHTS, c.seed, faulted));
              for (let i = 0; i < c.times; i++) {
                // Retries within the sync too, with short backoffs so the property stays quick.
                await syncOnce({
                  db: r.db,
                  remote,
                  now: clock,
                  push: { backoff: { baseMs: 10, maxMs: 80 } },
                });
                // Whatever the proxy forwarded has been committed before anyone looks for it.
                await proxy.settled();
                totals.faultySyncs++;
              }
              continue;
            }
            const next = build(c, prefix, added);
            if (!next) continue;
            if (added.includes(next)) totals.twins++;
            if (next.kind === 'timesheet') addTimesheet(r, next.input);
            else addExpense(r, next.input);
            added.push(next);
          }
          proxy.setFaults(null);
          const clean = await syncOnce({ db: r.db, remote: patient, now: clock });
          expect(clean.outcome, clean.message).toBe('ok');
          // A second clean sync finds nothing left to send.
          expect(await syncOnce({ db: r.db, remote: patient, now: clock })).toMatchObject({
            outcome: 'ok',
            pushed: 0,
            adopted: 0,
          });

          const expected = added.map((a) => a.key).sort();
          const onServer = readDb(server.dbFile, (db) => entryKeys(db, prefix));
          const local = entryKeys(r.db, prefix);
          expect(onServer.keys, 'server = what the user added').toEqual(expected);
          expect(local.keys, 'replica = what the user added').toEqual(expected);
          expect(local.ids, 'replica knows every entry by its server id').toEqual(onServer.ids);
          const states = countByState(r.db);
          expect({ pending: states.pending, sending: states.sending, rejected: states.rejected }).toEqual({
            pending: 0,
            sending: 0,
            rejected: 0,
          });
          totals.runs++;
          totals.entries += added.length;
        } finally {
          proxy.setFaults(null);
          r.db.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: NUM_RUNS },
    );
    const c = proxy.counts;
    const injected = {
      requests: c.requests - before.requests,
      droppedResponses: c['drop-response'] - before['drop-response'],
      droppedCreateResponses: proxy.history
        .slice(historyStart)
        .filter((h) => h.method === 'POST' && h.fault === 'drop-response').length,
      refusals503: c.refuse - before.refuse,
      stalls: c['stall-after'] - before['stall-after'] + c['stall-before'] - before['stall-before'],
      rateLimited429: c['rate-limit'] - before['rate-limit'],
    };
    console.log(
      `sync model: ${totals.runs} runs, ${totals.entries} entries (${totals.twins} twins), ${totals.faultySyncs} faulty syncs; faults injected: ${JSON.stringify(injected)}; verdict: exactly once`,
    );
  },
);
