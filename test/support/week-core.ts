import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localInstant } from '../../shared/app/entry-time';
import type { AppCore } from '../../electron/core/app';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { openCore } from './app-call';
import { fillDataFolder, offlineAs, project } from './week-data';

export { call, closeCores, refusal } from './app-call';

/*
 * App cores on temp data folders for the week view's unit tests: folders working offline as
 * account 1 with projects 1 'Northwind ERP rollout' and 2 'Data platform', and call helpers.
 */

const dirs: string[] = [];

/** A canonical instant of a local day and clock time. */
export const at = (date: string, hh: number, mm = 0) =>
  new Date(localInstant(date, hh * 60 + mm)).toISOString();

/** A data folder with projects 1 and 2, working offline as account 1, filled further by `fill`. */
export function folder(fill?: Parameters<typeof fillDataFolder>[1]): string {
  const dir = mkdtempSync(join(tmpdir(), 'psa-week-'));
  dirs.push(dir);
  fillDataFolder(dir, (db) => {
    offlineAs(db, 1);
    project(db, 1, 'Northwind ERP rollout');
    project(db, 2, 'Data platform');
    fill?.(db);
  });
  return dir;
}

/** An app core on a folder (responses held to their schemas), closed by closeAll. */
export function open(dir: string, now = () => Date.parse('2026-03-04T12:00:00Z')): AppCore {
  return openCore(dir, now);
}

/** The outbox rows of a folder, oldest first. */
export function outbox(dir: string): { local_id: number; state: string; request: string }[] {
  const db = openDatabase(replicaDbFile(dir), { readonly: true });
  try {
    return db.prepare('SELECT local_id, state, request FROM outbox ORDER BY id').all() as {
      local_id: number;
      state: string;
      request: string;
    }[];
  } finally {
    db.close();
  }
}

/** Removes every folder made (afterAll). */
export function removeFolders(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}
