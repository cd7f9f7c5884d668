// What the desktop package would hold, without installers: electron-builder packs the app folder
// (`--dir`) with the project's own electron-builder.yml, from bundles built into a folder of the
// caller's. Electron itself cannot be downloaded here, so a stand-in executable takes its place:
// app.asar, the part the project decides, is electron-builder's own work either way.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build, Platform } from 'electron-builder';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..');

/** A folder that electron-builder accepts as an unpacked Electron (its `electronDist`). */
function standInElectron(dir, version) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'electron'), '#!/bin/sh\nexit 1\n');
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'version'), version);
  return dir;
}

/**
 * Builds the bundles into `work/app/out` and packs the Linux app folder into `work/pack`; returns
 * the app.asar's path. `work/app` stands for the project folder (its package.json, resources and the
 * installed node_modules), so that the build never touches the out/ that tests are serving. The fuses hook is left out (the stand-in has no fuses to flip; it has tests of
 * its own), and nothing is rebuilt (better-sqlite3's addon is Node-API, one per platform).
 */
export async function packAppDir(work) {
  const app = join(work, 'app');
  const out = join(app, 'out');
  const vite = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', out, '--logLevel', 'error'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`electron-vite build failed:\n${built.stderr}`);
  const version = require('electron/package.json').version;
  const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8'));
  cpSync(join(ROOT, 'package.json'), join(app, 'package.json'));
  cpSync(join(ROOT, 'resources'), join(app, 'resources'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
  await build({
    projectDir: app,
    targets: Platform.LINUX.createTarget('dir'),
    publish: 'never',
    config: {
      ...config,
      afterPack: null,
      electronVersion: version,
      electronDist: standInElectron(join(work, 'electron'), version),
      directories: { ...config.directories, output: join(work, 'pack') },
    },
  });
  return join(work, 'pack', 'linux-unpacked', 'resources', 'app.asar');
}
