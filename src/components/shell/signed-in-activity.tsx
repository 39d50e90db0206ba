'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { api } from '~/trpc/react';
import { useSessionStatus } from '../providers/session';

/**
 * docs/product-rules.md §4.3 on every page, guarded or not: after each completed route change (a
 * new path, or the same path with a new query: a page of results, a filter, a search), a signed-in
 * person's activity ping (a failure is only logged), and the analytics script once someone is
 * signed in. A sign-in or sign-out on the same page is not a route change: it sends no ping.
 */
export function SignedInActivity(props: { analyticsUrl: string | null; nonce?: string }) {
  // The query is read in the browser only; the server renders nothing here either way.
  return (
    <Suspense fallback={null}>
      <Activity {...props} />
    </Suspense>
  );
}

function Activity({ analyticsUrl, nonce }: { analyticsUrl: string | null; nonce?: string }) {
  const status = useSessionStatus();
  const pathname = `${usePathname()}?${useSearchParams().toString()}`;
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
