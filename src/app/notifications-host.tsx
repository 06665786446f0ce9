import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The notification stack (main.tsx mounts it with the first notice). */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
