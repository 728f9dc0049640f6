// The module LazyNotifications loads: a re-export of its own, so that the container's code becomes a chunk of its
// own (a dynamic import of '@mantine/notifications' itself is the module the entry imports for the store).
export { Notifications } from '@mantine/notifications';
