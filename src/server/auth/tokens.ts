import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { TIdentityConfig } from '../clients/identity';

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The pool's issuer: the service endpoint plus the pool id (local and cloud alike). */
export function issuerOf(config: TIdentityConfig): string {
  return `${config.endpoint.replace(/\/+$/, '')}/${config.userPoolId}`;
}

const ZIdClaims = z.object({ email: z.string(), token_use: z.literal('id').optional(), name: z.string().optional() });

/** Verifies an id token's signature, issuer and audience against the pool's JWKS; returns its claims. */
export async function verifyIdToken(config: TIdentityConfig, idToken: string) {
  const issuer = issuerOf(config);
  let jwks = jwksCache.get(issuer);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    jwksCache.set(issuer, jwks);
  }
  const { payload } = await jwtVerify(idToken, jwks, { issuer, audience: config.clientId });
  return ZIdClaims.parse(payload);
}
