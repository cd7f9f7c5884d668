import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // The default report, then one plain "N passed, N failed, N skipped" line for CI.
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/renderer/**', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Component tests of the renderer's stores and forms: a DOM (happy-dom) and a real core.
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts', 'test/renderer/**/*.test.tsx'],
          environment: './test/renderer/support/dom-environment.ts',
          setupFiles: ['./test/renderer/support/setup.ts'],
        },
      },
    ],
  },
});
