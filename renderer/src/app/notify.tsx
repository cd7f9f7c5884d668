import { lazy, useSyncExternalStore } from 'react';
import { notificationsWanted, subscribeNotifications } from '../models/notify';

const Notifier = lazy(() => import('./Notifier'));

/** The notifications container once something was notified (render inside Suspense). */
export function NotifierHost() {
  const show = useSyncExternalStore(subscribeNotifications, notificationsWanted);
  return show ? <Notifier /> : null;
}
