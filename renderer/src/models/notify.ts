import type { NotificationData } from '@mantine/notifications';

/*
 * Notifications as a leaf module: features call notify() without importing the shell. They are
 * never needed to draw the first screen, so the shell's container (app/notify.tsx, a lazy chunk)
 * mounts on the first notify(), and show() reaches the same module-level store.
 */

let wanted = false;
const subscribers = new Set<() => void>();

/** Shows a notification (loads the notifications module on first use). */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const s of subscribers) s();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** Takes a notification shown with this id away (what it said stopped being true). */
export function hideNotification(id: string): void {
  if (!wanted) return;
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));
}

/** Reports a failure with its exact message. */
export function notifyError(title: string, message: string): void {
  notify({ color: 'red', title, message, autoClose: 8000 });
}

/** Calls `listener` when the first notification is wanted; returns the unsubscribe. */
export function subscribeNotifications(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

/** Whether anything was notified yet (the container mounts from then on). */
export function notificationsWanted(): boolean {
  return wanted;
}
