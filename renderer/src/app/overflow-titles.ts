import { useEffect } from 'react';

/** Marks a title this module added, so it can follow the text (and go when the text fits again). */
const AUTO = 'data-auto-title';

/** The element under the pointer (or its nearest ancestor) that cuts its text with an ellipsis. */
function ellipsisBox(start: Element | null): HTMLElement | null {
  let el = start;
  for (let depth = 0; el instanceof HTMLElement && depth < 4; depth++, el = el.parentElement) {
    if (getComputedStyle(el).textOverflow === 'ellipsis') return el;
  }
  return null;
}

/**
 * Long names anywhere in the app truncate with a tooltip: when the pointer reaches a text cut short
 * by an ellipsis that has no title of its own, its full text becomes its title (the native tooltip).
 * One listener for every list and form, so no truncating text can be left without one.
 */
export function useOverflowTitles(): void {
  useEffect(() => {
    const onOver = (e: Event) => {
      const box = ellipsisBox(e.target instanceof Element ? e.target : null);
      if (!box) return;
      const own = box.hasAttribute('title') && !box.hasAttribute(AUTO);
      if (own) return;
      const text = box.textContent?.trim() ?? '';
      if (box.scrollWidth > box.clientWidth && text !== '') {
        box.setAttribute('title', text);
        box.setAttribute(AUTO, '');
      } else if (box.hasAttribute(AUTO)) {
        box.removeAttribute('title');
        box.removeAttribute(AUTO);
      }
    };
    document.addEventListener('pointerover', onOver, true);
    return () => document.removeEventListener('pointerover', onOver, true);
  }, []);
}
