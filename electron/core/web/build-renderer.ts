import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of the files under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The built renderer's folder in a project checkout. */
export function rendererOutDir(projectRoot: string): string {
  return join(projectRoot, 'out', 'renderer');
}

/** Whether out/renderer is missing or older than the renderer's sources (renderer/, shared/, the build config). */
export function rendererIsStale(projectRoot: string): boolean {
  const built = join(rendererOutDir(projectRoot), 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['renderer', 'shared', 'electron.vite.config.ts', 'package.json'].map((p) =>
    newestMtime(join(projectRoot, p)),
  );
  return Math.max(...sources) > statSync(built).mtimeMs;
}

/**
 * Builds only the renderer, with exactly the Vite config electron-vite would use for it (the
 * desktop bundles are not needed in web mode, and skipping them keeps `npm run web` fast).
 */
export async function buildRenderer(projectRoot: string): Promise<void> {
  const { resolveConfig } = await import('electron-vite');
  const { build } = await import('vite');
  process.env['NODE_ENV_ELECTRON_VITE'] = 'production';
  const resolved = await resolveConfig({ root: projectRoot, logLevel: 'warn' }, 'build', 'production');
  const renderer = resolved.config?.renderer;
  if (!renderer) throw new Error('electron.vite.config.ts has no renderer section');
  await build({ ...renderer, logLevel: 'warn' });
}
