import { notifications } from '@mantine/notifications';

/** A green toast for a finished action (added, updated, deleted, operation succeeded). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000, withCloseButton: true });
}
