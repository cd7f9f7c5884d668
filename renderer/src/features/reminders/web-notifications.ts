import type { ReminderEventT } from '../../../../shared/app/reminders';
import { on } from '../../contract/client';
import { useNavigation } from '../../models/navigation';
import { useWeek } from '../week/store';

/*
 * Web mode's reminders (issue 16 point 3): the core's `reminder` event shown through the browser's
 * Notification API, once the user allowed it (asked when a reminder is turned on, never before).
 * The desktop app shows them as OS notifications from main instead (electron/main/notifications.ts),
 * so the window there shows none of its own.
 */

/** Whether this page can show notifications (web mode, the API present). */
export function canNotify(): boolean {
  return window.psa === undefined && typeof window.Notification === 'function';
}

/** Asks the browser for permission (on the user's turning a reminder on); returns the answer. */
export async function askNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!canNotify()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

function show(reminder: ReminderEventT): void {
  if (!canNotify() || Notification.permission !== 'granted') return;
  const n = new Notification(reminder.title, { body: reminder.body, tag: reminder.kind });
  n.onclick = () => {
    window.focus();
    useNavigation.getState().go(reminder.target.section);
    // A week's reminder opens that week (the oldest not submitted, say), not only the section.
    if (reminder.target.section === 'week' && reminder.target.date)
      useWeek.getState().goTo(reminder.target.date);
    n.close();
  };
}

/** Shows the core's reminders as browser notifications; returns the unsubscribe. */
export function listenForReminders(): () => void {
  return on('reminder', show);
}
