import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import type { TSession } from './types';
import { needsRefresh, type TRefresher } from './refresh';

const COOKIE_NAMES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];
const ZToken = z.object({
  email: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresAt: z.number().optional(),
  deviceMetadata: z.object({ deviceKey: z.string() }).optional(),
  error: z.string().optional(),
});

type TCookie = { name: string; value: string };

/** next-auth splits a large session cookie into `<name>.0`, `<name>.1`, … */
export function sessionCookie(all: TCookie[]): string | undefined {
  for (const name of COOKIE_NAMES) {
    const whole = all.find((c) => c.name === name)?.value;
    if (whole) return whole;
    const chunks = all.filter((c) => c.name.startsWith(`${name}.`)).sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
    if (chunks.length) return chunks.map((c) => c.value).join('');
  }
  return undefined;
}

/**
 * Reads the caller from the encrypted session cookie; anything unreadable means no session.
 * Expired tokens are refreshed for this request (the session endpoint rewrites the cookie);
 * a failed refresh ends the session.
 */
export async function sessionFromCookies(all: TCookie[], secret: string | undefined, options: { refresh?: TRefresher; now?: Date } = {}): Promise<TSession> {
  const raw = sessionCookie(all);
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
    if (!fresh) return null;
    return { email: token.email, accessToken: fresh.accessToken, refreshToken: token.refreshToken };
  }
  return { email: token.email, accessToken: token.accessToken, refreshToken: token.refreshToken };
}
