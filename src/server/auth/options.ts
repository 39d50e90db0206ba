import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { env } from '~/env';
import { AUTH_MESSAGES, authErrorMessage, type TSignInErrorCode } from '~/domain/sign-in';
import { IdentityError } from '../clients/identity';
import { getIdentity } from '../deps';
import { verifyIdToken } from './tokens';

const ZCredentials = z.object({ email: z.string().trim().default(''), password: z.string().default('') });

/** Maps identity errors to the SPEC §8 catalogue, as codes the form translates. */
function signInErrorCode(error: unknown): TSignInErrorCode {
  return error instanceof IdentityError && authErrorMessage(error.type) === AUTH_MESSAGES.incorrect ? 'incorrectCredentials' : 'unknown';
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: '/auth', error: '/auth' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Rumbo',
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(raw) {
        const { email, password } = ZCredentials.parse(raw ?? {});
        if (!email) throw new Error('usernameRequired');
        if (!password) throw new Error('passwordRequired');
        const identity = getIdentity();
        if (!identity) {
          console.error('Sign-in unavailable: COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID are not set');
          throw new Error('unknown');
        }
        try {
          const answer = await identity.passwordSignIn(email, password);
          const result = answer.AuthenticationResult;
          if (!result) throw new Error('unknown');
          const claims = await verifyIdToken(identity.config, result.IdToken);
          return {
            id: claims.email,
            email: claims.email.toLowerCase(),
            accessToken: result.AccessToken,
            idToken: result.IdToken,
            refreshToken: result.RefreshToken,
            expiresAt: result.ExpiresIn ? Date.now() + result.ExpiresIn * 1000 : (decodeJwt(result.AccessToken).exp ?? 0) * 1000,
          };
        } catch (error) {
          if (!(error instanceof IdentityError)) console.error('Sign-in failed', error);
          throw new Error(signInErrorCode(error));
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const signedIn = user as typeof user & { accessToken: string; idToken: string; refreshToken?: string; expiresAt: number };
        return {
          ...token,
          email: signedIn.email,
          accessToken: signedIn.accessToken,
          idToken: signedIn.idToken,
          refreshToken: signedIn.refreshToken,
          expiresAt: signedIn.expiresAt,
        };
      }
      return token;
    },
    // Only the email reaches the browser; tokens stay in the encrypted cookie.
    session({ session, token }) {
      return { expires: session.expires, user: { email: token.email ?? null } };
    },
  },
};
