import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 10;

/**
 * Ends a test run with the slowest test files (where the gate's minutes go) and one plain line,
 * `N passed, N failed, N skipped`, that any CI can read without knowing vitest's own summary format.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but is a failure all the same.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    const timed = testModules
      .map((m) => ({ file: m.relativeModuleId, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    if (timed.length > 0) {
      console.log(`\nslowest ${timed.length} test files (tests and hooks):`);
      for (const t of timed) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}`);
    }
    console.log(`\nran on Node ${process.version} (${process.execPath})`);
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
