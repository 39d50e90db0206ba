import { createBoundedCache } from '~/domain/bounded-cache';
import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import { env } from '~/env';
import { processWide } from '../process-wide';
import type { TSession } from './types';
import { isSamePerson, needsRefresh, type TRefresher } from './refresh';

const ZToken = z.object({
  email: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresAt: z.number().optional(),
  deviceMetadata: z.object({ deviceKey: z.string() }).optional(),
  error: z.string().optional(),
  sid: z.string().optional(),
  signedInAt: z.number().optional(),
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

/** How many decoded cookies are kept; the least recently used goes first. */
export const DECODED_COOKIES_MAX = 1_000;

type TDecoded = { secret: string; payload: unknown; untilMs: number };
const decodedCookies = () => processWide('decoded-session-cookies', () => createBoundedCache<string, TDecoded>({ maxEntries: DECODED_COOKIES_MAX }));

/**
 * A session cookie decoded, once for as long as its token lasts: the same cookie comes with every
 * page and call of a visit, and each decode is a key derivation and a decryption (the largest part
 * of the access check). Keyed by the cookie's whole encrypted text, so only that exact cookie,
 * under the same secret, finds the entry; what it says about the tokens inside is judged anew on
 * every request (refresh, expiry). A cookie that does not decode is not kept.
 */
async function decodeCookie(raw: string, secret: string, nowMs: number): Promise<unknown> {
  const store = decodedCookies();
  const kept = store.get(raw);
  if (kept && kept.secret === secret && nowMs < kept.untilMs) return kept.payload;
  // Past its token's end (or kept under another secret): not kept any longer, whatever the decoder says now.
  store.delete(raw);
  const payload = await decode({ token: raw, secret });
  const expiry = (payload as { exp?: unknown } | null)?.exp;
  if (payload && typeof expiry === 'number') {
    store.set(raw, { secret, payload, untilMs: expiry * 1000 });
  }
  return payload;
}

const sessionOf = (token: z.infer<typeof ZToken>): NonNullable<TSession> => ({
  email: token.email,
  accessToken: token.accessToken,
  refreshToken: token.refreshToken,
  sessionId: token.sid,
  signedInAt: token.signedInAt,
});

/**
 * Reads the caller from the encrypted session cookie; anything unreadable means no session.
 * Expired tokens are refreshed for this request (the session endpoint rewrites the cookie);
 * a failed refresh ends the session.
 */
export async function sessionFromCookies(all: TCookie[], secret: string | undefined, options: { refresh?: TRefresher; now?: Date; appUrl?: string } = {}): Promise<TSession> {
  const raw = sessionCookie(all, sessionCookieName(options.appUrl ?? env.APP_URL));
  if (!raw || !secret) return null;
  const now = options.now ?? new Date();
  let token: z.infer<typeof ZToken>;
  try {
    const parsed = ZToken.safeParse(await decodeCookie(raw, secret, now.getTime()));
    if (!parsed.success || parsed.data.error) return null;
    token = parsed.data;
  } catch {
    return null;
  }
  if (options.refresh && needsRefresh(token.expiresAt, now)) {
    const fresh = await options.refresh({ refreshToken: token.refreshToken, deviceKey: token.deviceMetadata?.deviceKey });
    if (!fresh || !isSamePerson(fresh, token.email)) return null;
    return { ...sessionOf(token), accessToken: fresh.accessToken };
  }
  return sessionOf(token);
}
