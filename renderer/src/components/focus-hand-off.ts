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

/** How long a closing dialog may take to leave the DOM (its exit transition) before we look. */
const CLOSE_WAIT_MS = 1000;

/**
 * When a dialog or drawer closes (call it as it closes): once no modal dialog is left in the DOM
 * (its exit transition over), and only if the keyboard was left on the page body (its opener went
 * away or got disabled), focus `next` (the next logical control), else the element focused before
 * it opened if it is still there and enabled, else the current section's heading.
 */
export function focusAfterClose(before: Element | null, next?: () => HTMLElement | null): void {
  const until = performance.now() + CLOSE_WAIT_MS;
  const look = () => {
    if (document.querySelector('[role="dialog"][aria-modal="true"]') && performance.now() < until) {
      window.setTimeout(look, 50);
      return;
    }
    if (!focusLost()) return;
    const usable = (el: Element | null | undefined): el is HTMLElement =>
      el instanceof HTMLElement && el.isConnected && !el.matches(':disabled') && el !== document.body;
    const target = [next?.(), before].find(usable) ?? sectionHeading();
    target?.focus();
  };
  window.setTimeout(look, 0);
}
