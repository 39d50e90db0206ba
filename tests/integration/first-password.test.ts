import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '~/domain/clock';
import { createCaller } from '~/server/api/root';
import { createInnerContext } from '~/server/api/trpc';
import { createAuthFlows, openTicket } from '~/server/auth/flows';
import { memoryDeviceStore } from '~/server/auth/types';
import { callIdentity, createIdentityClient } from '~/server/clients/identity';
import { createIdentityAdmin } from '~/server/clients/identity-admin';
import { tableName } from '~/server/db/tables';
import { buildAuthDeps, buildDeps } from '~/server/deps';
import { log } from '~/server/log.mjs';
import { FIRST_PASSWORD_TTL_MS, firstPasswordAccount, firstPasswordCookie, setFirstPassword } from '~/server/payments/first-password';
import { createLocalPayments } from '~/server/payments/local';
import { completeTestCheckout } from '~/server/payments/test-checkout';
import { createMemoryStore, createRateLimiter, RATE_LIMITS } from '~/server/rate-limit/limiter';
import { localIdentityConfig, SECRET } from '../helpers/auth';
import { freshDb, NOW } from '../helpers/db';

const ADDRESS = '203.0.113.9';
const CHOSEN = 'a river of quiet lanterns';
const ZUser = z.object({ UserStatus: z.string() });

/** A visitor who pays in onboarding on the local test checkout, with the local identity service and a real sign-in. */
async function harness() {
  const { endpoint, userPoolId } = inject('cognito');
  const db = await freshDb();
  const clock = fixedClock(NOW);
  const appUrl = 'http://127.0.0.1:3999';
  const limiter = createRateLimiter(createMemoryStore(clock), clock);
  const auth = buildAuthDeps(createIdentityClient(localIdentityConfig()), { secret: SECRET, clock, limiter });
  const admin = createIdentityAdmin({ endpoint, userPoolId });
  const deps = buildDeps(db, clock, auth, { payments: createLocalPayments(db, clock, appUrl), appUrl, identityAdmin: admin });
  const visitor = createCaller(createInnerContext({ session: null, deps }));
  const flows = () => createAuthFlows({ ...deps.auth!, clock, devices: memoryDeviceStore(), endSessions: deps.users.endSessions });
  const signIn = (email: string, password: string) => flows().signIn({ username: email, password }, { isSignedIn: false, address: ADDRESS });
  /** Onboarding, then "Pay (test)": where the browser goes and the cookie it is given. */
  const payInOnboarding = async (email = `paid-${randomUUID().slice(0, 8)}@example.com`) => {
    const { url } = await visitor.onboarding.start({ name: 'Lucía', email, locations_of_interest: ['Madrid'], industries_of_interest: [], locale: 'es' });
    const paid = await completeTestCheckout(deps, url.split('/').pop()!, 'pay');
    return { email, location: paid?.location, token: paid?.firstPassword };
  };
  const choose = (token: string | undefined, body: unknown, address = ADDRESS) => setFirstPassword({ ...deps.firstPassword, limiter, signIn }, { token, body, address });
  const statusOf = async (email: string) => (await callIdentity(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: email }, ZUser)).UserStatus;
  const setPasswordAs = (email: string, password: string, permanent: boolean) =>
    callIdentity(endpoint, 'AdminSetUserPassword', { UserPoolId: userPoolId, Username: email, Password: password, Permanent: permanent }, z.unknown());
  return { db, deps, clock, auth, flows, signIn, payInOnboarding, choose, statusOf, setPasswordAs };
}

