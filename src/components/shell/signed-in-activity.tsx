'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { api } from '~/trpc/react';
import { useSessionStatus } from '../providers/session';

/**
 * docs/product-rules.md §4 on every page, guarded or not: after each completed route change, a signed-in person's
 * activity ping (a failure is only logged), and the analytics script once someone is signed in.
 * A sign-in or sign-out on the same page is not a route change: it sends no ping.
 */
export function SignedInActivity({ analyticsUrl, nonce }: { analyticsUrl: string | null; nonce?: string }) {
  const status = useSessionStatus();
  const pathname = usePathname();
  const { mutate: ping } = api.user.lastActive.useMutation({ onError: (error) => console.warn('Activity update failed', error) });
  // The route change waiting for its ping, until the session is known (the first page load).
  const waiting = useRef<string | null>(null);
  useEffect(() => {
    waiting.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (status === 'loading' || waiting.current === null) return;
    waiting.current = null;
    if (status === 'authenticated') ping();
  }, [pathname, status, ping]);
  useEffect(() => {
    if (status === 'authenticated' && analyticsUrl) addScriptOnce(analyticsUrl, nonce);
  }, [status, analyticsUrl, nonce]);
  return null;
}

/** A script added after the page is interactive, once per page load (next/script's `afterInteractive` without its 1.5 kB). */
function addScriptOnce(src: string, nonce: string | undefined) {
  if ([...document.scripts].some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  document.body.append(script);
}
