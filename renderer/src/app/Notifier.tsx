import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** The notifications container, loaded lazily by main.tsx. */
export default function Notifier() {
  return <Notifications position="bottom-right" limit={4} />;
}
