import type { SearchHitT } from '../../../shared/app/channels/search';

/*
 * Where the keyboard lands after a record is opened from elsewhere (the command palette): the
 * heading of its card or detail. The heading is focusable by script only (tabIndex -1, not a Tab
 * stop) and marked with the record's kind and id, so the opener finds the right one once the
 * section has loaded it (the record may arrive after a fetch).
 */

/** A record kind the palette opens. */
export type RecordKind = SearchHitT['kind'];

const ATTRIBUTE = 'data-record-heading';
/** How long to wait for the section to show the record before giving up (a failed load shows its error). */
const WAIT_MS = 10_000;

/** Props for a record's card/detail heading, so that `focusRecordHeading` can find and focus it. */
export function recordHeading(kind: RecordKind, id: string): { tabIndex: number; [ATTRIBUTE]: string } {
  return { tabIndex: -1, [ATTRIBUTE]: `${kind}:${id}` };
}

/** Focuses the record's heading as soon as its section shows it. */
export function focusRecordHeading(kind: RecordKind, id: string): void {
  const selector = `[${ATTRIBUTE}="${CSS.escape(`${kind}:${id}`)}"]`;
  const tryFocus = (): boolean => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return false;
    el.focus();
    return document.activeElement === el;
  };
  // After the frame that closes the opener (a dialog's focus trap lets go as it unmounts).
  requestAnimationFrame(() => {
    if (tryFocus()) return;
    // A section's own autofocus (its search field) as it mounts is no reason to stop; the user
    // pressing a key or clicking before the record shows is: the focus stays where they put it.
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
