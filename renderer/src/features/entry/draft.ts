/*
 * Unsaved form input kept in localStorage per form, so a reload (or a crash of the window) loses
 * nothing typed. Drafts are plain JSON of the form's text fields.
 */

const PREFIX = 'psa:draft:';

/** The saved draft of a form merged over its defaults (unknown or broken drafts give the defaults). */
export function readDraft<T extends object>(form: string, defaults: T): T {
  try {
    const raw = localStorage.getItem(PREFIX + form);
    if (!raw) return defaults;
    const saved = JSON.parse(raw) as unknown;
    if (!saved || typeof saved !== 'object') return defaults;
    const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
    for (const [k, v] of Object.entries(saved)) {
      const d = (defaults as Record<string, unknown>)[k];
      if (k in defaults && (typeof v === typeof d || d === null || v === null)) out[k] = v;
    }
    return out as T;
  } catch {
    return defaults;
  }
}

/** Saves a form's draft. */
export function writeDraft(form: string, draft: object): void {
  try {
    localStorage.setItem(PREFIX + form, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the reload safety net is gone.
  }
}
