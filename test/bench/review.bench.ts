import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { upsertAccount } from '../../electron/core/db/repositories/accounts';
import { insertProject, updateProject } from '../../electron/core/db/repositories/projects';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { insertTimesheet } from '../../electron/core/db/repositories/timesheets';
import { replicaDbFile } from '../../electron/core/paths';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { seedDemo } from '../../electron/core/reference-server/seed/demo';
import { pullWindow, syncOnce } from '../../electron/core/sync/engine';
import { budgetOf } from '../../electron/core/sync/pacer';
import { PROJECTS_PER_RUN, refreshProjectEntries } from '../../electron/core/sync/project-pull';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { startLatencyProxy } from '../support/latency-proxy';
import { REVIEW_BENCH, reviewBenchEntries } from './review-data';
import { spawnReferenceServer } from './reference-server';

/*
 * `npm run bench:review [-- --rtt MS]`: the team pull of issue 14 point 6. A reference server (child
 * process) holds 50 projects managed by the signed-in account, 10 consultants booking on each for
 * 12 weeks (5 entries a week: 30,000 team timesheets), seeded through its own repositories; the
 * app's replica reviews those 50 projects. Through the latency proxy (default 50 ms round trip, the
 * app's request budget) it times the per-project step of a full refresh: from empty team copies,
 * and again over existing copies; runs of the step (each capped as the engine caps it) until all
 * 50 reviewed projects are pulled. Prints figures only (target: < 20 s).
 */

const TOKEN = 'demo-admin-key';
const ACCOUNT = demoId('accounts', 1);
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};
const RTT_MS = arg('--rtt', 50);
const BUDGET = budgetOf(process.argv.includes('--budget') ? String(arg('--budget', 200)) : undefined);

/** The server's data: the demo, its projects handed to account 2, then the bench's projects and entries. */
async function prepareServerDb(file: string, now: number): Promise<void> {
  const db = openDatabase(file);
  try {
    await seedDemo(db);
    db.transaction(() => {
      // Only the bench's 50 projects are reviewed: the demo's projects of account 1 go to account 2.
      const managed = db.prepare('SELECT id FROM projects WHERE project_manager_id = ?').pluck().all(ACCOUNT);
      for (const id of managed as bigint[])
        updateProject(db, id, { project_manager_id: demoId('accounts', 2) });
      for (let c = 0; c < REVIEW_BENCH.consultants; c++)
        upsertAccount(db, {
          id: REVIEW_BENCH.accountId(c),
          name: REVIEW_BENCH.accountName(c),
          email: `bench${c + 1}@example.com`,
          business_unit_id: null,
          is_admin: 0,
          api_enabled: 1,
          is_project_manager: 0,
        });
      for (let p = 0; p < REVIEW_BENCH.projects; p++)
        insertProject(db, {
          id: REVIEW_BENCH.projectId(p),
          name: REVIEW_BENCH.projectName(p),
          stage: 'Active',
          project_number: `BEN-${String(p + 1).padStart(5, '0')}`,
          company_id: demoId('companies', 1 + (p % 64)),
          contact_id: null,
          start_date: null,
          deal_amount: null,
          project_type_id: null,
          currency_code: 'EUR',
          business_unit_id: null,
          project_manager_id: ACCOUNT,
          contract_template_id: null,
          external_deal_id: null,
          project_manager_name: null,
          company_name: null,
        });
      const created = new Date(now).toISOString();
      for (const t of reviewBenchEntries(now))
        insertTimesheet(db, {
          ...t,
          created_at: created,
          changed_at: created,
          cost_rate: null,
          project_name: null,
          company_name: null,
        });
    })();
  } finally {
    db.close();
  }
}

