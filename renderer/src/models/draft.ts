/*
 * Unsaved form input survives a reload and a restart: forms keep their draft in localStorage
 * under their own key, and drop it once saved.
 */

const PREFIX = 'psa.draft.';

/** The stored draft of a form, or null when there is none (or it cannot be read). */
export function readDraft<T extends object>(key: string, isDraft: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a form's draft (a full browser storage is not worth interrupting typing for). */
export function writeDraft(key: string, value: object): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form still works, the draft is just not kept.
  }
}

/** Drops a form's draft (after a save, or when the user clears the form). */
export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
