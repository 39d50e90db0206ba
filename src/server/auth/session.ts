import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import { env } from '~/env';
import type { TSession } from './types';
import { isSamePerson, needsRefresh, type TRefresher } from './refresh';

const ZToken = z.object({
  email: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresAt: z.number().optional(),
  deviceMetadata: z.object({ deviceKey: z.string() }).optional(),
  error: z.string().optional(),
});

type TCookie = { name: string; value: string };

/**
 * The session cookie's name for the app's address: next-auth writes `__Secure-…` under https, and
 * only that name is read there, so a cookie set without the Secure flag (over plain http, or by a
 * sibling site) can never stand in for it.
 */
export function sessionCookieName(appUrl: string): string {
  return isSecureUrl(appUrl) ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/** Whether cookies for this address must be Secure (https). */
export const isSecureUrl = (appUrl: string): boolean => appUrl.startsWith('https:');

/** The named session cookie; next-auth splits a large one into `<name>.0`, `<name>.1`, … */
export function sessionCookie(all: TCookie[], name: string): string | undefined {
  const whole = all.find((c) => c.name === name)?.value;
  if (whole) return whole;
  const chunks = all.filter((c) => c.name.startsWith(`${name}.`)).sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((c) => c.value).join('') : undefined;
}

/**
 * Reads the caller from the encrypted session cookie; anything unreadable means no session.
 * Expired tokens are refreshed for this request (the session endpoint rewrites the cookie);
 * a failed refresh ends the session.
 */
export async function sessionFromCookies(all: TCookie[], secret: string | undefined, options: { refresh?: TRefresher; now?: Date; appUrl?: string } = {}): Promise<TSession> {
  const raw = sessionCookie(all, sessionCookieName(options.appUrl ?? env.APP_URL));
  if (!raw || !secret) return null;
  let token: z.infer<typeof ZToken>;
  try {
    const parsed = ZToken.safeParse(await decode({ token: raw, secret }));
    if (!parsed.success || parsed.data.error) return null;
    token = parsed.data;
  } catch {
    return null;
  }
  if (options.refresh && needsRefresh(token.expiresAt, options.now ?? new Date())) {
    const fresh = await options.refresh({ refreshToken: token.refreshToken, deviceKey: token.deviceMetadata?.deviceKey });
    if (!fresh || !isSamePerson(fresh, token.email)) return null;
    return { email: token.email, accessToken: fresh.accessToken, refreshToken: token.refreshToken };
  }
  return { email: token.email, accessToken: token.accessToken, refreshToken: token.refreshToken };
}
