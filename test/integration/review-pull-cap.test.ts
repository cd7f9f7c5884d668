import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/core/db/connection';
import { reviewedProjects, setReviewMark } from '../../electron/core/db/repositories/review';
import { setReplicaSetting } from '../../electron/core/db/repositories/sync-meta';
import { replicaDbFile } from '../../electron/core/paths';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { syncOnce } from '../../electron/core/sync/engine';
import { PROJECTS_PER_RUN } from '../../electron/core/sync/project-pull';
import { createHttpRemote } from '../../electron/core/sync/remote';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/*
 * Issue 14 point 6: a full refresh pulls the team data of every project the user reviews in that
 * one sync, however many (the per-run cap of PROJECTS_PER_RUN bounds only the projects pulled for
 * their contract lines and roles). Before, a reviewer of 40 projects saw 15 of them stale until
 * the next hourly pull. Real reference server (demo organization, 17-digit ids) over 127.0.0.1.
 */

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ANNA = demoId('accounts', 1);
const REVIEWED = 40;

let server: TestServer;
let dir: string;
let db: Db;
let clock = NOW;
const sync = (full: boolean) =>
  syncOnce({
    db,
    remote: createHttpRemote({ baseUrl: server.url, token: ADMIN_KEY }),
    now: () => clock,
    full,
  });
const pulledAt = (at: number) =>
  db
    .prepare('SELECT project_id FROM project_pulls WHERE pulled_at = ? ORDER BY project_id')
    .pluck()
    .all(new Date(at).toISOString()) as bigint[];

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-review-cap-'));
  db = openDatabase(replicaDbFile(dir));
  setReplicaSetting(db, 'remote_url', server.url);
  setReplicaSetting(db, 'remote_token', ADMIN_KEY);
  setReplicaSetting(db, 'account_id', String(ANNA));
});

afterAll(async () => {
  db.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the team pull of the reviewed projects', () => {
  it('a full refresh pulls every reviewed project in one sync, beyond the per-run cap', async () => {
    expect((await sync(false)).outcome).toBe('ok');
    // Anna reviews 40 projects: hers and others added, more than one run's cap.
    const ids = db.prepare('SELECT id FROM projects WHERE id > 0 ORDER BY id').pluck().all() as bigint[];
    const mine = new Set(reviewedProjects(db, ANNA).map((p) => p.id));
    for (const id of ids) if (mine.size < REVIEWED && !mine.has(id)) mine.add(id);
    for (const id of mine) setReviewMark(db, id, true, new Date(clock).toISOString());
    const reviewed = reviewedProjects(db, ANNA).map((p) => p.id);
    expect(reviewed.length).toBe(REVIEWED);
    expect(REVIEWED).toBeGreaterThan(PROJECTS_PER_RUN);

    clock += 60_000;
    expect((await sync(true)).outcome).toBe('ok');
    // Every reviewed project was pulled by this sync; nothing else (the cap is used up by them).
    expect(pulledAt(clock)).toEqual([...reviewed].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('projects pulled only for their lines and roles stay capped per sync', async () => {
    clock += 60_000;
    expect((await sync(false)).outcome).toBe('ok');
    // The never pulled ones that are not reviewed: at most a run's cap of them, none reviewed again.
    const pulled = pulledAt(clock);
    const reviewed = new Set(reviewedProjects(db, ANNA).map((p) => p.id));
    expect(pulled.length).toBeGreaterThan(0);
    expect(pulled.length).toBeLessThanOrEqual(PROJECTS_PER_RUN);
    expect(pulled.filter((id) => reviewed.has(id))).toEqual([]);
  });
});
