import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { TIdentityConfig } from '../clients/identity';

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The only algorithm the user pool signs its tokens with; any other (`none`, HS256 with the public key…) is refused. */
export const IDENTITY_TOKEN_ALGORITHMS = ['RS256'];

/** The pool's issuer: the service endpoint plus the pool id (local and cloud alike). */
export function issuerOf(config: TIdentityConfig): string {
  return `${config.endpoint.replace(/\/+$/, '')}/${config.userPoolId}`;
}

/**
 * An ID token that names a person: `token_use` id, and an email the pool has verified. Records are
 * keyed by that email (docs/product-rules.md §3: users keyed by user_email), which is safe only because the pool
 * marks an address verified after a code sent to it was entered, and keeps the old, verified
 * address until a new one is confirmed (the pool settings in docs/security.md).
 */
const ZIdClaims = z.object({ email: z.string().min(1), email_verified: z.literal(true), token_use: z.literal('id') });

/** The pool's signing keys from `<issuer>/.well-known/jwks.json`: one fetched, cached key set per pool for every verifier. */
export function poolKeys(issuer: string): JWTVerifyGetKey {
  let jwks = jwksCache.get(issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    jwksCache.set(issuer, jwks);
  }
  return jwks;
}

/** Verifies an ID token (RS256 signature from the pool's JWKS, issuer, audience, expiry, `token_use` id) and answers its verified email, lower-cased. */
export async function verifyIdToken(config: TIdentityConfig, idToken: string): Promise<{ email: string }> {
  const issuer = issuerOf(config);
  const { payload } = await jwtVerify(idToken, poolKeys(issuer), { issuer, audience: config.clientId, algorithms: IDENTITY_TOKEN_ALGORITHMS });
  return { email: ZIdClaims.parse(payload).email.toLowerCase() };
}
export type TIdTokenVerifier = (idToken: string) => Promise<{ email: string }>;
