import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupReplica, listBackups } from '../../electron/core/db/backup';
import { findDamage } from '../../electron/core/db/connection';
import { openReplica } from '../../electron/core/db/replica-file';
import { replicaDbFile } from '../../electron/core/paths';
import { company, fillDataFolder, offlineAs, project, syncedTimesheet } from '../support/week-data';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * `npx tsx test/bench/open.bench.ts`: what the integrity check and the backups cost on a large
 * replica (50,000 timesheets by default, BENCH_TIMESHEETS to change): the quick_check run on every
 * open, a whole open (check, settings, migrations, modes, marker), one online backup with its
 * verification, and listing the backups. Prints figures only (median of several runs).
 */

const N = Number(process.env.BENCH_TIMESHEETS ?? 50_000);
const RUNS = 7;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

function time(run: () => void): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

const dir = mkdtempSync(join(tmpdir(), 'psa-bench-open-'));
try {
  fillDataFolder(dir, (db) => {
    offlineAs(db);
    company(db, demoId('companies', 1), 'Bench Company');
    for (let p = 1; p <= 50; p++) project(db, demoId('projects', p), `Project ${p}`, demoId('companies', 1));
    const start = Date.parse('2024-01-01T09:00:00Z');
    for (let i = 0; i < N; i++) {
      const from = new Date(start + Math.floor(i / 8) * 86_400_000 + (i % 8) * 3_600_000);
      syncedTimesheet(db, {
        id: demoId('timesheets', i + 1),
        project_id: demoId('projects', (i % 50) + 1),
        date_from: from.toISOString(),
        date_to: new Date(from.getTime() + 3_600_000).toISOString(),
        hours: 10_000n,
        description: `Bench entry ${i} with a description of ordinary length`,
      });
    }
  });
  const file = replicaDbFile(dir);
  const size = statSync(file).size;
  const check = median(Array.from({ length: RUNS }, () => time(() => findDamage(file))));
  const open = median(Array.from({ length: RUNS }, () => time(() => openReplica(dir).db.close())));
  const { db } = openReplica(dir);
  const backups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await backupReplica(db, dir, 'daily', Date.now() + i);
    backups.push(performance.now() - t0);
  }
  db.close();
  const list = median(Array.from({ length: RUNS }, () => time(() => listBackups(dir))));
  console.log(`replica with ${N.toLocaleString('en')} timesheets: ${(size / 1024 / 1024).toFixed(1)} MiB`);
  console.log(`  quick_check (read-only connection):   median ${check.toFixed(1)} ms`);
  console.log(`  openReplica (check + open + marker):  median ${open.toFixed(1)} ms`);
  console.log(`  backup (online API + verification):   median ${median(backups).toFixed(0)} ms`);
  console.log(`  list 3 backups (with unsynced counts): median ${list.toFixed(1)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