describe('choosing the first password in the browser that paid', () => {
  it('sets the password once, signs the person in with the same ticket /auth gives, and is gone afterwards', async () => {
    const { deps, auth, payInOnboarding, choose, statusOf, signIn } = await harness();
    const info = vi.spyOn(log, 'info');
    const { email, location, token } = await payInOnboarding();
    expect(location).toBe('http://127.0.0.1:3999/onboarding/success');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await statusOf(email)).toBe('FORCE_CHANGE_PASSWORD');
    expect(await firstPasswordAccount(deps.firstPassword, token)).toEqual({ email });

    // A weak or common password is refused before the token is spent.
    expect(await choose(token, { password: 'short' })).toMatchObject({ status: 400, body: { code: 'AUTH_FAILED', reason: 'invalidPassword' } });
    expect(await choose(token, { password: 'password1234' })).toMatchObject({ status: 400, body: { code: 'AUTH_FAILED', reason: 'commonPassword' } });

    const answer = await choose(token, { password: CHOSEN });
    if ('status' in answer) throw new Error(`refused: ${answer.body.code}`);
    expect(answer.email).toBe(email);
    // The sealed one-minute sign-in ticket the session cookie is made from, for this account.
    expect(await openTicket(auth.sealer, answer.ticket!)).toMatchObject({ email });
    expect(await statusOf(email)).toBe('CONFIRMED');
    expect((await signIn(email, CHOSEN)).nextStep).toBe('DONE');

    // Single use: the same cookie again changes nothing.
    expect(await choose(token, { password: 'another quiet lantern path' })).toMatchObject({ status: 410, body: { code: 'FIRST_PASSWORD_GONE' } });
    expect(await firstPasswordAccount(deps.firstPassword, token)).toBeNull();
    expect((await signIn(email, CHOSEN)).nextStep).toBe('DONE');
    // Logged by kind, never the address or the token.
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('first-password-set');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(token!);
  });

  it('keeps only a hash of the token, and the row expires with it: after 30 minutes the temporary password is the only way in', async () => {
    const { db, deps, clock, payInOnboarding, choose, statusOf } = await harness();
    const { email, token } = await payInOnboarding();
    const { Items = [] } = await db.doc.send(new ScanCommand({ TableName: tableName(db, 'signups') }));
    const rows = Items.filter((item) => item.entity === 'first_password' && item.user_email === email);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token!);
    expect(rows[0]!.expires_at).toBe(Math.ceil((NOW + FIRST_PASSWORD_TTL_MS) / 1000));

    clock.set(NOW + FIRST_PASSWORD_TTL_MS - 1000);
    expect(await firstPasswordAccount(deps.firstPassword, token)).toEqual({ email });
    clock.set(NOW + FIRST_PASSWORD_TTL_MS);
    expect(await firstPasswordAccount(deps.firstPassword, token)).toBeNull();
    expect(await choose(token, { password: CHOSEN })).toMatchObject({ status: 410 });
    expect(await statusOf(email)).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('is bound to the browser: no cookie, a made-up or altered token does nothing', async () => {
    const { payInOnboarding, choose, statusOf } = await harness();
    const { email, token } = await payInOnboarding();
    const altered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    for (const other of [undefined, '', 'x', altered, 'A'.repeat(43), `${token}=`]) {
      expect(await choose(other, { password: CHOSEN }), String(other)).toMatchObject({ status: 410, body: { code: 'FIRST_PASSWORD_GONE' } });
    }
    expect(await statusOf(email)).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('is bound to the confirmed payment for that email: once it is no longer the valid subscription, the token does nothing', async () => {
    const { deps, clock, payInOnboarding, choose, statusOf } = await harness();
    const { email, token } = await payInOnboarding();
    const subscription = (await deps.users.get(email))!.subscription!;
    // The payment ends (refunded, cancelled at once): the token does nothing.
    await deps.users.writeSubscription(email, { ...subscription, status: 'canceled', periodEnd: NOW, updated_at: NOW + 1 }, NOW + 1);
    clock.set(NOW + 2);
    expect(await choose(token, { password: CHOSEN })).toMatchObject({ status: 410 });
    // Nor for a later, different subscription of the same email: the token names the payment it came with.
    await deps.users.writeSubscription(email, { ...subscription, subscriptionId: 'sub_local_other', updated_at: NOW + 3 }, NOW + 3);
    clock.set(NOW + 4);
    expect(await choose(token, { password: CHOSEN })).toMatchObject({ status: 410 });
    expect(await statusOf(email)).toBe('FORCE_CHANGE_PASSWORD');
    // The one it came with, still valid, is what lets it work.
    const other = await payInOnboarding();
    expect(await choose(other.token, { password: CHOSEN })).toHaveProperty('ticket');
  });

  it('is refused once the password was set another way (the emailed temporary password), which keeps working until then', async () => {
    const { flows, signIn, payInOnboarding, choose, setPasswordAs, statusOf } = await harness();
    const { email, token } = await payInOnboarding();
    // The temporary password the invitation carries (a known one here).
    await setPasswordAs(email, 'Temp#Pass2026', false);
    const step = await signIn(email, 'Temp#Pass2026');
    expect(step).toMatchObject({ challengeName: 'NEW_PASSWORD_REQUIRED', message: 'Please change your password' });
    expect((await flows().confirmSignIn({ state: step.state!, challengeResponse: 'my own long passphrase here' }, { address: ADDRESS })).nextStep).toBe('DONE');
    expect(await statusOf(email)).toBe('CONFIRMED');
    expect(await choose(token, { password: CHOSEN })).toMatchObject({ status: 410 });
    expect((await signIn(email, 'my own long passphrase here')).nextStep).toBe('DONE');
  });

  it('lives in an httpOnly, SameSite=Lax cookie for 30 minutes, Secure over https', () => {
    expect(firstPasswordCookie('t', true)).toEqual({ name: 'rumbo-first-password', value: 't', httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 1800 });
    expect(firstPasswordCookie('t', false)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
  });

  it('is counted per address like the other public endpoints', async () => {
    const { payInOnboarding, choose } = await harness();
    const { token } = await payInOnboarding();
    const { limit } = RATE_LIMITS.firstPassword.address;
    for (let i = 0; i < limit; i += 1) expect(await choose(`${'B'.repeat(42)}${i % 10}`, { password: CHOSEN })).toMatchObject({ status: 410 });
    expect(await choose(token, { password: CHOSEN })).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    // Another address is not held back by it.
    expect(await choose(token, { password: CHOSEN }, '198.51.100.4')).not.toHaveProperty('status');
  });

  it('validates its input before anything else', async () => {
    const { payInOnboarding, choose, statusOf } = await harness();
    const { email, token } = await payInOnboarding();
    for (const body of [null, 'text', [], {}, { password: 12 }, { password: 'x'.repeat(257) }]) {
      expect(await choose(token, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
    }
    expect(await statusOf(email)).toBe('FORCE_CHANGE_PASSWORD');
  });
});
