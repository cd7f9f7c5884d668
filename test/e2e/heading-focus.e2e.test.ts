import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApp, type DemoApp } from './support/demo-app';

/*
 * A section's heading takes the keyboard's focus when the section opens (Ctrl+digit): its focus
 * ring must stand clear of the heading's text (issue 17 point 1, the ring touched the first
 * letter). Measured in the browser: the ring's inner edge (the box edge moved by the outline
 * offset) against the text's own box, on every side.
 */

/** The DOM bits the page function reads (this Node-side file has no DOM types). */
interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Page {
  getComputedStyle(el: unknown): { outlineOffset: string; outlineStyle: string; outlineWidth: string };
  document: { createRange(): { selectNodeContents(el: unknown): void; getBoundingClientRect(): Rect } };
}
interface Heading {
  getBoundingClientRect(): Rect;
  closest(selector: string): Heading | null;
}

let app: DemoApp | undefined;

beforeAll(async () => {
  app = await openDemoApp();
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("a section heading's focus ring", () => {
  it('leaves room between the ring and the text on every side', async () => {
    const page = app!.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    // Entries, the Week (its title in a row of the header) and Reports: sections whose heading
    // takes the focus (others hand it to their search field).
    for (const key of ['Control+2', 'Control+1', 'Control+9']) {
      await page.keyboard.press(key);
      const heading = page.locator('main section[aria-label] h2:focus-visible');
      await heading.waitFor();
      const gaps = await heading.evaluate((node) => {
        const win = globalThis as unknown as Page;
        const el = node as unknown as Heading;
        const style = win.getComputedStyle(el);
        const offset = parseFloat(style.outlineOffset);
        const box = el.getBoundingClientRect();
        const range = win.document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        // The ring's inner edge lies `offset` outside the box (inside it when negative).
        const section = el.closest('section')!.getBoundingClientRect();
        return {
          // Inside its section: the panel scrolls, so a box (or ring) past its edge would be cut.
          inside: box.left >= section.left - 0.5 && box.right <= section.right + 0.5,
          ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          left: text.left - box.left + offset,
          right: box.right - text.right + offset,
          top: text.top - box.top + offset,
          bottom: box.bottom - text.bottom + offset,
        };
      });
      expect(gaps.ring).toBe(true);
      expect(gaps.inside, `${key}: inside its section`).toBe(true);
      expect(gaps.left, `${key}: left`).toBeGreaterThanOrEqual(3);
      expect(gaps.right, `${key}: right`).toBeGreaterThanOrEqual(3);
      expect(gaps.top, `${key}: top`).toBeGreaterThanOrEqual(1);
      expect(gaps.bottom, `${key}: bottom`).toBeGreaterThanOrEqual(1);
    }
  }, 120_000);
});
