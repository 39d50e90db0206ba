'use client';

import '~/components/mantine-parts-css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { MantineScope } from './mantine-scope';

export function NotificationsView() {
  return (
    <MantineScope>
      <Notifications position="top-right" />
    </MantineScope>
  );
}
