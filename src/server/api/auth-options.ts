import { randomBytes } from 'node:crypto';
import type { NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { env } from '~/env';
import { getDeps } from '../deps';
import { redeemTicket, type TSignedIn } from '../auth/flows/tickets';
import { isSamePerson, needsRefresh, type TRefresher } from '../auth/refresh';
import { isSessionCurrent } from '../auth/ended-sessions';
import { isSecureUrl } from '../auth/session';
import { log } from '~/server/log.mjs';

const ZTicket = z.object({ ticket: z.string().min(1).max(16_384) });

/**
 * The jwt callback: keeps the tokens of a new sign-in, and refreshes expired ones.
 * A refresh the identity service refuses, or one whose ID token names another verified email,
 * marks the token, which ends the session (docs/product-rules.md §4); one that does not reach the
 * service leaves the token as it is, to be refreshed by a later request.
 */
export async function nextToken(token: JWT, signedIn: TSignedIn | undefined, refresh: TRefresher | undefined, now: Date): Promise<JWT> {
  // A new sign-in is a new session: its id and time let it be ended on its own or with the others (ended-sessions.ts).
  if (signedIn) return { ...token, ...signedIn, sub: signedIn.email, sid: randomBytes(18).toString('base64url'), signedInAt: now.getTime(), error: undefined };
  if (token.error || !needsRefresh(token.expiresAt as number | undefined, now)) return token;
  let fresh;
  try {
    fresh = refresh
      ? await refresh({ refreshToken: token.refreshToken as string | undefined, deviceKey: (token.deviceMetadata as { deviceKey?: string } | undefined)?.deviceKey })
      : null;
  } catch (error) {
    // The identity service could not be reached: the session stands, and a later request refreshes it.
    log.warn({ err: error }, 'Token refresh postponed: the identity service did not answer');
    return token;
  }
  return fresh && isSamePerson(fresh, token.email) ? { ...token, ...fresh } : { ...token, error: 'RefreshTokenError' };
}

/** Whether the cookie's token still stands: not failed, and not ended by a sign-out or a password change (ended-sessions.ts). */
async function isTokenCurrent(token: JWT): Promise<boolean> {
  if (token.error || typeof token.email !== 'string') return false;
  const session = {
    email: token.email,
    sessionId: typeof token.sid === 'string' ? token.sid : undefined,
    signedInAt: typeof token.signedInAt === 'number' ? token.signedInAt : undefined,
  };
  // What the browser shows only (every data call checks again): a database failure here does not sign anyone out.
  const record = await getDeps()
    .users.get(token.email)
    .catch((error: unknown) => (log.error({ err: error }, 'Reading the session’s record failed'), null));
  return isSessionCurrent(session, record);
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  // The cookie's name follows APP_URL's scheme, the one rule the server reads it by (session.ts).
  useSecureCookies: isSecureUrl(env.APP_URL),
  pages: { signIn: '/auth', error: '/auth' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Rumbo',
      credentials: { ticket: { type: 'text' } },
      // The identity flows (tRPC `auth`) already signed the user in; this only turns their
      // sealed one-minute ticket into the session cookie, once.
      async authorize(raw) {
        const parsed = ZTicket.safeParse(raw ?? {});
        const { auth, clock } = getDeps();
        if (!parsed.success || !auth) throw new Error('failed');
        // next-auth copies a thrown message into the redirect address: only the two known words leave here.
        const signedIn = await redeemTicket(auth.sealer, auth.tickets, parsed.data.ticket, clock.now()).catch((error: unknown) => {
          log.error({ err: error }, 'Sign-in ticket could not be redeemed');
          throw new Error('failed');
        });
        if (!signedIn) throw new Error('stateLost');
        return { id: signedIn.email, ...signedIn };
      },
    }),
  ],
  events: {
    // Sign-out ends the session for good (a copy of its cookie is refused) and its tokens at the identity service, not only the cookie.
    async signOut({ token }) {
      const refreshToken = typeof token?.refreshToken === 'string' ? token.refreshToken : undefined;
      const { auth, users } = getDeps();
      if (typeof token?.email === 'string' && typeof token.sid === 'string') {
        await users.endSession(token.email, token.sid).catch((error: unknown) => log.error({ err: error }, 'Recording a sign-out failed'));
      }
      if (refreshToken && auth) await auth.identity.revokeToken(refreshToken).catch((error: unknown) => log.warn({ err: error }, 'Refresh token revocation at sign-out failed'));
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      const deps = getDeps();
      const { id: _id, ...signedIn } = (user ?? {}) as Partial<TSignedIn & { id: string }>;
      return nextToken(token, user ? (signedIn as TSignedIn) : undefined, deps.auth?.refresher, new Date(deps.clock.now()));
    },
    // Only the email reaches the browser; tokens stay in the encrypted cookie. A session ended elsewhere reads as signed out.
    async session({ session, token }) {
      return { expires: session.expires, user: (await isTokenCurrent(token)) ? { email: token.email ?? null } : null } as typeof session;
    },
  },
};
