import 'server-only';
import { cookies, headers } from 'next/headers';
import { env } from '~/env';
import { memoryDeviceStore, type TRequestInfo, type TSession } from './types';
import { getDeps } from '../deps';
import { cookieDeviceStore } from './device-cookie';
import { sessionFromCookies } from './session';

/** The caller of the current server request (route handlers, server components); expired tokens are refreshed. */
export async function getSession(): Promise<TSession> {
  return sessionFromCookies((await cookies()).getAll(), env.NEXTAUTH_SECRET, { refresh: getDeps().auth?.refresher });
}

/** The first address of the proxy chain, else the direct peer as Next reports it. */
export function clientAddress(all: Headers): string {
  return all.get('x-forwarded-for')?.split(',')[0]?.trim() || all.get('x-real-ip')?.trim() || 'unknown';
}

/** Address and remembered devices of the current request, for the identity flows. */
export async function getRequestInfo(): Promise<TRequestInfo> {
  const auth = getDeps().auth;
  const devices = auth ? cookieDeviceStore(auth.sealer, env.APP_URL.startsWith('https:')) : memoryDeviceStore();
  return { address: clientAddress(await headers()), devices };
}
