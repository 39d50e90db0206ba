'use client';

import { useNotifications } from '@mantine/notifications';
import { useLatch } from '../use-latch';
import { lazyPart } from '../lazy-part';

// Mantine's notifications, their transitions and styles load with the first message shown: most
// page loads show none, so none of that is in a page's first-load JavaScript or blocking CSS.
const NotificationsView = lazyPart(() => import('./notifications-view').then((module) => module.NotificationsView));

/** Renders the notifications once `notifications.show` (from `@mantine/notifications`) has queued one. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  return useLatch(notifications.length + queue.length > 0) ? <NotificationsView /> : null;
}
