import type { NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { env } from '~/env';
import { getDeps } from '../deps';
import { redeemTicket, type TSignedIn } from './flows/tickets';
import { isSamePerson, needsRefresh, type TRefresher } from './refresh';
import { isSecureUrl } from './session';

const ZTicket = z.object({ ticket: z.string().min(1).max(16_384) });

/**
 * The jwt callback: keeps the tokens of a new sign-in, and refreshes expired ones.
 * A failed refresh, or one whose ID token names another verified email, marks the token, which
 * ends the session (SPEC §4).
 */
export async function nextToken(token: JWT, signedIn: TSignedIn | undefined, refresh: TRefresher | undefined, now: Date): Promise<JWT> {
  if (signedIn) return { ...token, ...signedIn, sub: signedIn.email, error: undefined };
  if (token.error || !needsRefresh(token.expiresAt as number | undefined, now)) return token;
  const fresh = refresh
    ? await refresh({ refreshToken: token.refreshToken as string | undefined, deviceKey: (token.deviceMetadata as { deviceKey?: string } | undefined)?.deviceKey })
    : null;
  return fresh && isSamePerson(fresh, token.email) ? { ...token, ...fresh } : { ...token, error: 'RefreshTokenError' };
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
          console.error('Sign-in ticket could not be redeemed', error);
          throw new Error('failed');
        });
        if (!signedIn) throw new Error('stateLost');
        return { id: signedIn.email, ...signedIn };
      },
    }),
  ],
  events: {
    // Sign-out ends the tokens at the identity service too, not only the cookie.
    async signOut({ token }) {
      const refreshToken = typeof token?.refreshToken === 'string' ? token.refreshToken : undefined;
      const identity = getDeps().auth?.identity;
      if (refreshToken && identity) await identity.revokeToken(refreshToken).catch((error: unknown) => console.warn('Refresh token revocation at sign-out failed', error));
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      const deps = getDeps();
      const { id: _id, ...signedIn } = (user ?? {}) as Partial<TSignedIn & { id: string }>;
      return nextToken(token, user ? (signedIn as TSignedIn) : undefined, deps.auth?.refresher, new Date(deps.clock.now()));
    },
    // Only the email reaches the browser; tokens stay in the encrypted cookie.
    session({ session, token }) {
      return { expires: session.expires, user: token.error ? null : { email: token.email ?? null } } as typeof session;
    },
  },
};
