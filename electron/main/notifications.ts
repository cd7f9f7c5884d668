import type { ReminderEventT } from '../../shared/app/reminders';
import type { ContractCore } from './ipc';

/*
 * The core's reminders (issue 16 point 3) as OS notifications: each `reminder` event becomes one
 * Electron Notification, and a click opens the window at the reminder's target. Typed against the
 * few members used, so the unit test drives it with a fake and imports no Electron.
 */

/** What the adapter uses of an Electron `Notification`. */
export interface NotificationLike {
  show(): void;
  on(event: 'click' | 'close', listener: () => void): unknown;
}

/** Builds a notification (Electron: `new Notification(options)`), or null where the system shows none. */
export type NotificationFactory = (options: { title: string; body: string }) => NotificationLike | null;

/** Shows each reminder of the core as an OS notification; a click calls `open` with its target. Returns the stop. */
export function showReminderNotifications(
  core: Pick<ContractCore, 'on'>,
  make: NotificationFactory,
  open: (target: ReminderEventT['target']) => void,
): () => void {
  // Held until clicked or closed: a notification that is garbage-collected loses its click.
  const shown = new Set<NotificationLike>();
  const off = core.on('reminder', (reminder) => {
    const n = make({ title: reminder.title, body: reminder.body });
    if (!n) return;
    shown.add(n);
    n.on('click', () => {
      shown.delete(n);
      open(reminder.target);
    });
    n.on('close', () => shown.delete(n));
    n.show();
  });
  return () => {
    off();
    shown.clear();
  };
}
