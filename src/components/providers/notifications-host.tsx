'use client';

import { lazyPart } from '../lazy-part';
import { useNoticesWanted } from './notices';

const NotificationsView = lazyPart(() => import('./notifications-view').then((module) => module.NotificationsView));

/** Renders the notifications once `notices.show` has been called; until then none of their code is loaded. */
export function NotificationsHost() {
  return useNoticesWanted() ? <NotificationsView /> : null;
}
