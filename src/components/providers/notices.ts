'use client';

import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

// Mantine's notifications (their store, view, transitions and styles) load with the first message
// shown: most page loads show none, so none of that is in a page's first-load JavaScript.
const loadMantine = () => import('@mantine/notifications');
const listeners = new Set<() => void>();
let isWanted = false;

/** Shows and hides the app's notifications (Mantine's, loaded on first use). */
export const notices = {
  show(notice: NotificationData) {
    if (!isWanted) {
      isWanted = true;
      for (const listener of listeners) listener();
    }
    void loadMantine().then(({ notifications }) => notifications.show(notice));
  },
  hide(id: string) {
    void loadMantine().then(({ notifications }) => notifications.hide(id));
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a notification has been asked for in this page's life (the host then mounts the view). */
export function useNoticesWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
}
