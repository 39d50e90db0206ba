import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import type { TSession } from '../api/trpc';

const COOKIE_NAMES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];
const ZToken = z.object({ email: z.string(), accessToken: z.string().optional(), error: z.string().optional() });

type TCookie = { name: string; value: string };

/** next-auth splits a large session cookie into `<name>.0`, `<name>.1`, … */
function sessionCookie(all: TCookie[]): string | undefined {
  for (const name of COOKIE_NAMES) {
    const whole = all.find((c) => c.name === name)?.value;
    if (whole) return whole;
    const chunks = all
      .filter((c) => c.name.startsWith(`${name}.`))
      .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
    if (chunks.length) return chunks.map((c) => c.value).join('');
  }
  return undefined;
}

/** Reads the caller from the encrypted session cookie; anything unreadable means no session. */
export async function sessionFromCookies(all: TCookie[], secret: string | undefined): Promise<TSession> {
  const raw = sessionCookie(all);
  if (!raw || !secret) return null;
  try {
    const parsed = ZToken.safeParse(await decode({ token: raw, secret }));
    if (!parsed.success || parsed.data.error) return null;
    return { email: parsed.data.email, accessToken: parsed.data.accessToken };
  } catch {
    return null;
  }
}
