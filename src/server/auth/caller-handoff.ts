import { randomBytes } from 'node:crypto';
import type { TUserRecord } from '../db/users-repo';
import { processWide } from '../process-wide';
import type { TSession } from './types';

/**
 * The proxy's reading of a guarded page request (the decoded, possibly refreshed session and the
 * user record the access check read), left for that request's render: the render neither decodes
 * the cookie, refreshes the tokens nor reads the user a second time. The request carries only a
 * random key in an internal header the proxy always writes itself; the reading is taken once.
 */
export const CALLER_HANDOFF_HEADER = 'x-rumbo-caller';

/** Longer than any render takes to start; a reading not taken by then is dropped. */
export const HANDOFF_TTL_MS = 10_000;

export type TCallerReading = { session: NonNullable<TSession>; user: TUserRecord | null };
type TEntry = TCallerReading & { at: number };

// The proxy and the pages are separate bundles in one process: one store for both.
const readings = () => processWide('caller-handoff', () => new Map<string, TEntry>());

/** Keeps a reading for the request's render and returns its key (for the header). */
export function leaveReading(reading: TCallerReading, now = Date.now()): string {
  const store = readings();
  // Oldest first (insertion order): drop what no render took in time, e.g. a request cut off.
  for (const [key, entry] of store) {
    if (now - entry.at < HANDOFF_TTL_MS) break;
    store.delete(key);
  }
  const key = randomBytes(16).toString('base64url');
  store.set(key, { ...reading, at: now });
  return key;
}

/** The reading the proxy left under this key, once; nothing for an unknown, taken or stale key. */
export function takeReading(key: string | null | undefined, now = Date.now()): TCallerReading | undefined {
  if (!key) return undefined;
  const store = readings();
  const entry = store.get(key);
  if (!entry) return undefined;
  store.delete(key);
  return now - entry.at < HANDOFF_TTL_MS ? { session: entry.session, user: entry.user } : undefined;
}
