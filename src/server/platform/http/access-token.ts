import { createBoundedCache } from '~/domain/bounded-cache';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** The user pool signs with RS256 only; a token announcing any other algorithm is refused. */
const ALGORITHMS = ['RS256'];

const ZAccessClaims = z.object({
  token_use: z.literal('access'),
  client_id: z.string(),
  username: z.string(),
  exp: z.number(),
});

/** The user as the identity service reports it for an access token (its GetUser answer). */
export type TPoolUser = { UserAttributes: Array<{ Name: string; Value?: string }> };

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
  /** Asks the identity service who holds the token (GetUser); null when the service refuses the token. An access token names no email itself. */
  userOf: (token: string) => Promise<TPoolUser | null>;
  now: () => number;
};

/**
 * The email a pool user is known by, only when the pool has verified it; a user may set an
 * unverified address (even someone else's) on their own account, so that one names nobody.
 */
export function verifiedEmailOf(user: TPoolUser): string | undefined {
  const attribute = (name: string) => user.UserAttributes.find((a) => a.Name === name)?.Value;
  const email = attribute('email');
  return email && attribute('email_verified') === 'true' ? email.toLowerCase() : undefined;
}

/**
 * Verifies a bearer access token against the user pool: RS256 signature from its JWKS, issuer,
 * expiry, `token_use` access and our app client. The caller is the token's user, known by the
 * verified email the identity service reports for it (records are keyed by email, docs/product-rules.md §3); the
 * answer is cached per token until it expires.
 */
export function createAccessTokenVerifier(options: TVerifierOptions): TAccessTokenVerifier {
  const emails = createBoundedCache<string, { email: string; exp: number }>({ maxEntries: 10_000, isFresh: (kept) => kept.exp * 1000 > options.now() });
  return async (token) => {
    let claims: z.infer<typeof ZAccessClaims>;
    try {
      const { payload } = await jwtVerify(token, options.keys, { issuer: options.issuer, algorithms: ALGORITHMS, currentDate: new Date(options.now()) });
      claims = ZAccessClaims.parse(payload);
    } catch {
      throw new InvalidTokenError();
    }
    if (claims.client_id !== options.clientId) throw new InvalidTokenError();
    const cached = emails.get(token);
    if (cached) return { email: cached.email };
    const user = await options.userOf(token);
    if (!user) throw new InvalidTokenError();
    const email = verifiedEmailOf(user);
    if (!email) throw new InvalidTokenError('The token’s user has no verified email');
    emails.set(token, { email, exp: claims.exp });
    return { email };
  };
}
