'use client';

import { signInPath } from '~/domain/return-path';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/domain/subscription';

/** What the route guard needs to ask and to act on the answer. */
type TCheck = {
  /** The server's answer, never a cached one. */
  answer: Promise<{ state: string }>;
  /** Still the route change this check is for. */
  isCurrent: () => boolean;
  allow: () => void;
  leave: (href: string) => void;
};

/**
 * The client half of the access guard, on a route change (its own chunk: a page's first load,
 * checked by src/proxy.ts, never needs it). Expired: /auth shows the refusal; signed out
 * meanwhile: sign-in returns to this page; the check failing: /auth, saying the service is
 * unavailable, with a way back to this page.
 */
export async function checkAccess({ answer, isCurrent, allow, leave }: TCheck): Promise<void> {
  try {
    const { state } = await answer;
    if (!isCurrent()) return;
    if (state === 'ok') return allow();
    if (state === 'expired') {
      window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
      return leave('/auth');
    }
    leave(signInPath(`${window.location.pathname}${window.location.search}`));
  } catch {
    if (isCurrent()) leave(signInPath(`${window.location.pathname}${window.location.search}`, 'unavailable'));
  }
}
