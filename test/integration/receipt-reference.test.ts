import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import type { AppCore } from '../../electron/core/app';
import { call } from '../support/app-call';
import { pdfFile, pngFile } from '../support/receipt-files';
import { readDb, type TestServer } from '../support/server';
import { syncedCore, type SyncedCore } from '../support/synced-core';

/*
 * The receipt reference (issue 15 point 1): with the setting on, a pending expense's description
 * follows its receipts (" [receipt 3fa9c1]", the start of each SHA-256) as they are added, moved
 * or removed, and that is the description the PSA service receives; a synced expense keeps what was
 * sent; with the setting off nothing is added.
 */

const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const PROJECT = String(demoId('projects', 1));
const b64 = (b: Buffer) => b.toString('base64');

let t: SyncedCore;
let core: AppCore;
let server: TestServer;

beforeAll(async () => {
  t = await syncedCore('psa-receipt-ref-');
  ({ core, server } = t);
});

afterAll(() => t.close());

async function newExpense(description: string): Promise<string> {
  const [line] = await call(core, 'expenses:lines', { projectId: PROJECT });
  const body = { AmountExVAT: 10, VATAmount: 2.1, TotalAmount: 12.1, ExpenseDate: `${DAY}T00:00:00Z` };
  return (
    await call(core, 'expenses:create', {
      ProjectID: PROJECT,
      ContractLineID: line!.id,
      Description: description,
      ...body,
    })
  ).id;
}

const described = async (id: string) =>
  (await call(core, 'expenses:list', {})).find((e) => e.id === id)?.description;

it('leaves descriptions alone while the setting is off (the default)', async () => {
  expect((await call(core, 'settings:get')).receiptReference).toBe(false);
  const id = await newExpense('Taxi to the client');
  await call(core, 'receipts:add', { expenseId: id, name: 'taxi.png', dataBase64: b64(pngFile(10)) });
  expect(await described(id)).toBe('Taxi to the client');
});

it('carries the receipts of a pending expense in its description, sent as such; a synced one keeps it', async () => {
  expect((await call(core, 'settings:update', { receiptReference: true })).receiptReference).toBe(true);
  const id = await newExpense('Hotel Amsterdam');
  const png = await call(core, 'receipts:add', {
    expenseId: id,
    name: 'bill.png',
    dataBase64: b64(pngFile(20)),
  });
  expect(await described(id)).toBe(`Hotel Amsterdam [receipt ${png.sha256.slice(0, 6)}]`);
  const pdf = await call(core, 'receipts:add', {
    expenseId: id,
    name: 'hotel.pdf',
    dataBase64: b64(pdfFile()),
  });
  expect(await described(id)).toBe(
    `Hotel Amsterdam [receipts ${png.sha256.slice(0, 6)}, ${pdf.sha256.slice(0, 6)}]`,
  );
  await call(core, 'receipts:remove', { id: png.id });
  expect(await described(id)).toBe(`Hotel Amsterdam [receipt ${pdf.sha256.slice(0, 6)}]`);

  expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });
  const synced = (await call(core, 'expenses:list', {})).find((e) =>
    e.description?.startsWith('Hotel Amsterdam'),
  );
  const onServer = readDb(server.dbFile, (db) =>
    db.prepare('SELECT description FROM expenses WHERE id = ?').get(BigInt(synced!.id)),
  ) as { description: string };
  expect(onServer.description).toBe(`Hotel Amsterdam [receipt ${pdf.sha256.slice(0, 6)}]`);

  // Synced: a new receipt is kept with it, and the description stays as the service has it.
  await call(core, 'receipts:add', {
    expenseId: synced!.id,
    name: 'extra.png',
    dataBase64: b64(pngFile(30)),
  });
  expect(await described(synced!.id)).toBe(onServer.description);
});
