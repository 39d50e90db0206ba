import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { isEmail } from '~/domain/sign-in';

const ZAccessClaims = z.object({
  token_use: z.literal('access'),
  client_id: z.string(),
  username: z.string(),
  exp: z.number(),
});

export type TAccessTokenVerifier = (token: string) => Promise<{ email: string }>;

/** Thrown for any token the platform must refuse (answered 401). */
export class InvalidTokenError extends Error {
  constructor(message = 'Invalid or expired token') {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export type TVerifierOptions = {
  issuer: string;
  clientId: string;
  /** The pool's signing keys: a remote JWKS in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** Asks the identity service for the email of a user whose username is not an email. */
  emailOf?: (token: string) => Promise<string | undefined>;
  now: () => number;
};

/**
 * Verifies a bearer access token against the user pool: signature from its JWKS, issuer,
 * expiry, `token_use` access and our app client. The caller is identified by email: the
 * username when it is one, else the email the identity service reports (cached until expiry).
 */
export function createAccessTokenVerifier(options: TVerifierOptions): TAccessTokenVerifier {
  const emails = new Map<string, { email: string; exp: number }>();
  return async (token) => {
    let claims: z.infer<typeof ZAccessClaims>;
    try {
      const { payload } = await jwtVerify(token, options.keys, { issuer: options.issuer, currentDate: new Date(options.now()) });
      claims = ZAccessClaims.parse(payload);
    } catch {
      throw new InvalidTokenError();
    }
    if (claims.client_id !== options.clientId) throw new InvalidTokenError();
    if (isEmail(claims.username)) return { email: claims.username.toLowerCase() };
    const cached = emails.get(claims.username);
    if (cached && cached.exp * 1000 > options.now()) return { email: cached.email };
    const email = (await options.emailOf?.(token))?.toLowerCase();
    if (!email) throw new InvalidTokenError('The token carries no email');
    if (emails.size > 10_000) emails.clear();
    emails.set(claims.username, { email, exp: claims.exp });
    return { email };
  };
}
