import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

const __dirname = dirname(fileURLToPath(import.meta.url));

// The core reads its SQL migrations from `migrations/` beside the running module; bundled into
// out/main/index.js, that is out/main/migrations, so the build puts them there.
function copyMigrations(): Plugin {
  const from = resolve(__dirname, 'electron/core/db/migrations');
  return {
    name: 'psa:copy-migrations',
    writeBundle(options) {
      if (!options.dir) return;
      const to = join(options.dir, 'migrations');
      mkdirSync(to, { recursive: true });
      for (const file of readdirSync(from))
        if (file.endsWith('.sql')) copyFileSync(join(from, file), join(to, file));
    },
  };
}

// Sources live in electron/ and renderer/, not electron-vite's default src/.
export default defineConfig({
  main: {
    plugins: [copyMigrations()],
    build: {
      outDir: 'out/main',
      externalizeDeps: true,
      rolldownOptions: { input: { index: resolve(__dirname, 'electron/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: true,
      // A sandboxed preload must be CommonJS.
      rolldownOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } },
    },
  },
});
