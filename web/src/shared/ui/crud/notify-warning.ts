import { notifications } from '@mantine/notifications';

/** A yellow toast when an action cannot start (e.g. bulk delete without a selection). */
export function notifyWarning(message: string, id?: string): void {
  notifications.show({ id, color: 'yellow', message, autoClose: 4000, withCloseButton: true });
}
