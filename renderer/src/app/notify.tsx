import { lazy, useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

/*
 * Notifications are never needed to draw the first screen: their container (Notifier.tsx, a lazy
 * chunk) mounts on the first notify(), and show() reaches the same module-level store.
 */

let wanted = false;
const subscribers = new Set<() => void>();

const Notifier = lazy(() => import('./Notifier'));

/** Shows a notification (loads the notifications module on first use). */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const s of subscribers) s();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** Reports a failure with its exact message. */
export function notifyError(title: string, message: string): void {
  notify({ color: 'red', title, message, autoClose: 8000 });
}

function subscribe(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

/** The notifications container once something was notified (render inside Suspense). */
export function NotifierHost() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  return show ? <Notifier /> : null;
}
