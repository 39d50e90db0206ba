import 'server-only';
import { ENTRY_HEADER, entryToken } from '~/server/client-address.mjs';
import { cookies, headers } from 'next/headers';
import { env } from '~/env';
import { memoryDeviceStore, type TRequestInfo, type TSession } from '../auth/types';
import { getDeps } from '../deps';
import { cookieDeviceStore } from '../auth/device-cookie';
import { sessionCookie, sessionCookieName, sessionFromCookies } from '../auth/session';
import type { TUserRecord } from '../db/users-repo';
import { currentCaller } from '../auth/ended-sessions';
import { log } from '~/server/log.mjs';

/** The session cookie of the current request, decoded (expired tokens refreshed); not yet checked against the person's record. */
async function cookieSession(): Promise<TSession> {
  return sessionFromCookies((await cookies()).getAll(), env.NEXTAUTH_SECRET, { refresh: getDeps().auth?.refresher });
}

/**
 * The caller of the current server request and their record (read once for both), or no caller
 * when the cookie is missing, unreadable or names a session that has ended (ended-sessions.ts);
 * expired tokens are refreshed. A failed read of the record throws.
 */
export async function readCaller(): Promise<{ session: TSession; user: TUserRecord | null | undefined }> {
  return currentCaller(await cookieSession(), getDeps().users.get);
}

/**
 * The caller of the current server request (route handlers, server components); no caller when
 * their record cannot be read. Reading the cookies stays outside the catch: it is how Next learns
 * that a page depends on the request.
 */
export async function getSession(): Promise<TSession> {
  const session = await cookieSession();
  try {
    return (await currentCaller(session, getDeps().users.get)).session;
  } catch (error) {
    log.error({ err: error }, 'Reading the caller’s record failed');
    return null;
  }
}

/**
 * Whether the request carries a session cookie at all, unread: enough to choose a way back (the
 * not-found page, which Next renders with every page as its boundary), never to grant anything.
 */
export async function hasSessionCookie(): Promise<boolean> {
  return sessionCookie((await cookies()).getAll(), sessionCookieName(env.APP_URL)) !== undefined;
}

/** Every caller's address when no entry of Rumbo's vouches for one: one bucket for all (logged at start). */
export const SHARED_ADDRESS = 'shared';

/**
 * The caller's address, for rate limits. The production server (src/server/http-server.mjs) sets
 * X-Forwarded-For to exactly one address, derived from the socket and TRUSTED_PROXY_HOPS, and
 * vouches for it with this process's entry token; the value is then taken whole. A request the
 * entry did not pin (Next's own or standalone server, a forged header) gets SHARED_ADDRESS, so
 * no client chooses its own bucket; under `next dev` the address Next filled in is used.
 */
export function clientAddress(all: Headers): string {
  const token = entryToken();
  const isVouched = token !== undefined && all.get(ENTRY_HEADER) === token;
  if (!isVouched && env.NODE_ENV !== 'development') return SHARED_ADDRESS;
  return all.get('x-forwarded-for')?.trim() || 'unknown';
}

/** Address and remembered devices of the current request, for the identity flows. */
export async function getRequestInfo(): Promise<TRequestInfo> {
  const auth = getDeps().auth;
  const devices = auth ? cookieDeviceStore(auth.sealer, env.APP_URL.startsWith('https:')) : memoryDeviceStore();
  return { address: clientAddress(await headers()), devices };
}
