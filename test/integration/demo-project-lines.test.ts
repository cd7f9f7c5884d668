import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../electron/core/reference-server/domain/ids';
import { call, closeCores, openCore } from '../support/app-call';
import { ADMIN_KEY, readDb, startTestServer, type TestServer } from '../support/server';

/*
 * Walkthrough 30, item 1: on the demo remote a consultant opened "Atelier Lumière Integration
 * platform" (never booked on) and found no contract line or role anywhere, so nothing could be
 * booked but a typed raw id. The per-project pull worked (the project was pulled, complete); the
 * demo had no timesheet on 19 of its 24 Active projects, so there was nothing to learn the lines
 * from. Now every Active project carries recent work: after the first sync (and, for a project the
 * sync's cap left for later, the on-demand pull when it is picked) each offers its lines and roles
 * by name. Real server on 127.0.0.1, plain and PSOhub-shaped answers, 17-digit ids.
 */

const NOW = Date.parse('2026-11-23T07:00:00.000Z');
const ANNA = demoId('accounts', 1);
const ATELIER = demoId('projects', 25);
const dirs: string[] = [];

afterEach(closeCores);
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

for (const psohubShapes of [false, true]) {
  describe(`every Active demo project offers lines and roles by name after the first sync${psohubShapes ? ' (PSOhub shapes)' : ''}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ psohubShapes });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('Atelier Lumière offers "Retainer hours" and a role by name; the others too, pulled on demand when the cap left them', async () => {
      const active = readDb(server.dbFile, (db) =>
        (
          db.prepare("SELECT id FROM projects WHERE stage = 'Active' ORDER BY id").pluck().all() as bigint[]
        ).map(String),
      );
      expect(active.length).toBeGreaterThanOrEqual(20);
      const dir = mkdtempSync(join(tmpdir(), 'psa-demo-lines-'));
      dirs.push(dir);
      const core = openCore(dir, () => NOW);
      await call(core, 'settings:setRemote', { url: server.url, token: ADMIN_KEY, accountId: String(ANNA) });
      const synced = await call(core, 'sync:run');
      expect(synced.warning).toBeUndefined();

      const atelier = await call(core, 'entries:lines', { projectId: String(ATELIER) });
      expect(atelier.pulled).toBe(true);
      expect(atelier.contractLines.map((l) => l.name)).toContain('Retainer hours');
      expect(atelier.roles.length).toBeGreaterThan(0);
      for (const c of [...atelier.contractLines, ...atelier.roles]) {
        expect(c.id).toMatch(/^\d{17}$/);
        expect(c.name).toMatch(/[A-Za-z]/);
      }

      const bare: string[] = [];
      for (const projectId of active) {
        let lines = await call(core, 'entries:lines', { projectId });
        if (!lines.pulled) {
          await call(core, 'entries:refreshLines', { projectId });
          lines = await call(core, 'entries:lines', { projectId });
        }
        const timeLine = lines.contractLines.some((l) => l.name && /hours/i.test(l.name));
        if (!timeLine || lines.roles.length === 0 || lines.roles.some((r) => !r.name)) bare.push(projectId);
      }
      expect(bare).toEqual([]);
    });
  });
}
