import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openTicket } from '~/server/auth/flows';
import { nextToken } from '~/server/api/auth-options';
import { createRefresher } from '~/server/auth/refresh';
import { TEST_CODE } from '../helpers/cognito-global-setup';
import { authHarness, createUserWithTemporaryPassword, uniqueEmail } from '../helpers/auth';
import { totpCode } from '../helpers/totp';

const PASSWORD = 'Rumbo#Test2026';

/** Signs up and confirms a user with the local service's fixed code. */
async function confirmedUser(h: Awaited<ReturnType<typeof authHarness>>, tag: string) {
  const email = uniqueEmail(tag);
  await h.caller.auth.signUp({ email, password: PASSWORD });
  await h.caller.auth.confirmSignUp({ email, code: TEST_CODE });
  return email;
}

async function signedIn(h: Awaited<ReturnType<typeof authHarness>>, email: string, password = PASSWORD) {
  const step = await h.caller.auth.signIn({ username: email, password });
  expect(step).toMatchObject({ success: true, nextStep: 'DONE', message: 'Authentication successful' });
  const tokens = await openTicket(h.auth.sealer, step.ticket!);
  expect(tokens?.email).toBe(email);
  return tokens!;
}

describe('identity flows against the local identity service', () => {
  it('signs up with email as login, confirms the code, then signs in', async () => {
    const h = await authHarness();
    const email = uniqueEmail('signup');
    const step = await h.caller.auth.signUp({ email, password: PASSWORD });
    expect(step).toMatchObject({ success: true, nextStep: 'CONFIRM_SIGN_UP' });
    expect(step.codeDelivery?.deliveryMedium).toBe('EMAIL');

    // Not confirmed yet: the sign-in answers the CONFIRM_SIGN_UP step, not a failure.
    expect(await h.caller.auth.signIn({ username: email, password: PASSWORD })).toMatchObject({ success: false, nextStep: 'CONFIRM_SIGN_UP' });

    await expect(h.caller.auth.confirmSignUp({ email, code: '000000' })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    await expect(h.caller.auth.confirmSignUp({ email, code: '' })).rejects.toMatchObject({ cause: { reason: 'codeRequired' } });
    expect(await h.caller.auth.confirmSignUp({ email, code: TEST_CODE })).toMatchObject({ success: true, nextStep: 'DONE' });
    const tokens = await signedIn(h, email);
    expect(tokens.signInDetails).toEqual({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' });
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.idToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.username).toBeTruthy();
    expect(typeof tokens.clockDrift).toBe('number');
    expect(tokens.expiresAt).toBeGreaterThan(h.clock.now());
    expect(await h.callerAs({ email, accessToken: tokens.accessToken }).auth.currentUser()).toMatchObject({ email });
    // A token the service no longer accepts (here: for a user it does not know) means no current user.
    const unknownUser = [{ alg: 'none' }, { sub: 'nobody', username: 'nobody', client_id: h.auth.identity.config.clientId, token_use: 'access' }, {}]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.');
    expect(await h.callerAs({ email, accessToken: unknownUser }).auth.currentUser()).toBeNull();
    expect(await h.caller.auth.currentUser()).toBeNull();
  });

  it('signs the new account in with the right code, without asking for the password again (same page only)', async () => {
    const h = await authHarness();
    const email = uniqueEmail('straight-in');
    const { state } = await h.caller.auth.signUp({ email, password: PASSWORD });
    expect(state).toEqual(expect.any(String));
    expect(state).not.toContain(PASSWORD);
    // A wrong code signs nobody in; the right one with the page's sealed state answers the sign-in itself.
    await expect(h.caller.auth.confirmSignUp({ email, code: '000000', state })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    const step = await h.caller.auth.confirmSignUp({ email, code: TEST_CODE, state });
    expect(step).toMatchObject({ success: true, nextStep: 'DONE', message: 'Authentication successful' });
    expect((await openTicket(h.auth.sealer, step.ticket!))?.email).toBe(email);

    // Another account's state, or a forged one, confirms but signs nobody in.
    const other = uniqueEmail('other');
    await h.caller.auth.signUp({ email: other, password: PASSWORD });
    const confirmedOnly = { nextStep: 'DONE', message: 'Your account is confirmed. Sign in to continue' };
    expect(await h.caller.auth.confirmSignUp({ email: other, code: TEST_CODE, state })).toMatchObject(confirmedOnly);
    const third = uniqueEmail('third');
    await h.caller.auth.signUp({ email: third, password: PASSWORD });
    expect(await h.caller.auth.confirmSignUp({ email: third, code: TEST_CODE, state: 'x'.repeat(40) })).toMatchObject(confirmedOnly);
  });

  it('refuses a second sign-up of the same email and bad inputs, each with its own code', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'dupe');
    await expect(h.caller.auth.signUp({ email, password: PASSWORD })).rejects.toMatchObject({ cause: { reason: 'usernameExists' } });
    await expect(h.caller.auth.signUp({ email: 'not-an-email', password: PASSWORD })).rejects.toMatchObject({ cause: { reason: 'invalidEmail' } });
    await expect(h.caller.auth.signUp({ email: uniqueEmail('x'), password: '' })).rejects.toMatchObject({ cause: { reason: 'passwordRequired' } });
    await expect(h.caller.auth.signUp({ email: 'x'.repeat(400), password: PASSWORD })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers docs/product-rules.md §5/§8 messages for empty and wrong credentials', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'wrong');
    await expect(h.caller.auth.signIn({ username: '', password: PASSWORD })).rejects.toThrow('username is required to signIn');
    await expect(h.caller.auth.signIn({ username: email, password: '' })).rejects.toThrow('password is required to signIn');
    await expect(h.caller.auth.signIn({ username: 'ana@', password: PASSWORD })).rejects.toMatchObject({ cause: { reason: 'invalidEmail' } });
    await expect(h.caller.auth.signIn({ username: email, password: 'Wrong#Pass1' })).rejects.toThrow('Incorrect username or password. Please try again.');
    await expect(h.caller.auth.signIn({ username: uniqueEmail('nobody'), password: PASSWORD })).rejects.toThrow('Incorrect username or password. Please try again.');
  });

  it('rejects a sign-in while a user is already signed in', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'twice');
    await expect(h.callerAs({ email }).auth.signIn({ username: email, password: PASSWORD })).rejects.toThrow('There is already a signed in user');
  });

  it('limits failed sign-ins per account, then refuses even the right password with a clear message', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'limited');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await expect(h.caller.auth.signIn({ username: email, password: 'Wrong#Pass1' })).rejects.toMatchObject({ cause: { reason: 'incorrectCredentials' } });
    }
    await expect(h.caller.auth.signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', cause: { reason: 'tooManyAttempts' } });
    // Another account from another address is not affected; the window ends after 15 minutes.
    const other = await confirmedUser(h, 'free');
    await signedIn(h, other);
    h.clock.set(h.clock.now() + 15 * 60_000);
    await signedIn(h, email);
  });

  it('takes a user with a temporary password through NEW_PASSWORD_REQUIRED', async () => {
    const h = await authHarness();
    const email = uniqueEmail('temp');
    await createUserWithTemporaryPassword(email, 'Temp#Pass2026');
    const step = await h.caller.auth.signIn({ username: email, password: 'Temp#Pass2026' });
    expect(step).toMatchObject({
      success: true,
      message: 'Please change your password',
      nextStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      challengeName: 'NEW_PASSWORD_REQUIRED',
    });
    await expect(h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: '' })).rejects.toThrow('challengeResponse is required to confirmSignIn');
    const done = await h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: 'Fresh#Pass2026' });
    expect(done).toMatchObject({ success: true, message: 'Password changed successfully', nextStep: 'DONE' });
    await signedIn(h, email, 'Fresh#Pass2026');
  });

  it('holds every new password to one rule, whatever the identity service accepts (the local one accepts "x")', async () => {
    const h = await authHarness();
    const weak = ['x', 'password', 'Password1', 'Sh#rt1'];
    for (const password of weak) {
      const email = uniqueEmail('weak');
      await expect(h.caller.auth.signUp({ email, password })).rejects.toMatchObject({ cause: { reason: 'invalidPassword' } });
      // Nothing was created: the same email signs up with a good password.
      expect(await h.caller.auth.signUp({ email, password: PASSWORD })).toMatchObject({ nextStep: 'CONFIRM_SIGN_UP' });
    }
    const email = await confirmedUser(h, 'weak-reset');
    await h.caller.auth.resetPassword({ email });
    await expect(h.caller.auth.confirmResetPassword({ email, code: TEST_CODE, newPassword: 'x' })).rejects.toMatchObject({ cause: { reason: 'invalidPassword' } });
    const tokens = await signedIn(h, email);
    const me = h.callerAs({ email, accessToken: tokens.accessToken });
    await expect(me.auth.changePassword({ oldPassword: PASSWORD, newPassword: 'x' })).rejects.toMatchObject({ cause: { reason: 'invalidPassword' } });
    await signedIn(h, email);
    const temporary = uniqueEmail('weak-temp');
    await createUserWithTemporaryPassword(temporary, 'Temp#Pass2026');
    const step = await h.caller.auth.signIn({ username: temporary, password: 'Temp#Pass2026' });
    await expect(h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: 'weakpass' })).rejects.toMatchObject({ cause: { reason: 'invalidPassword' } });
  });

  it('fails clearly when the multi-step state is lost (page reload) or forged', async () => {
    const h = await authHarness();
    await expect(h.caller.auth.confirmSignIn({ state: '', challengeResponse: '123456' })).rejects.toMatchObject({ cause: { reason: 'stateLost' } });
    await expect(h.caller.auth.confirmSignIn({ state: 'eyJhbGciOiJkaXIifQ..x.y.z', challengeResponse: '123456' })).rejects.toMatchObject({ cause: { reason: 'stateLost' } });
  });

  it('sends the sign-up code again (delivered again, paced like a sign-up), with one answer for unknown and confirmed accounts', async () => {
    const h = await authHarness();
    const email = uniqueEmail('resend');
    const { messagesLog } = inject('cognito');
    const deliveries = () =>
      readFileSync(messagesLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes('Destination:') && line.includes(email)).length;
    await h.caller.auth.signUp({ email, password: PASSWORD });
    expect(deliveries()).toBe(1);
    const again = await h.caller.auth.resendSignUpCode({ email });
    expect(again).toEqual({ success: true, message: 'We sent the code again', nextStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL' } });
    expect(deliveries()).toBe(2);
    expect(await h.caller.auth.confirmSignUp({ email, code: TEST_CODE })).toMatchObject({ success: true, nextStep: 'DONE' });
    // Confirmed now, and an account that does not exist: the same answer, nothing delivered.
    expect(await h.caller.auth.resendSignUpCode({ email })).toEqual(again);
    expect(await h.caller.auth.resendSignUpCode({ email: uniqueEmail('nobody') })).toEqual(again);
    expect(deliveries()).toBe(2);
    // It sends an email, so it counts with the sign-up: 3 free a day from one address, then paced.
    await expect(h.caller.auth.resendSignUpCode({ email })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('resets a forgotten password with the emailed code', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'forgot');
    const step = await h.caller.auth.resetPassword({ email });
    expect(step).toEqual({
      success: true,
      message: 'Enter the code we sent and a new password',
      nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDelivery: { deliveryMedium: 'EMAIL' },
    });
    await expect(h.caller.auth.confirmResetPassword({ email, code: '999999', newPassword: 'Reset#Pass2026' })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    await expect(h.caller.auth.confirmResetPassword({ email, code: TEST_CODE, newPassword: '' })).rejects.toMatchObject({ cause: { reason: 'passwordRequired' } });
    expect(await h.caller.auth.confirmResetPassword({ email, code: TEST_CODE, newPassword: 'Reset#Pass2026' })).toMatchObject({
      success: true,
      message: 'Password changed successfully',
    });
    await signedIn(h, email, 'Reset#Pass2026');
    // An unknown account and an unconfirmed one get exactly the same answer, so accounts cannot be discovered.
    expect(await h.caller.auth.resetPassword({ email: uniqueEmail('ghost') })).toEqual(step);
    const unconfirmed = uniqueEmail('unconfirmed');
    await h.caller.auth.signUp({ email: unconfirmed, password: PASSWORD });
    expect(await h.caller.auth.resetPassword({ email: unconfirmed })).toEqual(step);
  });

  it('sets up TOTP with the secret, then asks for a TOTP code at sign-in', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'totp');
    const tokens = await signedIn(h, email);
    const me = h.callerAs({ email, accessToken: tokens.accessToken, signedInAt: h.clock.now() });
    expect(await me.auth.mfaStatus()).toEqual({ totpEnabled: false });
    const setup = await me.auth.setUpTotp();
    expect(setup.uri).toBe(`otpauth://totp/${encodeURIComponent(`Rumbo:${email}`)}?secret=${setup.secret}&issuer=Rumbo`);
    await expect(me.auth.verifyTotp({ code: '000000' })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    expect(await me.auth.verifyTotp({ code: totpCode(setup.secret) })).toEqual({ enabled: true });
    expect(await me.auth.mfaStatus()).toEqual({ totpEnabled: true });

    const step = await h.caller.auth.signIn({ username: email, password: PASSWORD });
    expect(step).toMatchObject({ nextStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', challengeName: 'SOFTWARE_TOKEN_MFA' });
    await expect(h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: '000000' })).rejects.toMatchObject({ cause: { reason: 'codeMismatch' } });
    const done = await h.caller.auth.confirmSignIn({ state: step.state!, challengeResponse: totpCode(setup.secret) });
    expect(done).toMatchObject({ success: true, nextStep: 'DONE' });
  });

  it('changes the password, with the SPEC message on failure', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'change');
    const tokens = await signedIn(h, email);
    const me = h.callerAs({ email, accessToken: tokens.accessToken });
    await expect(me.auth.changePassword({ oldPassword: '', newPassword: 'New#Pass2026' })).rejects.toMatchObject({ cause: { reason: 'passwordRequired' } });
    await expect(me.auth.changePassword({ oldPassword: PASSWORD, newPassword: 'New#Pass2026' }).then(() => 'changed')).resolves.toBe('changed');
    await signedIn(h, email, 'New#Pass2026');
    await expect(h.callerAs({ email, accessToken: 'not-a-token' }).auth.changePassword({ oldPassword: 'New#Pass2026', newPassword: 'X#Pass2026xy' })).rejects.toThrow(
      'Failed to change password',
    );
    await expect(h.caller.auth.changePassword({ oldPassword: 'a', newPassword: 'b' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refreshes expired tokens, and a sign-out everywhere (revocation locally) makes the refresh fail', async () => {
    const h = await authHarness();
    const email = await confirmedUser(h, 'refresh');
    const tokens = await signedIn(h, email);
    const expired = { email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: h.clock.now() - 1 };
    const refreshed = await nextToken(expired, undefined, h.auth.refresher, new Date(h.clock.now()));
    expect(refreshed.error).toBeUndefined();
    expect(refreshed.expiresAt).toBeGreaterThan(0);
    // Not yet expired: left alone.
    expect(await nextToken({ ...expired, expiresAt: h.clock.now() + 3_600_000 }, undefined, h.auth.refresher, new Date(h.clock.now()))).toMatchObject({
      accessToken: tokens.accessToken,
    });

    // The local service has no GlobalSignOut: the refresh token is revoked instead.
    expect(await h.callerAs({ email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }).auth.signOutEverywhere()).toEqual({ method: 'revoke' });
    const afterSignOut = await nextToken({ ...expired, refreshToken: tokens.refreshToken }, undefined, createRefresher(h.auth.identity), new Date(h.clock.now()));
    expect(afterSignOut.error).toBe('RefreshTokenError');
  });
});
