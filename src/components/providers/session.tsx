'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * The browser's side of the session, in place of next-auth's client (about 8 kB gzip on every
 * page): the three calls Rumbo makes to next-auth's endpoints, and a watcher that reads the
 * session now, every few minutes and when the tab comes back. Reading `/api/auth/session` is what
 * refreshes expired tokens into the cookie; the browser only learns whether someone is signed in.
 */
export type TSessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Polling the session endpoint rewrites the cookie with refreshed tokens before they expire. */
const POLL_MS = 4 * 60_000;
/** Sign-in and sign-out in this tab tell the provider at once. */
const CHANGED_EVENT = 'rumbo:session-changed';

/**
 * The status lives outside React's tree, in a store its readers subscribe to: a change re-renders
 * those readers only (one component), where a provider's new value would be offered to the whole
 * page below it, still hydrating when the first answer comes.
 */
const store = {
  status: 'loading' as TSessionStatus,
  listeners: new Set<() => void>(),
  set(next: TSessionStatus) {
    if (next === store.status) return;
    store.status = next;
    for (const listener of store.listeners) listener();
  },
  subscribe(listener: () => void) {
    store.listeners.add(listener);
    return () => void store.listeners.delete(listener);
  },
};

async function readStatus(): Promise<TSessionStatus> {
  const response = await fetch('/api/auth/session', { cache: 'no-store' });
  const body: unknown = response.ok ? await response.json() : null;
  const user = body && typeof body === 'object' && 'user' in body ? body.user : null;
  return user && typeof user === 'object' && 'email' in user && user.email ? 'authenticated' : 'unauthenticated';
}

/** What one of next-auth's form endpoints answered: its status and the address it would go to. */
type TAuthAnswer = { ok: boolean; status: number; url: URL | null };

/**
 * Posts a form to one of next-auth's endpoints with its CSRF token, as its own client does.
 * next-auth sets its CSRF cookie on the first call to any of its endpoints that finds none, so on
 * a first visit the session read and the token read can each set one and the token may no longer
 * match the cookie the browser kept: next-auth then answers 200 with `?csrf=true` and does
 * nothing. The token is read again (it now comes from the cookie that stayed) and the form sent
 * once more.
 */
async function postAuthForm(path: string, fields: Record<string, string>): Promise<TAuthAnswer> {
  for (let attempt = 1; ; attempt++) {
    const { csrfToken } = (await (await fetch('/api/auth/csrf', { cache: 'no-store' })).json()) as { csrfToken: string };
    const body = new URLSearchParams({ ...fields, csrfToken, callbackUrl: window.location.href, json: 'true' });
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    const { url } = (await response.json().catch(() => ({}))) as { url?: unknown };
    const answer = { ok: response.ok, status: response.status, url: typeof url === 'string' ? new URL(url, window.location.href) : null };
    if (answer.url?.searchParams.get('csrf') !== 'true' || attempt === 2) return answer;
  }
}

/** Turns a finished sign-in's one-minute ticket into the session cookie; answers next-auth's error code, or null. */
export async function startSession(ticket: string): Promise<string | null> {
  const { ok, url } = await postAuthForm('/api/auth/callback/credentials', { ticket });
  window.dispatchEvent(new Event(CHANGED_EVENT));
  const error = url ? (url.searchParams.get('error') ?? (url.searchParams.get('csrf') === 'true' ? 'csrf' : null)) : 'failed';
  return ok && !error ? null : (error ?? 'failed');
}

/** Ends the session (the server also revokes the refresh token); throws when the server refused. */
export async function endSession(): Promise<void> {
  const { ok, status, url } = await postAuthForm('/api/auth/signout', {});
  window.dispatchEvent(new Event(CHANGED_EVENT));
  if (!ok || url?.searchParams.get('csrf') === 'true') throw new Error(`Sign-out answered ${status}${ok ? ' (CSRF token refused)' : ''}`);
}

/** Reads the session now, every few minutes, when the tab comes back and after a sign-in or sign-out here. */
export function SessionStatusWatch() {
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      void readStatus()
        .then((next) => isCurrent && store.set(next))
        .catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && read();
    read();
    const timer = window.setInterval(read, POLL_MS);
    window.addEventListener(CHANGED_EVENT, read);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
      window.removeEventListener(CHANGED_EVENT, read);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}

/** Whether someone is signed in in this browser, as the session endpoint last said ('loading' on the server and before the first answer). */
export const useSessionStatus = () =>
  useSyncExternalStore(
    store.subscribe,
    () => store.status,
    () => 'loading' as const,
  );
