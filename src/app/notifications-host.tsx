import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

/** The notification stack (main.tsx mounts it with the first notice), below the top bar's buttons. */
export default function NotificationsHost() {
  return <Notifications position="top-right" classNames={{ root: classes.root }} />;
}
