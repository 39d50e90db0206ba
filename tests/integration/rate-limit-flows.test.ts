import { describe, expect, it } from 'vitest';
import { openTicket } from '~/server/auth/flows';
import { authHarness, uniqueEmail } from '../helpers/auth';
import { TEST_CODE } from '../helpers/cognito-global-setup';
import { totpCode } from '../helpers/totp';

// The app's own limits (RATE_LIMITS): guesses pass 8 times a day per account and address, then
// wait 30 s, doubling up to 5 minutes; a passwordless start passes 3 times, then waits a minute.
const PASSWORD = 'Rumbo#Test2026';
const WRONG = 'Wrong#Pass2026';
const limited = { code: 'TOO_MANY_REQUESTS', cause: { reason: 'tooManyAttempts' } };

type THarness = Awaited<ReturnType<typeof authHarness>>;

async function confirmedUser(h: THarness, tag: string) {
  const email = uniqueEmail(tag);
  await h.caller.auth.signUp({ email, password: PASSWORD });
  await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
  return email;
}

/** The signed-in caller of a user, as the session cookie would make it. */
async function signedInCaller(h: THarness, email: string) {
  const step = await h.caller.auth.signIn({ username: email, password: PASSWORD });
  const tokens = await openTicket(h.auth.sealer, step.ticket!);
  return h.callerAs({ email, accessToken: tokens!.accessToken, signedInAt: h.clock.now() });
}

const reasons = async (attempts: Array<Promise<unknown>>) =>
  (await Promise.allSettled(attempts)).map((result) => (result.status === 'rejected' ? (result.reason as { cause?: { reason?: string } }).cause?.reason : 'passed'));
const tally = (values: Array<string | undefined>) => values.reduce<Record<string, number>>((all, value) => ({ ...all, [value ?? '?']: (all[value ?? '?'] ?? 0) + 1 }), {});

describe('rate limits on the identity flows', () => {
  it('lets 30 simultaneous wrong sign-ins for one account reach the identity service only 8 times', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'burst');
    const burst = Array.from({ length: 30 }, () => h.caller.auth.signIn({ username: email, password: WRONG }));
    expect(tally(await reasons(burst))).toEqual({ incorrectCredentials: 8, tooManyAttempts: 22 });
  });

  it('paces the address that guesses, never the account’s owner signing in from elsewhere', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'owner');
    const attacker = (address = '198.51.100.7') => h.callerAs(null, address).auth.signIn({ username: email, password: WRONG });
    const owner = () => h.callerAs(null, '203.0.113.50').auth.signIn({ username: email, password: PASSWORD });
    for (let i = 0; i < 8; i += 1) await expect(attacker()).rejects.toMatchObject({ cause: { reason: 'incorrectCredentials' } });
    // The guessing address waits 30 s; the owner, from their own address, is let in at once.
    await expect(attacker()).rejects.toMatchObject(limited);
    expect(await owner()).toMatchObject({ nextStep: 'DONE' });
    // Guesses spread over many addresses do not hold the owner back either.
    for (let i = 0; i < 16; i += 1) await expect(attacker(`198.51.100.${20 + i}`)).rejects.toMatchObject({ cause: { reason: 'incorrectCredentials' } });
    expect(await owner()).toMatchObject({ nextStep: 'DONE' });
    h.clock.set(h.clock.now() + 30_000);
    await expect(attacker()).rejects.toMatchObject({ cause: { reason: 'incorrectCredentials' } });
  });

  it('counts passwordless starts, which send a code, whatever their outcome', async () => {
    const h = await authHarness();
    const email = uniqueEmail('passwordless');
    const start = () => h.caller.auth.signInWithoutPassword({ username: email });
    // The local service has no passwordless flow: each start fails there, and still counts.
    const outcomes = await reasons([start(), start(), start()]);
    expect(outcomes).not.toContain('tooManyAttempts');
    await expect(start()).rejects.toMatchObject(limited);
    h.clock.set(h.clock.now() + 60_000);
    await expect(start()).rejects.not.toMatchObject(limited);
  });

  it('counts wrong old passwords on a password change', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'change');
    const me = await signedInCaller(h, email);
    // The local service answers a wrong old password with InvalidPasswordException.
    for (let i = 0; i < 8; i += 1) {
      await expect(me.auth.changePassword({ oldPassword: `${WRONG}${i}`, newPassword: 'New#Pass2026' })).rejects.toMatchObject({ cause: { reason: 'invalidPassword' } });
    }
    await expect(me.auth.changePassword({ oldPassword: PASSWORD, newPassword: 'New#Pass2026' })).rejects.toMatchObject(limited);
    h.clock.set(h.clock.now() + 30_000);
    expect(await me.auth.changePassword({ oldPassword: PASSWORD, newPassword: 'New#Pass2026' })).toMatchObject({ nextStep: 'DONE' });
  });

  it('counts a signed-in person’s identity reads (300 an hour) and authenticator setups (10 an hour)', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'reads');
    const me = await signedInCaller(h, email);
    for (let i = 0; i < 10; i += 1) await me.auth.setUpTotp();
    await expect(me.auth.setUpTotp()).rejects.toMatchObject(limited);
    for (let i = 0; i < 150; i += 1) await Promise.all([me.auth.currentUser(), me.auth.mfaStatus()]);
    await expect(me.auth.currentUser()).rejects.toMatchObject(limited);
    await expect(me.auth.mfaStatus()).rejects.toMatchObject(limited);
    h.clock.set(h.clock.now() + 3_600_000);
    expect(await me.auth.currentUser()).toMatchObject({ email });
  });

  it('counts wrong codes when an authenticator app is confirmed', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'totp');
    const me = await signedInCaller(h, email);
    const { secret } = await me.auth.setUpTotp();
    for (let i = 0; i < 8; i += 1) await expect(me.auth.verifyTotp({ code: '000000' })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    await expect(me.auth.verifyTotp({ code: totpCode(secret) })).rejects.toMatchObject(limited);
    h.clock.set(h.clock.now() + 30_000);
    expect(await me.auth.verifyTotp({ code: totpCode(secret) })).toEqual({ enabled: true });
  });
});
