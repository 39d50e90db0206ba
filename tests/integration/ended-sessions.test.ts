import { describe, expect, it } from 'vitest';
import { currentCaller, isSessionCurrent } from '~/server/auth/ended-sessions';
import { openTicket } from '~/server/auth/flows';
import { RECENT_SIGN_IN_MS } from '~/server/auth/flows/mfa';
import { nextToken } from '~/server/api/auth-options';
import { ENDED_SESSIONS_MAX } from '~/server/db/users-repo';
import { TEST_CODE } from '../helpers/cognito-global-setup';
import { authHarness, uniqueEmail } from '../helpers/auth';
import { totpCode } from '../helpers/totp';

const PASSWORD = 'Rumbo#Sessions2026';
type THarness = Awaited<ReturnType<typeof authHarness>>;

/** A confirmed account with a stored record (a subscriber), signed in: its tokens. */
async function subscriber(h: THarness, tag: string) {
  const email = uniqueEmail(tag);
  await h.caller.auth.signUp({ email, password: PASSWORD });
  await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
  await h.deps.users.put({ user_email: email, created_at: h.clock.now(), updated_at: h.clock.now() });
  const step = await h.caller.auth.signIn({ username: email, password: PASSWORD });
  return { email, tokens: (await openTicket(h.auth.sealer, step.ticket!))! };
}

/** Whether a session cookie with this id and sign-in time would still let its holder in. */
const stands = async (h: THarness, session: { email: string; sessionId?: string; signedInAt?: number }) => (await currentCaller(session, h.deps.users.get)).session !== null;

describe('the session rule', () => {
  const session = { email: 'ana@example.com', sessionId: 'a', signedInAt: 1_000 };

  it('lets every session through while nothing has been ended, and people without a record too', () => {
    expect(isSessionCurrent(session, {})).toBe(true);
    expect(isSessionCurrent(session, null)).toBe(true);
  });

  it('refuses a session signed out on its own, and sessions signed in before everything was ended, but the kept one', () => {
    expect(isSessionCurrent(session, { ended_sessions: ['b', 'a'] })).toBe(false);
    expect(isSessionCurrent(session, { sessions_ended_at: 1_000 })).toBe(false);
    expect(isSessionCurrent(session, { sessions_ended_at: 999 })).toBe(true);
    expect(isSessionCurrent(session, { sessions_ended_at: 2_000, session_kept: 'a' })).toBe(true);
    expect(isSessionCurrent({ ...session, sessionId: 'c' }, { sessions_ended_at: 2_000, session_kept: 'a' })).toBe(false);
    // A cookie from before sessions had an id and a time counts as signed in at time 0.
    expect(isSessionCurrent({ email: session.email }, { sessions_ended_at: 1 })).toBe(false);
  });

  it('gives each new sign-in its own id and time', async () => {
    const signedIn = {
      email: 'ana@example.com',
      accessToken: 'a',
      idToken: 'i',
      expiresAt: 9,
      username: 'u',
      clockDrift: 0,
      signInDetails: { loginId: 'ana@example.com', authFlowType: 'USER_SRP_AUTH' },
    };
    const first = await nextToken({}, signedIn, undefined, new Date(5_000));
    const second = await nextToken({}, signedIn, undefined, new Date(6_000));
    expect(first).toMatchObject({ signedInAt: 5_000 });
    expect(second).toMatchObject({ signedInAt: 6_000 });
    expect(first.sid).toEqual(expect.any(String));
    expect(first.sid).not.toBe(second.sid);
  });
});

describe('ending sessions, against the local database and identity service', () => {
  it('a sign-out ends that session only, and the record remembers a bounded number of them', async () => {
    const h = await authHarness();
    const { email } = await subscriber(h, 'signout');
    const at = h.clock.now();
    await h.deps.users.endSession(email, 'phone');
    expect(await stands(h, { email, sessionId: 'phone', signedInAt: at })).toBe(false);
    expect(await stands(h, { email, sessionId: 'laptop', signedInAt: at })).toBe(true);
    for (let i = 0; i < ENDED_SESSIONS_MAX + 5; i += 1) await h.deps.users.endSession(email, `old-${i}`);
    const record = await h.deps.users.get(email);
    expect(record?.ended_sessions).toHaveLength(ENDED_SESSIONS_MAX);
    expect(record?.ended_sessions?.[0]).toBe(`old-${ENDED_SESSIONS_MAX + 4}`);
    // A sign-out of someone without a record creates none.
    await h.deps.users.endSession(uniqueEmail('norecord'), 'x');
  });

  it('a password change ends every other session and keeps the one that changed it', async () => {
    const h = await authHarness();
    const { email, tokens } = await subscriber(h, 'change');
    const signedInAt = h.clock.now();
    h.clock.set(signedInAt + 60_000);
    const me = h.callerAs({ email, accessToken: tokens.accessToken, sessionId: 'laptop', signedInAt });
    await me.auth.changePassword({ oldPassword: PASSWORD, newPassword: 'Otra contraseña larga' });
    expect(await stands(h, { email, sessionId: 'laptop', signedInAt })).toBe(true);
    expect(await stands(h, { email, sessionId: 'copied-or-other-device', signedInAt })).toBe(false);
    // A sign-in after the change is a new session that stands.
    h.clock.set(signedInAt + 120_000);
    expect(await stands(h, { email, sessionId: 'new', signedInAt: h.clock.now() })).toBe(true);
  });

  it('sign out everywhere ends every session, the one that asked included', async () => {
    const h = await authHarness();
    const { email, tokens } = await subscriber(h, 'everywhere');
    const signedInAt = h.clock.now();
    h.clock.set(signedInAt + 1_000);
    await h.callerAs({ email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, sessionId: 'laptop', signedInAt }).auth.signOutEverywhere();
    expect(await stands(h, { email, sessionId: 'laptop', signedInAt })).toBe(false);
    expect(await stands(h, { email, sessionId: 'phone', signedInAt })).toBe(false);
  });

  it('a password reset ends every session', async () => {
    const h = await authHarness();
    const { email } = await subscriber(h, 'reset');
    const signedInAt = h.clock.now();
    h.clock.set(signedInAt + 1_000);
    await h.caller.auth.resetPassword({ email });
    await h.caller.auth.confirmResetPassword({ email, code: TEST_CODE, newPassword: 'Una contraseña nueva' });
    expect(await stands(h, { email, sessionId: 'laptop', signedInAt })).toBe(false);
  });

  it('two-step verification changes need a sign-in within the last 5 minutes', async () => {
    const h = await authHarness();
    const { email, tokens } = await subscriber(h, 'recent');
    const signedInAt = h.clock.now();
    const me = h.callerAs({ email, accessToken: tokens.accessToken, sessionId: 'laptop', signedInAt });
    const { secret } = await me.auth.setUpTotp();
    h.clock.set(signedInAt + RECENT_SIGN_IN_MS + 1);
    const refused = { cause: { reason: 'recentSignInRequired', message: 'For your security, sign in again to change two-step verification' } };
    await expect(me.auth.setUpTotp()).rejects.toMatchObject(refused);
    await expect(me.auth.verifyTotp({ code: totpCode(secret) })).rejects.toMatchObject(refused);
    expect(await me.auth.mfaStatus()).toEqual({ totpEnabled: false });
    // A session without a sign-in time (an older cookie) is not recent.
    await expect(h.callerAs({ email, accessToken: tokens.accessToken }).auth.setUpTotp()).rejects.toMatchObject(refused);
  });
});
