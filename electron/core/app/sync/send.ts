import { weekStartOf } from '../../../../shared/app/entry-time';
import type { SendScope } from '../../../../shared/app/send-rule';
import { listHeld, releaseHeld } from '../../db/repositories/holds';
import { writeTransaction } from '../../db/transaction';
import { emitChange, type Replica } from '../../replica/context';

/**
 * Send now: releases the held entries (hours and expenses) of one day, of the week holding a day
 * (as the user's weeks run) or all of them, whatever the send rule; the next sync delivers them.
 * Returns how many were released.
 */
export function sendHeld(r: Replica, scope: SendScope): number {
  const firstDay = scope.firstDay ?? 1;
  const released = writeTransaction(r.db, () => {
    const held = listHeld(r.db);
    const chosen =
      scope.scope === 'all'
        ? held
        : scope.scope === 'day'
          ? held.filter((h) => h.day === scope.day)
          : held.filter((h) => weekStartOf(h.day, firstDay) === weekStartOf(scope.day ?? '', firstDay));
    return releaseHeld(
      r.db,
      chosen.map((h) => h.outboxId),
    );
  });
  if (released > 0) emitChange(r, ['timesheets', 'expenses']);
  return released;
}
