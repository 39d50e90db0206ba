import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { TIdentityConfig } from '../clients/identity';

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The pool's issuer: the service endpoint plus the pool id (local and cloud alike). */
export function issuerOf(config: TIdentityConfig): string {
  return `${config.endpoint.replace(/\/+$/, '')}/${config.userPoolId}`;
}

const ZIdClaims = z.object({ email: z.string(), token_use: z.literal('id').optional(), name: z.string().optional() });

/** The pool's signing keys from `<issuer>/.well-known/jwks.json`: one fetched, cached key set per pool for every verifier. */
export function poolKeys(issuer: string): JWTVerifyGetKey {
  let jwks = jwksCache.get(issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    jwksCache.set(issuer, jwks);
  }
  return jwks;
}

/** Verifies an id token's signature, issuer and audience against the pool's JWKS; returns its claims. */
export async function verifyIdToken(config: TIdentityConfig, idToken: string) {
  const issuer = issuerOf(config);
  const { payload } = await jwtVerify(idToken, poolKeys(issuer), { issuer, audience: config.clientId });
  return ZIdClaims.parse(payload);
}
