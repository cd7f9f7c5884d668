import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRawHeader } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAppDir } from '../../scripts/pack-dir.mjs';

const root = join(import.meta.dirname, '../..');

interface AsarNode {
  files?: Record<string, AsarNode>;
  size?: number;
}

/** Every file of an app.asar with its size, by path inside the archive. */
function asarFiles(asar: string): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (node: AsarNode, prefix: string): void => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const path = prefix ? `${prefix}/${name}` : name;
      if (child.files) walk(child, path);
      else files.set(path, child.size ?? 0);
    }
  };
  walk(getRawHeader(asar).header, '');
  return files;
}

/** `node_modules/@scope/name/…` → `@scope/name`; other paths → undefined. */
function packageOf(path: string): string | undefined {
  const parts = path.split('/');
  if (parts[0] !== 'node_modules') return undefined;
  return parts[1]?.startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1];
}

/** The packages npm installs for production (the lock file's entries that are not dev-only). */
function productionPackages(): Set<string> {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
  };
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev || entry.devOptional) continue;
    const name = packageOf(path.slice(path.lastIndexOf('node_modules/')));
    if (name) names.add(name);
  }
  return names;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

describe('the desktop package, packed by electron-builder with the project’s rules', () => {
  let work: string;
  let files: Map<string, number>;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'psa-pack-'));
    files = asarFiles(await packAppDir(work));
    const sizes = new Map<string, number>();
    for (const [path, size] of files) {
      const key = packageOf(path) ?? path.split('/').slice(0, 2).join('/');
      sizes.set(key, (sizes.get(key) ?? 0) + size);
    }
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    // The content list, for a reader of the test's output.
    console.log(
      [...sizes]
        .sort((a, b) => b[1] - a[1])
        .map(([name, size]) => `${mb(size).padStart(8)} MB  ${name}`)
        .concat(`${mb(total).padStart(8)} MB  app.asar in all (${files.size} files)`)
        .join('\n'),
    );
  }, 240_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds the desktop bundles, the tray icons and the PDF fonts with their licence, and no CLI or server bundle', () => {
    for (const path of [
      'package.json',
      'out/main/index.js',
      'out/renderer/index.html',
      'resources/tray/tray.png',
      'resources/fonts/DejaVuSansCondensed.ttf',
      'resources/fonts/DejaVuSansCondensed-Bold.ttf',
      'resources/fonts/LICENSE',
    ])
      expect(files.has(path), path).toBe(true);
    expect([...files.keys()].filter((p) => p.startsWith('out/node/'))).toEqual([]);
    expect([...files.keys()].filter((p) => p.endsWith('.map'))).toEqual([]);
  });

  it('carries only production packages: nothing the renderer bundle already holds, no test tool, no Node', () => {
    const packed = new Set([...files.keys()].map(packageOf).filter((n): n is string => n !== undefined));
    const production = productionPackages();
    expect([...packed].filter((name) => !production.has(name))).toEqual([]);
    for (const name of [
      'react',
      'react-dom',
      '@mantine/core',
      'recharts',
      'react-i18next',
      'zustand',
      'vitest',
    ])
      expect(packed.has(name), name).toBe(false);
    for (const name of Object.keys(pkg.dependencies)) expect(packed.has(name), name).toBe(true);
  });

  it('keeps better-sqlite3 to its Linux addon, without its C sources', () => {
    const sqlite = [...files.keys()].filter((p) => p.startsWith('node_modules/better-sqlite3/'));
    const addons = sqlite.filter((p) => p.includes('/prebuilds/'));
    expect(addons).toContain('node_modules/better-sqlite3/prebuilds/linux-x64.node');
    expect(addons.filter((p) => !p.includes('/prebuilds/linux-'))).toEqual([]);
    expect(sqlite.filter((p) => /\/(deps|src)\//.test(p))).toEqual([]);
  });

  it('stays small: well under the size of the packages it once carried', () => {
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(60e6);
  });
});
