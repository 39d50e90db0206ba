'use client';

import type { QueryClient } from '@tanstack/react-query';
import { WELCOME_SEEN_KEY } from '../dashboard/welcome-key';
import { endSession } from '../providers/session';

/** Kept across logout (docs/product-rules.md §4); everything else in both storages is cleared. */
const KEPT_KEYS = [WELCOME_SEEN_KEY];

export function clearBrowserStorage(local: Storage, session: Storage) {
  const kept = KEPT_KEYS.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}

/** Signs out, clears storage and cached data, and always ends on /auth, even when sign-out fails. */
export async function logout(queryClient: QueryClient, go: (href: string) => void) {
  try {
    await endSession();
  } catch (error) {
    console.error('Sign-out failed', error);
  } finally {
    clearBrowserStorage(window.localStorage, window.sessionStorage);
    queryClient.clear();
    go('/auth');
  }
}
