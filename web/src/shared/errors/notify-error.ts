import { notifications } from '@mantine/notifications';

/** Shows an error toast. Toasts with the same id replace each other instead of piling up. */
export function notifyError(message: string, id?: string): void {
  notifications.show({ id, color: 'red', message, autoClose: 5000, withCloseButton: true });
}
