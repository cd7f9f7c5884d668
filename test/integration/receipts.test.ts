import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/connection';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { receiptPath } from '../../electron/core/app/receipts/files';
import type { AppCore } from '../../electron/core/app';
import { call, closeCores, openCore, refusal } from '../support/app-call';
import { pdfFile, pngFile } from '../support/receipt-files';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/*
 * Receipts on a real core and the real reference server over 127.0.0.1: attached while the remote
 * cannot be reached, they follow the expense onto its remote id at sync, through a restart and a
 * pull that stores the expense again; files are 0600 in a 0700 folder, stored once per content;
 * refusals store nothing; delete + Undo keeps them; an expense removed on the remote leaves them.
 */

let server: TestServer;
let gate: Server;
let down = false;
const sockets = new Set<Socket>();
const dir = mkdtempSync(join(tmpdir(), 'psa-receipts-'));
const b64 = (b: Buffer) => b.toString('base64');
const storedFiles = () => readdirSync(join(dir, 'receipts')).sort();

beforeAll(async () => {
  server = await startTestServer();
  const target = new URL(server.url);
  // A TCP gate in front of the server: while down, connections are cut at once (unreachable).
  gate = createServer((client) => {
    if (down) return client.destroy();
    const up = connect(Number(target.port), '127.0.0.1');
    for (const s of [client, up]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => (s === client ? up : client).destroy());
    }
    client.pipe(up).pipe(client);
  });
  await new Promise<void>((res) => gate.listen(0, '127.0.0.1', res));
});

