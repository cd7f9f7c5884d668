import { useEffect, useState } from 'react';
import type { ChoiceT } from '../../../../shared/app/channels/entries';
import { invoke } from '../../contract/client';
import { lineIdOf, lineName } from '../../components/ContractLineInput';
import { onTablesChanged } from '../../models/data-changed';
import { i18n } from '../../i18n';

/*
 * Contract lines and roles to offer for a project (the API has no endpoint for them: the core
 * answers with those seen on the project's pulled entries). Cached per project until entries change.
 */

export interface Lines {
  contractLines: ChoiceT[];
  roles: ChoiceT[];
  /** Why the lists may be incomplete (the project's lines could not be pulled, e.g. offline). */
  note?: string;
  /** Loaded, and the project's entries name no line (or no role): the field says so and what to do. */
  none?: { lines: boolean; roles: boolean };
}

const cache = new Map<string, Promise<Lines>>();
const EMPTY: Lines = { contractLines: [], roles: [] };

/**
 * A project's lines and roles; when its recent entries were never pulled (a project picked before
 * the sync reached it), the core pulls them once now, so they are offered by name (issue 13).
 */
async function loadLines(projectId: string): Promise<Lines> {
  const lines = await invoke('entries:lines', { projectId });
  if (lines.pulled) return withNone(lines);
  const pulled = await invoke('entries:refreshLines', { projectId });
  if (pulled.state === 'unknown') return { ...lines, note: pulled.message };
  return withNone(await invoke('entries:lines', { projectId }));
}

/** Marks lists known to be empty (pulled, nothing seen), so the field says it instead of nothing. */
function withNone(l: Lines): Lines {
  return { ...l, none: { lines: l.contractLines.length === 0, roles: l.roles.length === 0 } };
}

/**
 * What to say under a line (or role) field: why its list may be incomplete, or, when the project
 * is known to name none yet (walkthrough 30), that plainly with what to do; nothing otherwise.
 */
export function choiceNote(lines: Lines, which: 'lines' | 'roles'): string | undefined {
  if (lines.note) return lines.note;
  if (!lines.none?.[which]) return undefined;
  return i18n.t(which === 'lines' ? 'common:lineInput.noLines' : 'common:lineInput.noRoles');
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

/** How a line or role reads in a picker and its field: by its name alone ("Consulting hours"). */
export function choiceLabel(c: ChoiceT, kind = 'Line'): string {
  return lineName(c, kind);
}

/**
 * The id a picker's value stands for, as decimal text (ids up to 19 digits do not fit a JS
 * number): an offered id, a bare id typed as a last resort, an offered name, or a "(id)" at the
 * end as older drafts wrote it; null when it names none.
 */
export function idFromText(text: string, options: readonly ChoiceT[]): string | null {
  const id = lineIdOf(text, options);
  if (options.some((o) => o.id === id)) return id;
  // A provisional (negative) id means something only when it is offered (a line imported here).
  return /^\d{1,19}$/.test(id) ? id : null;
}

onTablesChanged(['timesheets', 'expenses', 'projects'], () => {
  cache.clear();
  known.clear();
});
