import type { Page } from 'playwright-core';

/*
 * In-page timing for the UI benchmark. The functions run inside Chromium (page.evaluate); this
 * Node-side project has no DOM types, so the few DOM members they use are declared here.
 */

interface ProbeElement {
  querySelector(selector: string): ProbeElement | null;
  querySelectorAll(selector: string): ArrayLike<ProbeElement>;
  click(): void;
  addEventListener(
    type: string,
    listener: (e: { timeStamp: number }) => void,
    options: { capture: boolean; once: boolean },
  ): void;
}
interface ProbeGlobals {
  document: ProbeElement & { body: ProbeElement };
  performance: { now(): number };
  MutationObserver: new (callback: () => void) => {
    observe(node: ProbeElement, options: object): void;
    disconnect(): void;
  };
  requestAnimationFrame(callback: () => void): void;
  setTimeout(callback: () => void, ms: number): void;
  __psaProbe?: Promise<number | null>;
}

const OBSERVE = { subtree: true, childList: true, characterData: true, attributes: true };

// The page functions below declare no named inner functions: tsx keeps function names with a
// helper (__name) that exists in Node, not in the page.

/**
 * Clicks `button` and measures until a grid for week `monday` shows rows, plus one animation frame
 * (the frame that paints it). Milliseconds, measured in the page.
 */
export function timeWeekSwitch(page: Page, button: string, monday: string): Promise<number> {
  return page.evaluate(
    ({ button, monday, options }) => {
      const g = globalThis as unknown as ProbeGlobals;
      const rows = `[role="grid"][data-week="${monday}"] tbody tr`;
      return new Promise<number>((resolve) => {
        const t0 = g.performance.now();
        const observer = new g.MutationObserver(() => {
          if (g.document.querySelector(rows) === null) return;
          observer.disconnect();
          g.requestAnimationFrame(() => resolve(g.performance.now() - t0));
        });
        observer.observe(g.document.body, options);
        g.document.querySelector(button)?.click();
      });
    },
    { button, monday, options: OBSERVE },
  );
}

/**
 * Presses `key` in the focused field and measures from its keydown (the event's own time stamp)
 * to the first change inside `observed` plus one animation frame. Null when nothing changed
 * within 3 s (the keystroke left the list as it was).
 */
export async function timeKeystroke(page: Page, observed: string, key: string): Promise<number | null> {
  await page.evaluate(
    ({ observed, options }) => {
      const g = globalThis as unknown as ProbeGlobals;
      const nodes = g.document.querySelectorAll(observed);
      const state = { t0: -1, done: false };
      g.__psaProbe = new Promise<number | null>((resolve) => {
        g.document.body.addEventListener(
          'keydown',
          (e: { timeStamp: number }) => {
            state.t0 = e.timeStamp;
          },
          { capture: true, once: true },
        );
        const observer = new g.MutationObserver(() => {
          if (state.t0 < 0 || state.done) return;
          state.done = true;
          observer.disconnect();
          g.requestAnimationFrame(() => resolve(g.performance.now() - state.t0));
        });
        for (let i = 0; i < nodes.length; i++) {
          const node = nodes[i];
          if (node) observer.observe(node, options);
        }
        g.setTimeout(() => {
          if (state.done) return;
          state.done = true;
          observer.disconnect();
          resolve(null);
        }, 3_000);
      });
    },
    { observed, options: OBSERVE },
  );
  await page.keyboard.press(key);
  return page.evaluate(() => (globalThis as unknown as ProbeGlobals).__psaProbe ?? null);
}

/** Median and 95th percentile of some figures. */
export function stats(values: readonly number[]): { median: number; p95: number; n: number } {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  const mid = Math.floor(s.length / 2);
  const median = s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
  return { median, p95: at(0.95), n: s.length };
}

/** What ends a review switch: the week title shown, or only this project's table (by its name). */
export interface ReviewWant {
  title?: string;
  project?: string;
}

/**
 * Clicks `button` (or the option whose text is `option`) and measures until the Review section
 * shows the new data: its project tables changed from before the click, with rows (and the
 * week title `want.title`, or only the table of `want.project`), plus one animation frame.
 */
export function timeReviewSwitch(
  page: Page,
  trigger: { button: string } | { option: string },
  want: ReviewWant,
): Promise<number> {
  return page.evaluate(
    ({ trigger, want, options }) => {
      const g = globalThis as unknown as ProbeGlobals;
      const sections = '[data-testid="review-project"]';
      const before = Array.from(
        g.document.querySelectorAll(sections),
        (n) => (n as unknown as { textContent: string }).textContent,
      ).join('|');
      return new Promise<number>((resolve) => {
        const t0 = g.performance.now();
        const observer = new g.MutationObserver(() => {
          const nodes = g.document.querySelectorAll(sections);
          if (nodes.length === 0 || g.document.querySelector(`${sections} tbody tr`) === null) return;
          if (
            Array.from(
              g.document.querySelectorAll(sections),
              (n) => (n as unknown as { textContent: string }).textContent,
            ).join('|') === before
          )
            return;
          if (want.title !== undefined) {
            const title = g.document.querySelector('[data-testid="review-week-title"]') as unknown as {
              textContent: string;
            } | null;
            if (title?.textContent !== want.title) return;
          }
          if (want.project !== undefined) {
            if (nodes.length !== 1) return;
            const label = (nodes[0] as unknown as { getAttribute(n: string): string | null }).getAttribute(
              'aria-label',
            );
            if (label !== want.project) return;
          }
          observer.disconnect();
          g.requestAnimationFrame(() => resolve(g.performance.now() - t0));
        });
        observer.observe(g.document.body, options);
        if ('button' in trigger) g.document.querySelector(trigger.button)?.click();
        else {
          const choices = g.document.querySelectorAll('[role="option"]');
          for (let i = 0; i < choices.length; i++) {
            const choice = choices[i] as unknown as ProbeElement & { textContent: string };
            if (choice.textContent === trigger.option) {
              choice.click();
              break;
            }
          }
        }
      });
    },
    { trigger, want, options: OBSERVE },
  );
}
