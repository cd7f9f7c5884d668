import type { WeekEntryT } from '../../../../shared/app/channels/week';
import { DAY_START_MINUTES, localDate, localInstant, localTime } from '../../../../shared/app/entry-time';
import { parseDateText } from '../../components/date-text';
import { invoke } from '../../contract/client';
import { fetchLines, idFromText } from './lines';
import { useQuickEntry, type QuickDraft } from './store';

/*
 * What quick entry fills in by itself: a project's line and role, and where a day's next entry
 * starts. Never over what the user typed (the draft's `typed`), and only for the question still
 * asked (the project or day may change while the core answers).
 */

/**
 * Where the next entry of a day starts: the end of the user's last entry that day (as the grid's
 * defaultStart in electron/core/app/week/cells.ts), 09:00 on an empty day; hh:mm.
 */
function startAfter(date: string, entries: readonly Pick<WeekEntryT, 'date' | 'to'>[]): string {
  const nine = localInstant(date, DAY_START_MINUTES);
  const last = Math.max(nine, ...entries.filter((e) => e.date === date).map((e) => Date.parse(e.to)));
  // A day booked up to midnight: the last minute of the day, not 00:00 of the next one.
  const end = localInstant(date, 24 * 60 - 1);
  return localTime(localDate(last) === date ? last : end);
}

/** Where the next entry of a day starts, from the user's entries of that day (week:get). */
async function dayStart(date: string): Promise<string> {
  const { entries } = await invoke('week:get', { weekStart: date });
  return startAfter(date, entries);
}

/**
 * Fills the line and role with the project's defaults (the user's most used there, else the
 * first offered), unless the user typed them after choosing the project.
 */
export async function defaultLines(projectId: string): Promise<void> {
  const lines = await fetchLines(projectId);
  const { draft, patch } = useQuickEntry.getState();
  if (draft.projectId !== projectId) return;
  const firstLine = lines.contractLines[0];
  const firstRole = lines.roles[0];
  const p: Partial<QuickDraft> = {};
  if (firstLine && !draft.typed.line && idFromText(draft.line, lines.contractLines) === null)
    p.line = firstLine.id;
  if (firstRole && !draft.typed.role && idFromText(draft.role, lines.roles) === null) p.role = firstRole.id;
  if (Object.keys(p).length > 0) patch(p);
}

/**
 * Fills From with where the draft's day is free (startAfter) for a new entry; never over a From
 * the user typed.
 */
export async function defaultFrom(): Promise<void> {
  const { draft } = useQuickEntry.getState();
  if (draft.editId !== null || draft.typed.from) return;
  const day = parseDateText(draft.date);
  if (!day.ok) return;
  const from = await dayStart(day.date);
  const now = useQuickEntry.getState();
  // Anything typed, saved or asked meanwhile wins: this answer is for a question no longer asked.
  if (now.draft !== draft || now.saving || now.asks !== null || draft.from === from) return;
  now.patch({ from });
}
