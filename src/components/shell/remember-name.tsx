'use client';

import { useEffect } from 'react';

/** docs/product-rules.md §3 storage key of the profile's name. */
export const USER_NAME_KEY = 'userName';

/**
 * Caches the loaded profile's name in local storage (docs/product-rules.md §3), on every load and not only after
 * a save; a profile without a name (shown as the login email) leaves no stale name behind.
 */
export function RememberName({ name, email }: { name: string; email: string }) {
  useEffect(() => {
    if (name === email) window.localStorage.removeItem(USER_NAME_KEY);
    else window.localStorage.setItem(USER_NAME_KEY, name);
  }, [name, email]);
  return null;
}