const count = (db: Db, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;
const benchIds = () => Array.from({ length: REVIEW_BENCH.projects }, (_, p) => REVIEW_BENCH.projectId(p));
const inBench = () => benchIds().join(', ');

/** Runs the per-project step (full refresh) until every reviewed bench project was pulled since it began. */
async function fullRefresh(db: Db, url: string, label: string) {
  const remote = createHttpRemote({
    baseUrl: url,
    token: TOKEN,
    timeoutMs: 60_000,
    requestsPerSecond: BUDGET,
  });
  const window = pullWindow(db, Date.now());
  const since = new Date().toISOString();
  const t0 = performance.now();
  const runs: { seconds: number; projects: number; entries: number }[] = [];
  let reviewedDone = 0;
  while (reviewedDone < REVIEW_BENCH.projects && runs.length < 10) {
    const r0 = performance.now();
    const r = await refreshProjectEntries(db, remote, window, Date.now, { full: true });
    runs.push({ seconds: (performance.now() - r0) / 1000, projects: r.projects, entries: r.entries });
    if (r.warning) console.error(`${label}: warning: ${r.warning}`);
    reviewedDone = count(
      db,
      `SELECT count(*) AS n FROM project_pulls WHERE pulled_at >= ? AND project_id IN (${inBench()})`,
      since,
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const entries = count(
    db,
    `SELECT count(*) AS n FROM project_timesheets WHERE project_id IN (${inBench()})`,
  );
  return { label, seconds, runs, entries };
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'psa-bench-review-'));
  try {
    const now = Date.now();
    const tPrep = performance.now();
    const serverDb = join(root, 'server.sqlite');
    await prepareServerDb(serverDb, now);
    console.error(`server data prepared in ${((performance.now() - tPrep) / 1000).toFixed(1)} s`);
    const server = await spawnReferenceServer(serverDb);
    // The replica's first sync (projects, accounts, ...) runs at loopback speed: only the team pull is timed.
    const proxy = await startLatencyProxy(server.url, { rttMs: 0 });
    try {
      const db = openDatabase(replicaDbFile(join(root, 'replica')));
      setReplicaSetting(db, 'remote_url', proxy.url);
      setReplicaSetting(db, 'remote_token', TOKEN);
      setReplicaSetting(db, 'account_id', String(ACCOUNT));
      const first = await syncOnce({ db, remote: createHttpRemote({ baseUrl: proxy.url, token: TOKEN }) });
      if (first.outcome !== 'ok') throw new Error(`first sync: ${first.outcome} ${first.message}`);
      // Start from empty team copies, as right after the 50 projects were marked for review.
      db.exec('DELETE FROM project_timesheets; DELETE FROM project_expenses; DELETE FROM project_pulls;');
      const reviewed = count(
        db,
        `SELECT count(*) AS n FROM projects WHERE project_manager_id = ? AND id IN (${inBench()})`,
        ACCOUNT,
      );
      proxy.setRtt(RTT_MS);
      const rows = [];
      for (const label of ['team pull, empty copies', 'full refresh, copies held']) {
        proxy.reset();
        const r = await fullRefresh(db, proxy.url, label);
        rows.push({ ...r, requests: proxy.totals.requests });
      }
      db.close();
      console.log(
        `\nPSA team pull benchmark (issue 14): ${REVIEW_BENCH.projects} reviewed projects (${reviewed} in the replica) x ${REVIEW_BENCH.consultants} consultants x ${REVIEW_BENCH.weeks} weeks x ${REVIEW_BENCH.perWeek} entries; ${RTT_MS} ms round trip; request budget ${BUDGET || 'none'}/s; PROJECTS_PER_RUN ${PROJECTS_PER_RUN}; target < 20 s\n`,
      );
      for (const r of rows) {
        const perRun = r.runs.map((x) => `${x.seconds.toFixed(2)} s/${x.projects} projects`).join(', ');
        console.log(
          `  ${r.label}: ${r.seconds.toFixed(2)} s, ${r.runs.length} run(s) [${perRun}], ${r.requests} requests (${(r.requests / r.seconds).toFixed(0)}/s), ${r.entries} team timesheets held`,
        );
      }
    } finally {
      await proxy.close();
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