afterAll(async () => {
  await closeCores();
  for (const s of sockets) s.destroy();
  await new Promise((res) => gate.close(res));
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function gateUrl(): string {
  const url = new URL(server.url);
  url.port = String((gate.address() as { port: number }).port);
  return url.toString().replace(/\/$/, '');
}

const PROJECT = String(demoId('projects', 1));
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

async function newExpense(core: AppCore, description: string): Promise<string> {
  const [line] = await call(core, 'expenses:lines', { projectId: PROJECT });
  const { id } = await call(core, 'expenses:create', {
    ProjectID: PROJECT,
    ContractLineID: line!.id,
    AmountExVAT: 20,
    VATAmount: 4.2,
    TotalAmount: 24.2,
    ExpenseDate: `${DAY}T00:00:00Z`,
    Description: description,
  });
  return id;
}

let core: AppCore;
let remoteId: string;

describe('receipts through sync, restart and pull', () => {
  it('attaches a PNG and a PDF offline and keeps them on the synced expense', async () => {
    core = openCore(dir, Date.now);
    await call(core, 'settings:setRemote', {
      url: gateUrl(),
      token: ADMIN_KEY,
      accountId: String(demoId('accounts', 1)),
    });
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });

    down = true;
    for (const s of sockets) s.destroy(); // kept-alive connections too
    const local = await newExpense(core, 'Taxi to the client');
    expect(BigInt(local)).toBeLessThan(0n);
    const png = await call(core, 'receipts:add', {
      expenseId: local,
      name: 'C:\\scans\\taxi.png',
      dataBase64: b64(pngFile()),
    });
    const pdf = await call(core, 'receipts:add', {
      expenseId: local,
      name: 'hotel.pdf',
      mediaType: 'image/png',
      dataBase64: b64(pdfFile()),
    });
    expect(png).toMatchObject({
      expenseId: local,
      name: 'taxi.png',
      mediaType: 'image/png',
      size: pngFile().length,
    });
    // The stored type is the sniffed one, not the sender's guess.
    expect(pdf).toMatchObject({ name: 'hotel.pdf', mediaType: 'application/pdf' });
    const offline = await call(core, 'sync:run');
    expect(offline).toMatchObject({ pushed: 0, pending: 1 });

    down = false;
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok', pending: 0 });
    const synced = (await call(core, 'expenses:list', {})).find(
      (e) => e.description === 'Taxi to the client',
    );
    expect(synced).toMatchObject({ syncState: 'synced' });
    remoteId = synced!.id;
    expect(remoteId).toMatch(/^\d{17}$/);
    const list = await call(core, 'receipts:list', { expenseIds: [remoteId, local] });
    expect(list.map((r) => [r.id, r.expenseId])).toEqual([
      [png.id, remoteId],
      [pdf.id, remoteId],
    ]);
    const file = await call(core, 'receipts:get', { id: pdf.id });
    expect(Buffer.from(file.dataBase64, 'base64').equals(pdfFile())).toBe(true);
  });

  it('keeps them after a restart and a pull that stores the expense again', async () => {
    await closeCores();
    const remote = openDatabase(server.dbFile);
    remote
      .prepare('UPDATE expenses SET description = ? WHERE id = ?')
      .run('Taxi (checked)', BigInt(remoteId));
    remote.close();
    core = openCore(dir, Date.now);
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok' });
    const again = (await call(core, 'expenses:list', {})).find((e) => e.id === remoteId);
    expect(again?.description).toBe('Taxi (checked)');
    const list = await call(core, 'receipts:list', { expenseIds: [remoteId] });
    expect(list.map((r) => r.mediaType)).toEqual(['image/png', 'application/pdf']);
  });

  it('stores files 0600 in a 0700 folder, the same bytes once', async () => {
    const other = await newExpense(core, 'Second taxi');
    const twin = await call(core, 'receipts:add', {
      expenseId: other,
      name: 'copy.png',
      dataBase64: b64(pngFile()),
    });
    // A synced expense takes a receipt too (it is local either way).
    await call(core, 'receipts:add', { expenseId: remoteId, name: 'tip.png', dataBase64: b64(pngFile(9)) });
    expect(storedFiles()).toHaveLength(3);
    expect(statSync(join(dir, 'receipts')).mode & 0o777).toBe(0o700);
    for (const f of storedFiles()) expect(statSync(join(dir, 'receipts', f)).mode & 0o777).toBe(0o600);
    // The same bytes twice on one expense are refused; nothing more is stored.
    expect(
      await refusal(core, 'receipts:add', {
        expenseId: other,
        name: 'again.png',
        dataBase64: b64(pngFile()),
      }),
    ).toMatchObject({ code: 'INVALID_STATE', message: 'The same file is already attached to this expense.' });
    expect(await call(core, 'receipts:list', { expenseIds: [other] })).toHaveLength(1);
    await call(core, 'receipts:remove', { id: twin.id });
    expect(statSync(receiptPath(dir, twin.sha256)).isFile()).toBe(true); // still the first expense's
  });

  it('refuses too large, unsupported, empty and unknown, storing nothing', async () => {
    const before = storedFiles();
    const rows = (await call(core, 'receipts:list', { expenseIds: [remoteId] })).length;
    const big = Buffer.concat([pngFile(), Buffer.alloc(20 * 1024 * 1024)]);
    expect(
      await refusal(core, 'receipts:add', { expenseId: remoteId, name: 'big.png', dataBase64: b64(big) }),
    ).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is 20.1 MB; a receipt may be at most 20 MB.',
    });
    const text = await refusal(core, 'receipts:add', {
      expenseId: remoteId,
      name: 'fake.png',
      dataBase64: b64(Buffer.from('not an image')),
    });
    expect(text).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining(
        'This file is not a JPEG, PNG, HEIC/HEIF image or a PDF (its content is something else)',
      ),
    });
    expect(
      await refusal(core, 'receipts:add', { expenseId: remoteId, name: 'e.pdf', dataBase64: '' }),
    ).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/empty/) });
    expect(
      await refusal(core, 'receipts:add', { expenseId: '-999', name: 'x.png', dataBase64: b64(pngFile(1)) }),
    ).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/Expense -999 is not known/) });
    expect(storedFiles()).toEqual(before);
    expect(await call(core, 'receipts:list', { expenseIds: [remoteId] })).toHaveLength(rows);
  });

  it('keeps the receipts of a deleted expense and re-links them on Undo', async () => {
    const id = await newExpense(core, 'Parking');
    const r = await call(core, 'receipts:add', {
      expenseId: id,
      name: 'parking.pdf',
      dataBase64: b64(pdfFile('Parking 4 EUR')),
    });
    const { removed } = await call(core, 'expenses:delete', { id });
    expect(removed[0]?.receiptIds).toEqual([r.id]);
    expect(await call(core, 'receipts:detached')).toContainEqual(
      expect.objectContaining({ id: r.id, expenseId: null, detachedFrom: id }),
    );
    const { ids } = await call(core, 'expenses:restore', { expenses: removed });
    expect(await call(core, 'receipts:list', { expenseIds: ids })).toEqual([
      expect.objectContaining({ id: r.id, expenseId: ids[0], detachedFrom: null }),
    ]);
  });

  it('keeps the receipts, detached, of an expense removed on the remote', async () => {
    // Push the pending expenses first (the reference server hands a deleted record's id to the next one).
    expect(await call(core, 'sync:run')).toMatchObject({ outcome: 'ok', pending: 0 });
    const remote = openDatabase(server.dbFile);
    expect(remote.prepare('DELETE FROM expenses WHERE id = ?').run(BigInt(remoteId)).changes).toBe(1);
    remote.close();
    const outcome = await call(core, 'sync:run', { allowMassDelete: true, full: true });
    expect(outcome).toMatchObject({ outcome: 'ok' });
    expect((await call(core, 'expenses:list', {})).some((e) => e.id === remoteId)).toBe(false);
    const detached = (await call(core, 'receipts:detached')).filter((r) => r.detachedFrom === remoteId);
    expect(detached).toHaveLength(3);
    for (const r of detached) expect(statSync(receiptPath(dir, r.sha256)).size).toBe(r.size);
  });
});
