import { useEffect, useState } from 'react';
import type { ChoiceT } from '../../../../shared/app/channels/entries';
import { invoke } from '../../contract/client';
import { isProvisionalId, unnamed } from '../../../../shared/provisional';
import { onTablesChanged } from '../../models/data-changed';

/*
 * Contract lines and roles to offer for a project (the API has no endpoint for them: the core
 * answers with those seen on the project's pulled entries). Cached per project until entries change.
 */

export interface Lines {
  contractLines: ChoiceT[];
  roles: ChoiceT[];
  /** Why the lists may be incomplete (the project's lines could not be pulled, e.g. offline). */
  note?: string;
}

const cache = new Map<string, Promise<Lines>>();
const EMPTY: Lines = { contractLines: [], roles: [] };

/**
 * A project's lines and roles; when its recent entries were never pulled (a project picked before
 * the sync reached it), the core pulls them once now, so they are offered by name (issue 13).
 */
async function loadLines(projectId: string): Promise<Lines> {
  const lines = await invoke('entries:lines', { projectId });
  if (lines.pulled) return lines;
  const pulled = await invoke('entries:refreshLines', { projectId });
  if (pulled.state === 'unknown') return { ...lines, note: pulled.message };
  return invoke('entries:lines', { projectId });
}

/** Lines and roles already fetched, by project: a form reads them when it saves (no waiting). */
const known = new Map<string, Lines>();

/** The lines and roles of a project fetched so far (empty before the first fetch). */
export function knownLines(projectId: string | null): Lines {
  return (projectId !== null && known.get(projectId)) || EMPTY;
}

/** The lines and roles of a project (fetched once, shared by every picker). */
export function fetchLines(projectId: string): Promise<Lines> {
  let p = cache.get(projectId);
  if (!p) {
    p = loadLines(projectId).then(
      (l) => {
        known.set(projectId, l);
        return l;
      },
      () => {
        cache.delete(projectId);
        return EMPTY;
      },
    );
    cache.set(projectId, p);
  }
  return p;
}

/** The lines and roles of a project, or empty lists while loading or without a project. */
export function useLines(projectId: string | null): Lines {
  const [lines, setLines] = useState<{ projectId: string | null; lines: Lines }>({
    projectId: null,
    lines: EMPTY,
  });
  useEffect(() => {
    if (projectId === null) return;
    let live = true;
    void fetchLines(projectId).then((l) => live && setLines({ projectId, lines: l }));
    return () => {
      live = false;
    };
  }, [projectId]);
  return lines.projectId === projectId ? lines.lines : EMPTY;
}

/** How a line or role reads in a picker: "Consulting hours (10)"; one known only here, by its name alone. */
export function choiceLabel(c: ChoiceT): string {
  return isProvisionalId(c.id) ? (c.name ?? unnamed('Line', c.id)) : `${c.name ?? 'Unnamed'} (${c.id})`;
}

/**
 * The id a picker's text stands for, as decimal text (ids up to 19 digits do not fit a JS
 * number): a bare id, an offered label, or a "(id)" at the end; null when it names none.
 */
export function idFromText(text: string, options: readonly ChoiceT[]): string | null {
  const t = text.trim();
  if (/^\d{1,19}$/.test(t)) return t;
  const exact = options.find((o) => choiceLabel(o).toLowerCase() === t.toLowerCase() || o.name === t);
  if (exact) return exact.id;
  const m = /\((-?\d{1,19})\)$/.exec(t);
  return m?.[1] ?? null;
}

onTablesChanged(['timesheets', 'expenses', 'projects'], () => {
  cache.clear();
  known.clear();
});
