/*
 * Unsaved form input kept in localStorage per form, so a reload (or a crash of the window) loses
 * nothing typed. Drafts are plain JSON of the form's text fields; a field whose default is null
 * holds an id (decimal text) or null.
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
      // A draft of an older version kept ids as numbers: those are dropped, not taken as ids.
      const fits = typeof v === typeof d || v === null || (d === null && typeof v === 'string');
      if (k in defaults && fits) out[k] = v;
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
