import autocannon, { type AutocannonRequest } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { parseJson, stringifyJson } from '../../shared/psa/json';
import { spawnReferenceServer } from './reference-server';

/*
 * `npm run bench:server`: the reference server (demo seed, temp database, synchronous=FULL) in a
 * child process, loaded by autocannon from this process over loopback. Prints requests/s and
 * p50/p99 latency per scenario; no assertions (targets: reads >= 5,000 req/s with p99 < 20 ms,
 * creates >= 1,000/s on 2 cores). BENCH_DURATION and BENCH_CONNECTIONS override the defaults.
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const AUTH = { authorization: 'Bearer demo-admin-key' };
/** Demo project 1 (ids are 17 digits since decision 7: written into the JSON text as they are). */
const PROJECT_1 = demoId('projects', 1);

interface Scenario {
  title: string;
  requests: AutocannonRequest[];
}

/** Valid timesheet bodies for project 1, each on its own hour so none overlaps another. */
async function timesheetBodies(url: string): Promise<() => string> {
  const res = await fetch(`${url}/timesheets?projectid=${PROJECT_1}&limit=1`, { headers: AUTH });
  const [first] = parseJson(await res.text()) as {
    AccountID: bigint;
    ContractLineID: bigint;
    RoleID: bigint;
  }[];
  if (!first) throw new Error('project 1 has no timesheets to copy ids from');
  let n = 0;
  const start = Date.UTC(2030, 0, 1);
  return () => {
    const from = start + n++ * 3_600_000;
    return stringifyJson({
      DateTimeFrom: new Date(from).toISOString(),
      DateTimeTo: new Date(from + 3_600_000).toISOString(),
      NumberOfHours: 1,
      AccountID: first.AccountID,
      ProjectID: PROJECT_1,
      ContractLineID: first.ContractLineID,
      RoleID: first.RoleID,
      Description: 'Benchmark entry',
    });
  };
}

async function run(base: string, s: Scenario, duration: number) {
  const origin = new URL(base).origin;
  return autocannon({ url: origin, connections: CONNECTIONS, duration, requests: s.requests });
}

function reads(): Scenario[] {
  const get = (path: string): AutocannonRequest[] => [{ method: 'GET', path: `/v1${path}`, headers: AUTH }];
  return [
    { title: 'GET /v1/companies', requests: get('/companies') },
    { title: 'GET /v1/projects?limit=200', requests: get('/projects?limit=200') },
    { title: 'GET /v1/timesheets?projectid=<demo 1>', requests: get(`/timesheets?projectid=${PROJECT_1}`) },
  ];
}

function createScenario(nextBody: () => string): Scenario {
  return {
    title: 'POST /v1/timesheets',
    requests: [
      {
        method: 'POST',
        path: '/v1/timesheets',
        headers: { ...AUTH, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: nextBody() }),
      },
    ],
  };
}

const FRAGMENTS = ['ab', 'co', 'ber', 'gmbh', 'côte', 'STRASSE', 'ø', 'nord', 'zz9', 'e'];
const EXTRA_COMPANIES = Number(process.env.BENCH_EXTRA_COMPANIES ?? 2000);

/** Adds generated companies (accented and odd names) so that a name filter has rows to scan. */
async function addCompanies(url: string, count: number): Promise<void> {
  const words = [
    'Côte',
    'Straße',
    'Ørsted',
    'Nordic',
    'Weber',
    'Æble',
    'Łódź',
    'Müller',
    'Consulting',
    'GmbH',
  ];
  for (let i = 0; i < count; i++) {
    const name = `${words[i % 10]} ${words[(i * 7 + 3) % 10]} ${i}`;
    const res = await fetch(`${url}/company`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ Name: name }),
    });
    if (!res.ok) throw new Error(`POST /company answered ${res.status}`);
  }
}

/** GET /companies?name= and /contacts?name= with a fragment that changes every request (no cache hit). */
function nameFilters(): Scenario[] {
  const rotating = (path: string): AutocannonRequest[] => {
    let n = 0;
    return [
      {
        method: 'GET',
        headers: AUTH,
        setupRequest: (req) => ({
          ...req,
          path: `/v1${path}${encodeURIComponent(FRAGMENTS[n++ % FRAGMENTS.length] ?? '')}&limit=500`,
        }),
      },
    ];
  };
  return [
    { title: 'GET /v1/companies?name=<fragment>', requests: rotating('/companies?name=') },
    { title: 'GET /v1/contacts?name=<fragment>', requests: rotating('/contacts?name=') },
  ];
}

/** Runs the scenarios against a fresh server started with `args`; returns one table row each. */
async function measure(
  dir: string,
  label: string,
  args: string[],
  withCreate: boolean,
  names = false,
): Promise<string[][]> {
  const server = await spawnReferenceServer(join(dir, `${label.replace(/\W+/g, '-')}.sqlite`), [
    '--seed',
    'demo',
    ...args,
  ]);
  const rows: string[][] = [];
  try {
    if (names) await addCompanies(server.url, EXTRA_COMPANIES);
    const scenarios = names ? nameFilters() : reads();
    if (withCreate) scenarios.push(createScenario(await timesheetBodies(server.url)));
    for (const s of scenarios) {
      await run(server.url, s, 1); // warm-up: JIT and SQLite page cache
      const r = await run(server.url, s, DURATION);
      const failed = r.non2xx + r.errors + r.timeouts;
      rows.push([
        `${s.title} ${label}`,
        r.requests.average.toFixed(0),
        r.latency.p50.toFixed(1),
        r.latency.p99.toFixed(1),
        String(failed),
      ]);
      console.error(`done: ${s.title} ${label}`);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'psa-bench-'));
  try {
    const rows = [
      ...(await measure(dir, '(read cache on, default)', [], true)),
      ...(await measure(dir, '(--no-cache)', ['--no-cache'], false)),
      ...(await measure(dir, `(+${EXTRA_COMPANIES} companies, --no-cache)`, ['--no-cache'], false, true)),
    ];
    const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
    console.log(
      `\nPSA server benchmark: ${CONNECTIONS} connections, ${DURATION} s per scenario, loopback, synchronous=FULL\n`,
    );
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const r of rows) console.log(line(r));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
