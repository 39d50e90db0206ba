'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { readTimeZone, TIME_ZONE_COOKIE } from '~/domain/time-zone';

/**
 * Tells the server the browser's time zone (a cookie), so dates (a renewal, a posting) are the
 * person's own day, not UTC's: when it differs from the one this page was rendered in, the cookie
 * is written and the page rendered again, once.
 */
export function TimeZoneSync({ current }: { current: string }) {
  const router = useRouter();
  useEffect(() => {
    const browser = readTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (browser === current) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browser)}; path=/; max-age=31536000; samesite=lax`;
    router.refresh();
  }, [current, router]);
  return null;
}
