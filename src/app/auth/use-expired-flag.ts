'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { SUBSCRIPTION_EXPIRED_FLAG } from '~/domain/subscription';

/** Session storage has no change events within a tab; the flag is read once per render. */
const noChanges = () => () => {};

/**
 * docs/product-rules.md §4: a refused access (`?reason=expired`) sets the flag; true when it is set now or an
 * earlier refusal set it in this tab.
 */
export function useExpiredFlag(isExpiredRedirect: boolean): boolean {
  useEffect(() => {
    if (isExpiredRedirect) window.sessionStorage.setItem(SUBSCRIPTION_EXPIRED_FLAG, 'true');
  }, [isExpiredRedirect]);
  const isFlagged = useSyncExternalStore(
    noChanges,
    () => window.sessionStorage.getItem(SUBSCRIPTION_EXPIRED_FLAG) === 'true',
    () => false,
  );
  return isExpiredRedirect || isFlagged;
}
