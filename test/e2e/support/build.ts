import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildRenderer, rendererIsStale, rendererOutDir } from '../../../electron/core/web/build-renderer';

/** The repository root (tests and benches run from anywhere). */
export const ROOT = resolve(import.meta.dirname, '../../..');
export const RENDERER_OUT = rendererOutDir(ROOT);

const LOCK = join(ROOT, 'out/.renderer-build.lock');
const STALE_LOCK_MS = 120_000;

async function acquireLock(): Promise<void> {
  mkdirSync(join(ROOT, 'out'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      // Another test file is building; a lock left by a killed process expires.
      const st = statSync(LOCK, { throwIfNoEntry: false });
      if (st && Date.now() - st.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      await delay(200);
    }
  }
}

/**
 * Builds the renderer (as `npm run web` does) when out/renderer is stale, once across parallel
 * test processes (a lock directory serializes them). Returns whether it built.
 */
export async function ensureRendererBuilt(): Promise<boolean> {
  if (!rendererIsStale(ROOT)) return false;
  await acquireLock();
  try {
    if (!rendererIsStale(ROOT)) return false;
    await buildRenderer(ROOT);
    return true;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
