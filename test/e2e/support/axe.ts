import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 17 promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and returns one line per serious or critical
 * violation: rule id, impact, how many elements, the first few elements (selector and markup)
 * and axe's summary of the fix for the first.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' > ')} ${n.html.replace(/\s+/g, ' ').slice(0, 140)}`)
        .join(' | ');
      const summary = (v.nodes[0]?.failureSummary ?? v.help).replace(/\s+/g, ' ');
      return `${v.id} (${v.impact}) on ${v.nodes.length} element(s): ${where} :: ${summary}`;
    });
}
