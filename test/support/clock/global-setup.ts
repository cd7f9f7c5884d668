import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TEST_NOW_DEFAULT } from './test-now';

/*
 * Pins "now" for the whole test run: PSA_TEST_NOW (an ISO instant, e.g. to run the suite on a
 * Monday or across a daylight-saving change) or TEST_NOW_DEFAULT, the day the demo's reference
 * plans were written for. Every Node process the run starts (vitest's workers and what they spawn)
 * loads shift-clock.mjs with the same offset; browsers take it from the journeys (page clocks).
 */
export default function setup(): (() => void) | undefined {
  // Each vitest project runs this once in the same process: the first one pins.
  if (process.env.PSA_TEST_CLOCK_OFFSET !== undefined) return undefined;
  const pinned = process.env.PSA_TEST_NOW ?? TEST_NOW_DEFAULT;
  const at = Date.parse(pinned);
  if (Number.isNaN(at)) throw new Error(`PSA_TEST_NOW=${pinned} is not an ISO instant`);
  // Spawned web modes read PSA_TEST_NOW as their own clock; the shared offset replaces it.
  delete process.env.PSA_TEST_NOW;
  process.env.PSA_TEST_CLOCK_OFFSET = String(at - Date.now());
  const shim = pathToFileURL(fileURLToPath(new URL('./shift-clock.mjs', import.meta.url))).href;
  const options = process.env.NODE_OPTIONS ?? '';
  if (!options.includes(shim)) process.env.NODE_OPTIONS = `${options} --import=${shim}`.trim();
  // The tests were written for entries that leave at the next sync; those of the default send
  // rule clear this for the folders they make (test/integration/entries-wait-for-the-send-rule).
  process.env.PSA_SEND_RULE ??= 'at-once';
  // Files the run's tests make once and copy (test/support/demo-template.ts), gone with the run.
  const templates = mkdtempSync(join(tmpdir(), 'psa-test-templates-'));
  process.env.PSA_TEST_TEMPLATES = templates;
  return () => rmSync(templates, { recursive: true, force: true });
}
