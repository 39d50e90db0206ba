import { createLocalJWKSet, decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { TClock } from '~/domain/clock';
import { createAccessTokenVerifier, type TPoolUser } from '~/server/platform/http/access-token';

export const TEST_ISSUER = 'https://identity.test/eu-west-3_TestPool';
export const TEST_CLIENT_ID = 'test-client';

/** A user pool's signing key for tests: the platform verifies tokens exactly as in production. */
const pool = (async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return { privateKey, keys: createLocalJWKSet({ keys: [jwk] }) };
})();

type TClaims = { username: string; clientId?: string; tokenUse?: string; issuer?: string; expiresAt?: number; issuedAt: number };

/** An access token as the pool would sign it. */
export async function mintAccessToken(claims: TClaims): Promise<string> {
  const { privateKey } = await pool;
  return new SignJWT({ token_use: claims.tokenUse ?? 'access', client_id: claims.clientId ?? TEST_CLIENT_ID, username: claims.username })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(claims.issuer ?? TEST_ISSUER)
    .setSubject(claims.username)
    .setIssuedAt(Math.floor(claims.issuedAt / 1000))
    .setExpirationTime(Math.floor((claims.expiresAt ?? claims.issuedAt + 3_600_000) / 1000))
    .sign(privateKey);
}

/** The test pool's GetUser: its users are named by their email, and every email is verified. */
export async function verifiedUserOf(token: string): Promise<TPoolUser> {
  const email = String(decodeJwt(token).username);
  return {
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  };
}

/** The platform's verifier for the test pool. */
export async function testVerifier(clock: TClock, userOf: (token: string) => Promise<TPoolUser | null> = verifiedUserOf) {
  const { keys } = await pool;
  return createAccessTokenVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, keys, userOf, now: clock.now });
}
