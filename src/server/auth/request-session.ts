import 'server-only';
import { cookies } from 'next/headers';
import { env } from '~/env';
import type { TSession } from '../api/trpc';
import { sessionFromCookies } from './session';

/** The caller of the current server request (route handlers, server components). */
export async function getSession(): Promise<TSession> {
  return sessionFromCookies((await cookies()).getAll(), env.NEXTAUTH_SECRET);
}
