import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '~/domain/clock';
import { openTicket } from '~/server/auth/flows/tickets';
import { nextToken } from '~/server/api/auth-options';
import { createRefresher } from '~/server/auth/refresh';
import { issuerOf, poolKeys } from '~/server/auth/tokens';
import { callIdentity, createIdentityClient, IdentityError } from '~/server/clients/identity';
import { createAccessTokenVerifier } from '~/server/platform/http/access-token';
import { TEST_CODE } from '../helpers/cognito-global-setup';
import { authHarness, localIdentityConfig, uniqueEmail } from '../helpers/auth';
import { mintAccessToken, testVerifier } from '../helpers/tokens';
import { NOW } from '../helpers/db';

const PASSWORD = 'Rumbo#Test2026';
const ZUser = z.object({ UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })) });

/** What the local pool holds for an email: its attributes by name. */
async function attributesOf(email: string): Promise<Record<string, string | undefined>> {
  const { endpoint, userPoolId } = inject('cognito');
  const user = await callIdentity(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: email }, ZUser);
  return Object.fromEntries(user.UserAttributes.map((a) => [a.Name, a.Value]));
}

/** A confirmed user whose email the pool has not verified (an administrator created it so). */
async function unverifiedUser(tag: string): Promise<string> {
  const { endpoint, userPoolId } = inject('cognito');
  const email = uniqueEmail(tag);
  await callIdentity(
    endpoint,
    'AdminCreateUser',
    { UserPoolId: userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] },
    z.unknown(),
  );
  await callIdentity(endpoint, 'AdminSetUserPassword', { UserPoolId: userPoolId, Username: email, Password: PASSWORD, Permanent: true }, z.unknown());
  return email;
}

/** The platform's verifier for the local pool, asking the service who holds each token. */
function localVerifier() {
  const identity = createIdentityClient(localIdentityConfig());
  const issuer = issuerOf(identity.config);
  return createAccessTokenVerifier({ issuer, clientId: identity.config.clientId, keys: poolKeys(issuer), userOf: (token) => identity.getUser(token), now: () => Date.now() });
}

describe('an email becomes an identity only once the pool has verified it', () => {
  it('the local identity service verifies the email when the emailed code is entered, as the cloud pool does', async () => {
    const h = await authHarness();
    const email = uniqueEmail('verify');
    await h.caller.auth.signUp({ email, password: PASSWORD });
    expect((await attributesOf(email)).email_verified).not.toBe('true');
    await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
    expect(await attributesOf(email)).toMatchObject({ email, email_verified: 'true' });
  });

  it('refuses to sign in a user whose email is not verified (the ID token says email_verified false)', async () => {
    const h = await authHarness();
    const email = await unverifiedUser('unverified');
    await expect(h.caller.auth.signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({ cause: { reason: 'invalidTokens' } });
  });

  it('refuses platform bearer tokens of a user whose email is not verified', async () => {
    const identity = createIdentityClient(localIdentityConfig());
    const verify = localVerifier();
    const unverified = await unverifiedUser('bearer');
    const token = (await identity.passwordSignIn(unverified, PASSWORD)).AuthenticationResult!.AccessToken!;
    await expect(verify(token)).rejects.toThrow('The token’s user has no verified email');

    const h = await authHarness();
    const verified = uniqueEmail('bearer-ok');
    await h.caller.auth.signUp({ email: verified, password: PASSWORD });
    await h.caller.auth.confirmSignUp({ email: verified, code: TEST_CODE });
    const good = (await identity.passwordSignIn(verified, PASSWORD)).AuthenticationResult!;
    expect(await verify(good.AccessToken!)).toEqual({ email: verified });
    // An ID token is not an access token, even from the same pool.
    await expect(verify(good.IdToken!)).rejects.toThrow('Invalid or expired token');
  });

  it('lets no user write their own email (the app client has no write access to it)', async () => {
    const h = await authHarness();
    const email = uniqueEmail('own-email');
    await h.caller.auth.signUp({ email, password: PASSWORD });
    await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
    const { endpoint } = inject('cognito');
    const token = (await createIdentityClient(localIdentityConfig()).passwordSignIn(email, PASSWORD)).AuthenticationResult!.AccessToken!;
    const victim = uniqueEmail('victim');
    for (const attributes of [
      [{ Name: 'email', Value: victim }],
      [
        { Name: 'email', Value: victim },
        { Name: 'email_verified', Value: 'true' },
      ],
    ]) {
      const refused = await callIdentity(endpoint, 'UpdateUserAttributes', { AccessToken: token, UserAttributes: attributes }, z.unknown()).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(IdentityError);
      expect(refused).toMatchObject({ type: 'NotAuthorizedException' });
    }
    expect((await attributesOf(email)).email).toBe(email);
  });

  it('ends a session at refresh when the pool now knows the user by another email', async () => {
    const h = await authHarness();
    const email = uniqueEmail('moved');
    await h.caller.auth.signUp({ email, password: PASSWORD });
    await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
    const step = await h.caller.auth.signIn({ username: email, password: PASSWORD });
    const tokens = await openTicket(h.auth.sealer, step.ticket!);
    const expired = { email, refreshToken: tokens!.refreshToken, expiresAt: h.clock.now() - 1 };
    expect((await nextToken(expired, undefined, h.auth.refresher, new Date(h.clock.now()))).error).toBeUndefined();

    const { endpoint, userPoolId } = inject('cognito');
    const moved = uniqueEmail('moved-to');
    const attributes = [
      { Name: 'email', Value: moved },
      { Name: 'email_verified', Value: 'true' },
    ];
    await callIdentity(endpoint, 'AdminUpdateUserAttributes', { UserPoolId: userPoolId, Username: email, UserAttributes: attributes }, z.unknown());
    // Fresh refreshers: the harness's one keeps its first answer for a while.
    expect(await createRefresher(h.auth.identity)({ refreshToken: expired.refreshToken })).toMatchObject({ email: moved });
    expect((await nextToken(expired, undefined, createRefresher(h.auth.identity), new Date(h.clock.now()))).error).toBe('RefreshTokenError');
  });
});

describe('the platform knows a bearer by the verified email the identity service reports', () => {
  it('never takes an email-shaped user name as the identity', async () => {
    const clock = fixedClock(NOW);
    const token = await mintAccessToken({ username: 'victim@example.com', issuedAt: NOW });
    const reporting = (attributes: Array<{ Name: string; Value: string }>) => testVerifier(clock, async () => ({ UserAttributes: attributes }));
    // The service says who holds the token, whatever the user name looks like.
    expect(
      await (
        await reporting([
          { Name: 'email', Value: 'Mallory@Example.com' },
          { Name: 'email_verified', Value: 'true' },
        ])
      )(token),
    ).toEqual({ email: 'mallory@example.com' });
    // An unverified address (even the one the user name spells) names nobody.
    await expect(
      (
        await reporting([
          { Name: 'email', Value: 'victim@example.com' },
          { Name: 'email_verified', Value: 'false' },
        ])
      )(token),
    ).rejects.toThrow('no verified email');
    await expect((await reporting([{ Name: 'email', Value: 'victim@example.com' }]))(token)).rejects.toThrow('no verified email');
    // A token the service no longer accepts.
    await expect((await testVerifier(clock, async () => null))(token)).rejects.toThrow('Invalid or expired token');
  });
});
