import type { Locator } from 'playwright-core';

/*
 * What the layout journeys measure in the browser: a label wider than its box (clipped) or a box
 * sticking out of the part of the page it belongs to. A name cut short by an ellipsis is fine when
 * a title nearby says it in full.
 */

/** The DOM bits the page function reads (this Node-side file has no DOM types). */
interface Box {
  tagName: string;
  closest(s: string): Box | null;
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getAttribute(n: string): string | null;
  getBoundingClientRect(): { left: number; right: number };
}

/** Every box of a part of the page whose content is wider than the box (a clipped label) or sticks out. */
export async function overflowing(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const view = globalThis as unknown as { getComputedStyle(el: Box): { textOverflow: string } };
    const boxes = [
      root,
      ...(root as unknown as { querySelectorAll(s: string): Iterable<unknown> }).querySelectorAll('*'),
    ] as unknown as Box[];
    const outer = (root as unknown as Box).getBoundingClientRect();
    const out: string[] = [];
    for (const el of boxes) {
      const r = el.getBoundingClientRect();
      if (r.right - r.left === 0) continue; // not laid out (hidden inputs)
      const shortened =
        view.getComputedStyle(el).textOverflow === 'ellipsis' &&
        (el.closest('[title]')?.getAttribute('title') ?? '').length > 0;
      if (!shortened && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 0.5)
        out.push(`${el.tagName} "${el.textContent ?? ''}" (${el.scrollWidth} > ${el.clientWidth})`);
      if (r.right > outer.right + 0.5 || r.left < outer.left - 0.5)
        out.push(`${el.tagName} "${el.textContent ?? ''}" sticks out`);
    }
    return out;
  });
}
