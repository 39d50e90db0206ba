import 'server-only';
import { cookies, headers } from 'next/headers';
import { env } from '~/env';
import { memoryDeviceStore, type TRequestInfo, type TSession } from './types';
import { getDeps } from '../deps';
import { cookieDeviceStore } from './device-cookie';
import { sessionCookie, sessionCookieName, sessionFromCookies } from './session';

/** The caller of the current server request (route handlers, server components); expired tokens are refreshed. */
export async function getSession(): Promise<TSession> {
  return sessionFromCookies((await cookies()).getAll(), env.NEXTAUTH_SECRET, { refresh: getDeps().auth?.refresher });
}

/**
 * Whether the request carries a session cookie at all, unread: enough to choose a way back (the
 * not-found page, which Next renders with every page as its boundary), never to grant anything.
 */
export async function hasSessionCookie(): Promise<boolean> {
  return sessionCookie((await cookies()).getAll(), sessionCookieName(env.APP_URL)) !== undefined;
}

/**
 * The caller's address, for rate limits. The production server (src/server/http-server.mjs) sets
 * X-Forwarded-For to exactly one address, derived from the socket and TRUSTED_PROXY_HOPS, so the
 * value is taken whole (under `next dev` it is whatever arrived, or the socket's peer).
 */
export function clientAddress(all: Headers): string {
  return all.get('x-forwarded-for')?.trim() || 'unknown';
}

/** Address and remembered devices of the current request, for the identity flows. */
export async function getRequestInfo(): Promise<TRequestInfo> {
  const auth = getDeps().auth;
  const devices = auth ? cookieDeviceStore(auth.sealer, env.APP_URL.startsWith('https:')) : memoryDeviceStore();
  return { address: clientAddress(await headers()), devices };
}
