import 'server-only';
import { cookies } from 'next/headers';
import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import { env } from '~/env';
import type { TSession } from '../api/trpc';

const COOKIE_NAMES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];
const ZToken = z.object({ email: z.string(), accessToken: z.string().optional() });

/** next-auth splits a large session cookie into `<name>.0`, `<name>.1`, … */
function joinChunks(all: { name: string; value: string }[], name: string): string | undefined {
  const chunks = all
    .filter((c) => c.name.startsWith(`${name}.`))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((c) => c.value).join('') : undefined;
}

/** Reads the caller from the encrypted session cookie; anything unreadable means no session. */
export async function getSession(): Promise<TSession> {
  const store = await cookies();
  const raw = COOKIE_NAMES.map((name) => store.get(name)?.value ?? joinChunks(store.getAll(), name)).find(Boolean);
  if (!raw || !env.NEXTAUTH_SECRET) return null;
  try {
    const parsed = ZToken.safeParse(await decode({ token: raw, secret: env.NEXTAUTH_SECRET }));
    return parsed.success ? { email: parsed.data.email, accessToken: parsed.data.accessToken } : null;
  } catch {
    return null;
  }
}
