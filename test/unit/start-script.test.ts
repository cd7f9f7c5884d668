import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedElectronBinary } from '../../scripts/electron-binary.mjs';

// Where the Electron binary exists, `npm start` would open the app: this checks the other case.
describe.skipIf(installedElectronBinary() !== undefined)('npm start without the Electron binary', () => {
  it('says so in one line naming `npm run web` and exits 1, without a stack trace', () => {
    const root = join(import.meta.dirname, '../..');
    const run = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('npm run web');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
