import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generous: a journey on a loaded machine is slower, not wrong; its steps wait for states.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A journey waits for a state; on a loaded machine that state comes later, not never.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // One pinned "now" for every process of the run (PSA_TEST_NOW to choose another).
    globalSetup: ['./test/support/clock/global-setup.ts'],
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
