import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localInstant } from '../../shared/app/entry-time';
import type { AppCore } from '../../electron/core/app';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { openCore } from './app-call';
import { parseRequest } from '../../electron/core/replica/resources';
import { fillDataFolder, offlineAs, project, WEEK } from './week-data';

export { call, closeCores, refusal } from './app-call';

/*
 * App cores on temp data folders for the week view's unit tests: folders working offline as
 * WEEK.account with projects WEEK.project1 'Northwind ERP rollout' and WEEK.project2 'Data
 * platform' (17-digit ids), and call helpers.
 */

/** The contract's text of an id (requests and answers carry ids as decimal text). */
export const idText = (id: bigint): string => String(id);

/** A week row's identity as a request states it: project 1, the contract line and role of WEEK. */
export const CELL = {
  projectId: idText(WEEK.project1),
  contractLineId: idText(WEEK.line),
  roleId: idText(WEEK.role),
} as const;

const dirs: string[] = [];

/** A canonical instant of a local day and clock time. */
export const at = (date: string, hh: number, mm = 0) =>
  new Date(localInstant(date, hh * 60 + mm)).toISOString();

/** A data folder with projects 1 and 2, working offline as WEEK.account, filled further by `fill`. */
export function folder(fill?: Parameters<typeof fillDataFolder>[1]): string {
  const dir = mkdtempSync(join(tmpdir(), 'psa-week-'));
  dirs.push(dir);
  fillDataFolder(dir, (db) => {
    offlineAs(db, WEEK.account);
    project(db, WEEK.project1, 'Northwind ERP rollout');
    project(db, WEEK.project2, 'Data platform');
    fill?.(db);
  });
  return dir;
}

/** An app core on a folder (responses held to their schemas), closed by closeAll. */
export function open(dir: string, now = () => Date.parse('2026-03-04T12:00:00Z')): AppCore {
  return openCore(dir, now);
}

/** The outbox rows of a folder, oldest first. */
export function outbox(dir: string): { local_id: bigint; state: string; request: string }[] {
  const db = openDatabase(replicaDbFile(dir), { readonly: true });
  try {
    return db.prepare('SELECT local_id, state, request FROM outbox ORDER BY id').all() as {
      local_id: bigint;
      state: string;
      request: string;
    }[];
  } finally {
    db.close();
  }
}

/**
 * The body of the i-th queued request of a folder, read losslessly (parseRequest), with every
 * number as its decimal text: ids keep every digit and 8.25 hours read "8.25".
 */
export function queuedBody(dir: string, i = 0): Record<string, string | null> {
  const body = parseRequest(outbox(dir)[i]?.request ?? '{}').body ?? {};
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, v === null || v === undefined ? null : String(v as string)]),
  );
}

/** Removes every folder made (afterAll). */
export function removeFolders(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}
