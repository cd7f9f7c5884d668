import { addDays, localDate, mondayOf } from '../../../../shared/app/entry-time';
import {
  heldEntryStarts,
  listHeld,
  recordSubmission,
  releaseHeld,
  releaseHeldBetween,
} from '../../db/repositories/holds';
import type { Db } from '../../db/connection';
import { writeTransaction } from '../../db/transaction';
import { emitChange, nowIso, type Replica } from '../../replica/context';
import { weekBounds } from './week';

/*
 * Week submission (issue 16 point 4). The API cannot change a synced timesheet, so with the
 * setting on a week's new entries stay held here (editable) until the consultant submits the
 * week; then their creates join the queue and follow the exactly-once push. Turning the setting
 * off holds no new entry but releases none: what is held waits for its week's submission.
 */

/**
 * Submits the week holding `anyDay` as the user's weeks run (Monday or Sunday first, firstDay):
 * its held creates join the queue and the submission is recorded under the week's first day, in
 * one transaction. A second submit releases only what was held since (none: 0). The hold is this
 * computer's alone, so a Sunday week releases exactly the seven days the user saw.
 */
export function submitWeek(
  r: Replica,
  anyDay: string,
  firstDay: 1 | 7 = 1,
): { released: number; submittedAt: string } {
  const { monday, from, to } = weekBounds(anyDay, firstDay);
  const result = writeTransaction(r.db, () => {
    const weekEnd = addDays(monday, 7);
    const expenses = listHeld(r.db).filter(
      (h) => h.entity === 'expenses' && h.day >= monday && h.day < weekEnd,
    );
    const released =
      releaseHeldBetween(r.db, from, to) +
      releaseHeld(
        r.db,
        expenses.map((h) => h.outboxId),
      );
    const at = nowIso(r);
    recordSubmission(r.db, monday, at);
    return { released, submittedAt: at };
  });
  emitChange(r, ['timesheets', 'expenses']);
  return result;
}

/**
 * The Mondays of weeks before the one holding `today` that still hold entries, oldest first: what
 * a Monday reminder ("last week is not submitted") names. Empty while the setting is off and
 * nothing is held.
 */
export function unsubmittedWeeks(db: Db, today: string): string[] {
  const current = mondayOf(today);
  const weeks = new Set<string>();
  for (const start of heldEntryStarts(db)) {
    const monday = mondayOf(localDate(start));
    if (monday < current) weeks.add(monday);
  }
  return [...weeks].sort();
}
