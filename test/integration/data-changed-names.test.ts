import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../electron/core/app';
import { DataTable } from '../../shared/app/tables';
import { demoId } from '../../electron/core/reference-server/domain/ids';

/*
 * The names in `data:changed` are a typed enum on both sides; this checks the other half: every
 * name a renderer store waits for is one the core really emits when that data moves (a store
 * listening for a name nobody sends would never refresh).
 */

const RENDERER = fileURLToPath(new URL('../../renderer/src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The table names of every `onTablesChanged([...])` call in the renderer. */
function listenedTables(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(RENDERER)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/onTablesChanged\(\s*\[([^\]]*)\]/g)) {
      for (const name of (call[1] ?? '').matchAll(/'([^']+)'/g)) names.add(name[1] ?? '');
    }
  }
  return names;
}

let core: AppCore;
const dir = mkdtempSync(join(tmpdir(), 'psa-data-changed-'));
afterAll(async () => {
  await core?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('data:changed names', () => {
  it('every table a renderer store listens for is emitted by the core', async () => {
    const listened = listenedTables();
    expect(listened.size).toBeGreaterThan(5);
    for (const name of listened) expect(DataTable.options).toContain(name);

    core = createAppCore({ dataDir: dir, syncOnStart: false });
    const emitted = new Set<string>();
    core.on('data:changed', (p) => p.tables.forEach((t) => emitted.add(t)));
    const call = async (channel: string, request: unknown = {}) => {
      const r = await core.invoke(channel as never, request);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.data;
    };
    // A first sync with the embedded demo remote moves every synced table.
    await call('setup:demo');
    await call('sync:run');
    await call('settings:update', { syncIntervalMinutes: 30 });
    // The demo's project 1 and a line and role: ids as text, 17 digits above 2^53.
    const row = {
      projectId: String(demoId('projects', 1)),
      contractLineId: String(demoId('contract_lines', 10)),
      roleId: String(demoId('roles', 1)),
    };
    await call('entries:favourite', { projectId: row.projectId, favourite: true });
    await call('week:addRow', { weekStart: '2026-11-16', ...row });
    await call('timer:start', { ...row, description: '' });
    await call('timer:cancel');
    await call('companies:create', { Name: 'Emitted Names B.V.' });

    const missing = [...listened].filter((t) => t !== '*' && !emitted.has(t));
    expect(missing, `emitted: ${[...emitted].sort().join(', ')}`).toEqual([]);
  });
});
