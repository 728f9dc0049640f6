import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toasts' container (with its transitions, drag to dismiss and scroll-lock classes) loads with the first toast:
// notifications.show() only queues in the store, so a page without a toast (the login page) never loads it.
const Notifications = lazy(() => import('./notifications-container').then((module) => ({ default: module.Notifications })));

/** Mantine's Notifications, mounted (and loaded) once the store holds a notification; then kept. */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) {
    setNeeded(true);
  }
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
