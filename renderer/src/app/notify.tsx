import { lazy, useSyncExternalStore } from 'react';
import { notificationsWanted, subscribeNotifications } from '../models/notify';

const Notifier = lazy(() => import('./Notifier'));

// Features import notify from models/notify.ts; this re-export serves settings/ConnectionSection.tsx
// until its imports follow (it is being edited elsewhere), then goes.
export { notify, notifyError } from '../models/notify';

/** The notifications container once something was notified (render inside Suspense). */
export function NotifierHost() {
  const show = useSyncExternalStore(subscribeNotifications, notificationsWanted);
  return show ? <Notifier /> : null;
}
