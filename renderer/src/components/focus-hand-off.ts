/*
 * Where the keyboard goes when the control it was on goes away (a deleted row, an attached
 * receipt, a section left by a shortcut): to a control that appears only after the lists reload,
 * so these wait for it in the DOM, a few seconds at most, instead of letting the focus drop to the
 * page body.
 */

const WAIT_MS = 5000;

/** Whether the keyboard has nowhere useful: on the body, the main region or nothing. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.tagName === 'MAIN';
}

/**
 * Focuses the first element that `find` answers, once it exists (now or within a few seconds);
 * `stillWanted` is asked again then, so a user who moved on meanwhile keeps their place.
 */
export function focusWhenShown(
  find: () => HTMLElement | null,
  stillWanted: () => boolean = () => true,
): void {
  const attempt = (): boolean => {
    const el = find();
    if (!el) return false;
    if (stillWanted()) el.focus();
    return true;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
}

/** The first focusable control inside the element matched by `selector` (a row, a list item). */
export function firstControlIn(selector: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `${selector} button:not([disabled]), ${selector} input:not([type=hidden]):not([hidden]), ${selector} [tabindex]:not([tabindex="-1"])`,
  );
}

/** The current section's heading (its first h2), focusable by script only; null while it loads. */
export function sectionHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main section[aria-label] h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
