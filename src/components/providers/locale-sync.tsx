'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isLocale, LOCALE_STORAGE_KEY, type TLocale } from '~/domain/locale';

/** Stores the choice where the server (cookie) and the browser (local storage) both see it. */
export function storeLocale(locale: TLocale) {
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie alone still carries the choice.
  }
}

/** A preference kept in local storage wins over the browser language on the next visit. */
export function LocaleSync() {
  const current = useLocale();
  const router = useRouter();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      return;
    }
    if (isLocale(stored) && stored !== current) {
      storeLocale(stored);
      router.refresh();
    } else if (stored !== null && !isLocale(stored)) {
      window.localStorage.removeItem(LOCALE_STORAGE_KEY);
    }
  }, [current, router]);
  return null;
}
