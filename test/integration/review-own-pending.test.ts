import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../electron/core/app';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, openCore } from '../support/app-call';
import { ADMIN_KEY, startTestServer, type TestServer } from '../support/server';

/*
 * Walkthrough 30, item 16: Anna booked 7.5 h on Atelier Lumière (pending, not synced yet), and
 * her Review said "Anna de Vries: 0 h booked" and "No hours this week on Atelier Lumière", while
 * Week and Reports showed the 7.5 h "not synced yet". A team lead reviewing her own project
 * expects her own hours there: the review counts the signed-in user's own hours not synced yet,
 * marked as such (they cannot be approved until they reach the PSA service), in the week grid and
 * in who booked less than usual. A state filter (waiting, ready, ...) is about what the service
 * holds: it leaves them out. The real server on 127.0.0.1, 17-digit ids.
 */

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const WEEK = '2026-11-23';
const ANNA = demoId('accounts', 1);
/** Project 25 of the demo, Atelier Lumière Integration platform: managed by Anna. */
const ATELIER = String(demoId('projects', 25));

let server: TestServer;
let core: AppCore;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'psa-review-own-'));
  core = openCore(dir, () => NOW);
  await call(core, 'settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: String(ANNA) });
  await call(core, 'sync:run');
});

afterAll(async () => {
  await closeCores();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the review and the reviewer's own hours not synced yet", () => {
  it('shows them on the project, marked not synced, and counts them in who booked less than usual', async () => {
    const before = await call(core, 'review:week', { weekStart: WEEK });
    const annaBefore = before.missing.find((m) => m.accountId === String(ANNA));
    expect(annaBefore).toMatchObject({ booked: 0, unsynced: 0 });
    expect(before.projects.find((p) => p.id === ATELIER)?.consultants).toEqual([]);

    const lines = await call(core, 'entries:lines', { projectId: ATELIER });
    await call(core, 'entries:create', {
      projectId: ATELIER,
      contractLineId: lines.contractLines[0]!.id,
      roleId: lines.roles[0]!.id,
      date: WEEK,
      from: '09:00',
      to: '16:30',
      hours: 7.5,
    });

    const after = await call(core, 'review:week', { weekStart: WEEK });
    const atelier = after.projects.find((p) => p.id === ATELIER);
    expect(atelier?.consultants).toEqual([
      expect.objectContaining({
        accountId: String(ANNA),
        name: 'Anna de Vries',
        total: 7.5,
        unsynced: 7.5,
        days: [7.5, 0, 0, 0, 0, 0, 0],
      }),
    ]);
    expect(atelier?.total).toBe(7.5);
    const anna = after.missing.find((m) => m.accountId === String(ANNA));
    // Still less than her usual week by Wednesday, but not "0 h booked".
    expect(anna).toMatchObject({ booked: 7.5, unsynced: 7.5 });

    // Her drill-down lists the entry, marked not synced (nothing to approve or invoice yet).
    const drill = await call(core, 'review:entries', {
      weekStart: WEEK,
      projectId: ATELIER,
      accountId: String(ANNA),
    });
    expect(drill).toEqual([expect.objectContaining({ hours: 7.5, unsynced: true, rate: null })]);

    // What the service holds: a state filter leaves hours it has not seen out.
    const waiting = await call(core, 'review:week', { weekStart: WEEK, state: 'waitingPm' });
    expect(waiting.projects.find((p) => p.id === ATELIER)?.consultants).toEqual([]);
  });
});
