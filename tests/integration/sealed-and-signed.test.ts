import { generateKeyPairSync, hkdfSync } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalJWKSet, EncryptJWT, exportJWK, SignJWT, type JWTPayload } from 'jose';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '~/domain/clock';
import { openTicket, redeemTicket, sealTicket, type TSignedIn } from '~/server/auth/flows/tickets';
import { createSealer } from '~/server/auth/seal';
import { verifyIdToken } from '~/server/auth/tokens';
import { createSignInTicketsRepo } from '~/server/db/sign-in-tickets-repo';
import { tableName } from '~/server/db/tables';
import { createAccessTokenVerifier } from '~/server/platform/http/access-token';
import { verifiedUserOf } from '../helpers/tokens';
import { freshDb, NOW } from '../helpers/db';
import { server } from '../msw/server';

const SECRET = 'seal-secret-seal-secret-seal-secret-1234';
const POOL = { endpoint: 'https://identity.test/', userPoolId: 'eu-west-3_Alg', clientId: 'web-client' };
const ISSUER = 'https://identity.test/eu-west-3_Alg';

/** The pool's RSA key, published without an `alg` (a JWKS may omit it): only the verifier's own pin refuses other algorithms. */
const pool = (async () => {
  // A Node key object signs with any RSA scheme (RS256 and PS256 alike), as the pool's key could.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', use: 'sig' };
  return { privateKey, jwk };
})();

async function signed(claims: JWTPayload, alg = 'RS256') {
  const { privateKey } = await pool;
  return new SignJWT(claims).setProtectedHeader({ alg, kid: 'k1' }).setIssuer(ISSUER).setIssuedAt().setExpirationTime('1h').sign(privateKey);
}

describe('identity tokens', () => {
  const idClaims = { aud: POOL.clientId, email: 'Ana@Example.com', email_verified: true, token_use: 'id' };
  const jwks = async () => server.use(http.get(`${ISSUER}/.well-known/jwks.json`, async () => HttpResponse.json({ keys: [(await pool).jwk] })));

  it('an ID token names its verified email, lower-cased', async () => {
    await jwks();
    expect(await verifyIdToken(POOL, await signed(idClaims))).toEqual({ email: 'ana@example.com' });
  });

  it('an ID token is refused unless RS256, `token_use` id and email_verified true', async () => {
    await jwks();
    const refused = async (token: string) => expect(verifyIdToken(POOL, token)).rejects.toThrow();
    await refused(await signed(idClaims, 'PS256'));
    await refused(await signed({ ...idClaims, token_use: undefined }));
    await refused(await signed({ ...idClaims, token_use: 'access' }));
    await refused(await signed({ ...idClaims, email_verified: false }));
    await refused(await signed({ ...idClaims, email_verified: 'true' }));
    await refused(await signed({ ...idClaims, email_verified: undefined }));
  });

  it('an access token signed with any algorithm but RS256 is refused, even by the pool’s own key', async () => {
    const { jwk } = await pool;
    const verify = createAccessTokenVerifier({ issuer: ISSUER, clientId: POOL.clientId, keys: createLocalJWKSet({ keys: [jwk] }), userOf: verifiedUserOf, now: () => Date.now() });
    const claims = { token_use: 'access', client_id: POOL.clientId, username: 'ana@example.com' };
    expect(await verify(await signed(claims))).toEqual({ email: 'ana@example.com' });
    await expect(verify(await signed(claims, 'PS256'))).rejects.toThrow('Invalid or expired token');
    await expect(verify(await signed({ ...claims, token_use: undefined }))).rejects.toThrow('Invalid or expired token');
  });
});

describe('sealed values', () => {
  it('open only with the sealing algorithm (dir + A256GCM), not with another cipher under the same key', async () => {
    const sealer = createSealer(SECRET);
    const key = new Uint8Array(hkdfSync('sha256', SECRET, 'rumbo-seal', 'rumbo device', 32));
    const other = await new EncryptJWT({ v: { forged: true } }).setProtectedHeader({ alg: 'dir', enc: 'A128CBC-HS256' }).setIssuedAt().setExpirationTime('1h').encrypt(key);
    expect(await sealer.open('device', other)).toBeNull();
    expect(await sealer.open('device', await sealer.seal('device', { kept: true }, 60))).toEqual({ kept: true });
  });
});

describe('the sign-in ticket', () => {
  const signedIn: TSignedIn = {
    email: 'ana@example.com',
    accessToken: 'access',
    idToken: 'id',
    refreshToken: 'refresh',
    expiresAt: NOW + 3_600_000,
    username: 'sub-1',
    clockDrift: 0,
    signInDetails: { loginId: 'ana@example.com', authFlowType: 'USER_SRP_AUTH' },
  };

  it('opens one session only, whichever instance redeems it', async () => {
    const db = await freshDb();
    const clock = fixedClock(NOW);
    const sealer = createSealer(SECRET, () => new Date(clock.now()));
    const ticket = await sealTicket(sealer, signedIn);
    expect(await redeemTicket(sealer, createSignInTicketsRepo(db), ticket, clock.now())).toEqual(signedIn);
    expect(await redeemTicket(sealer, createSignInTicketsRepo(db), ticket, clock.now())).toBeNull();
    // Another instance: its own sealer and repository, the same secret and table.
    const elsewhere = createSealer(SECRET, () => new Date(clock.now()));
    expect(await redeemTicket(elsewhere, createSignInTicketsRepo(db), ticket, clock.now())).toBeNull();
  });

  it('records a spent ticket with an expires_at TTL in epoch seconds, and spends nothing for a forged or expired one', async () => {
    const db = await freshDb();
    const clock = fixedClock(NOW);
    const sealer = createSealer(SECRET, () => new Date(clock.now()));
    const ticket = await sealTicket(sealer, signedIn);
    const { id } = (await sealer.open('sign-in-ticket', ticket)) as { id: string };
    await redeemTicket(sealer, createSignInTicketsRepo(db), ticket, clock.now());
    const { Item } = await db.doc.send(new GetCommand({ TableName: tableName(db, 'captchaReplays'), Key: { challenge: `ticket#${id}` } }));
    expect(Item).toMatchObject({ entity: 'sign_in_ticket', spent_at: NOW, expires_at: Math.ceil((NOW + 60_000) / 1000) });

    const later = await sealTicket(sealer, signedIn);
    expect(await redeemTicket(sealer, createSignInTicketsRepo(db), `${later}x`, clock.now())).toBeNull();
    clock.set(NOW + 61_000);
    expect(await redeemTicket(sealer, createSignInTicketsRepo(db), later, clock.now())).toBeNull();
    expect(await openTicket(sealer, later)).toBeNull();
  });
});
