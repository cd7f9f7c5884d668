import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupReplica, KEEP_BACKUPS } from '../../electron/core/db/backup';
import { openDatabase } from '../../electron/core/db/connection';
import { replicaDbFile } from '../../electron/core/paths';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { receiptPath } from '../../electron/core/app/receipts/files';
import { collectReceiptFiles } from '../../electron/core/app/receipts/keep';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, openCore } from '../support/app-call';
import { pngFile } from '../support/receipt-files';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/*
 * Backups copy the replica's database, not the receipt files (those live once in the data folder).
 * A receipt removed after a backup keeps its file while a kept backup names it, so restoring that
 * backup brings the receipt back whole; once the backup is pruned, the file goes.
 */

let server: TestServer;
const dir = mkdtempSync(join(tmpdir(), 'psa-receipt-backups-'));
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const PROJECT = String(demoId('projects', 1));

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await closeCores();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A backup of the folder's replica through a second connection to the same file (as the daily one). */
async function backup(at: number): Promise<void> {
  const db = openDatabase(replicaDbFile(dir));
  try {
    await backupReplica(db, dir, 'daily', at);
  } finally {
    db.close();
  }
}

it('keeps a removed receipt file for the backups that name it, and restores it whole', async () => {
  let core: AppCore = openCore(dir, Date.now);
  await call(core, 'settings:setRemote', {
    url: server.url,
    token: ADMIN_KEY,
    accountId: String(demoId('accounts', 1)),
  });
  expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });
  const [line] = await call(core, 'expenses:lines', { projectId: PROJECT });
  const { id: expenseId } = await call(core, 'expenses:create', {
    ProjectID: PROJECT,
    ContractLineID: line!.id,
    AmountExVAT: 10,
    VATAmount: 2.1,
    TotalAmount: 12.1,
    ExpenseDate: `${DAY}T00:00:00Z`,
    Description: 'Parking',
  });
  const bytes = pngFile(77);
  const receipt = await call(core, 'receipts:add', {
    expenseId,
    name: 'parking.png',
    dataBase64: bytes.toString('base64'),
  });
  const file = receiptPath(dir, receipt.sha256);
  const t0 = Date.now() - 10 * 86_400_000;
  await backup(t0);

  await call(core, 'receipts:remove', { id: receipt.id });
  expect(await call(core, 'receipts:list', { expenseIds: [expenseId] })).toEqual([]);
  expect(existsSync(file)).toBe(true);

  const [made] = (await call(core, 'backups:list', {})).backups;
  await call(core, 'backups:restore', { name: made!.name });
  const back = await call(core, 'receipts:list', { expenseIds: [expenseId] });
  expect(back.map((r) => r.sha256)).toEqual([receipt.sha256]);
  const got = await call(core, 'receipts:get', { id: back[0]!.id });
  expect(Buffer.from(got.dataBase64, 'base64').equals(bytes)).toBe(true);

  // Removed again, then every backup naming it is pruned by newer ones: the file goes.
  await call(core, 'receipts:remove', { id: back[0]!.id });
  await closeCores();
  for (let i = 1; i <= KEEP_BACKUPS + 1; i++) await backup(t0 + i * 86_400_000);
  core = openCore(dir, Date.now);
  await call(core, 'settings:get', {});
  const db = openDatabase(replicaDbFile(dir));
  try {
    // A file added within the hour may belong to an add under way elsewhere: it is left alone.
    expect(collectReceiptFiles(db, dir)).toBe(0);
    utimesSync(file, new Date(t0), new Date(t0));
    expect(collectReceiptFiles(db, dir)).toBe(1);
  } finally {
    db.close();
  }
  expect(existsSync(file)).toBe(false);
});
