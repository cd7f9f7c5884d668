import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import classes from './Notifier.module.css';

/**
 * The notifications container, loaded lazily by main.tsx: bottom right, lifted above the status bar
 * so that a notification never hides "Sync now" or the pending count.
 */
export default function Notifier() {
  return <Notifications position="bottom-right" limit={4} classNames={{ root: classes.root }} />;
}
