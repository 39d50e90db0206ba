'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '~/domain/time-zone';

/** The zone this browser last reported, as its cookie holds it. */
function reportedZone(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(TIME_ZONE_COOKIE.length + 1)) : null;
}

/** Whether two zones show the same clock now and in half a year (one zone spelled two ways, or two that agree). */
function isSameClock(a: string, b: string): boolean {
  const at = (zone: string, when: number) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(when);
    } catch {
      return null;
    }
  };
  const now = Date.now();
  return [now, now + 182 * 86_400_000].every((when) => at(a, when) !== null && at(a, when) === at(b, when));
}

/**
 * Tells the server the browser's time zone (a cookie), so dates (a renewal, a posting) are the
 * person's own day, not UTC's: when the browser's zone is not the one reported yet, the cookie is
 * written, and the page rendered again (once) if its clock differs from the one it was rendered in. The comparison is with the cookie, not with the
 * zone the page was rendered in: the server may spell a zone otherwise ("Etc/UTC" and "UTC").
 */
export function TimeZoneSync({ current }: { current: string }) {
  const router = useRouter();
  useEffect(() => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browser || browser === current || reportedZone() === browser) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browser)}; path=/; max-age=31536000; samesite=lax`;
    // Rendered again only when the dates on it would read otherwise.
    if (!isSameClock(browser, current)) router.refresh();
  }, [current, router]);
  return null;
}
