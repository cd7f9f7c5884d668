import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 17 promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules outside WCAG (landmarks, heading order …): reported only, and run only with
 * AXE_BEST_PRACTICE=1 (they cost seconds over a whole journey, and CI is near its limit).
 */
const EXTRA = process.env.AXE_BEST_PRACTICE === '1' ? ['best-practice'] : [];

/**
 * The findings seen so far that do not fail the test, by rule: moderate and minor ones, and any of
 * the best-practice rules when they run (issue 17 asks for no serious or critical WCAG violation).
 */
const lesser = new Map<string, { impact: string; help: string; screens: Set<string>; where: Set<string> }>();

/**
 * Runs axe-core on the page as it is now and returns one line per serious or critical
 * violation: rule id, impact, how many elements, the first few elements (selector and markup)
 * and axe's summary of the fix for the first. The others (moderate, minor, best practice) are
 * kept for `lesserFindings`, under `screen` (what the page shows, for the report). `within`: a
 * CSS selector to scan only that part of the page.
 */
export async function seriousViolations(page: Page, screen = page.url(), within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([...TAGS, ...EXTRA]);
  // A dialog alone: the page behind it is scanned on its own, and axe takes far less time.
  if (within) builder.include(within);
  const results = await builder.analyze();
  const enforced = (v: (typeof results.violations)[number]) =>
    (v.impact === 'serious' || v.impact === 'critical') && v.tags.some((t) => TAGS.includes(t));
  for (const v of results.violations) {
    if (enforced(v)) continue;
    const seen = lesser.get(v.id) ?? {
      impact: v.impact ?? '?',
      help: v.help,
      screens: new Set(),
      where: new Set(),
    };
    seen.screens.add(screen);
    for (const n of v.nodes.slice(0, 3)) seen.where.add(n.target.join(' > '));
    lesser.set(v.id, seen);
  }
  return results.violations.filter(enforced).map((v) => {
    const where = v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' > ')} ${n.html.replace(/\s+/g, ' ').slice(0, 140)}`)
      .join(' | ');
    const summary = (v.nodes[0]?.failureSummary ?? v.help).replace(/\s+/g, ' ');
    return `${v.id} (${v.impact}) on ${v.nodes.length} element(s): ${where} :: ${summary}`;
  });
}

/** The findings of every scan so far that do not fail it, one line per rule (for the test's log). */
export function lesserFindings(): string[] {
  return [...lesser].map(
    ([id, f]) =>
      `${id} (${f.impact}): ${f.help} — on ${[...f.screens].join(', ')} — e.g. ${[...f.where].slice(0, 4).join(' | ')}`,
  );
}
