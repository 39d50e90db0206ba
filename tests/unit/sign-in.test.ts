import { describe, expect, it } from 'vitest';
import { asAuthErrorCode, AUTH_ERROR_CODES, AUTH_MESSAGES, isEmail, mfaChallengeFor, signInInputError, signInResultForChallenge } from '~/domain/sign-in';
import { authErrorCode, identityFailure, nextStepForError } from '~/server/auth/flows/errors';
import { IdentityError } from '~/server/clients/identity';

describe('sign-in result (docs/product-rules.md §3, §4)', () => {
  it('no challenge means signed in', () => {
    expect(signInResultForChallenge(undefined)).toEqual({ success: true, message: 'Authentication successful', nextStep: 'DONE' });
  });
  it('maps every challenge to its next step', () => {
    expect(signInResultForChallenge('NEW_PASSWORD_REQUIRED')).toEqual({
      success: true,
      message: 'Please change your password',
      nextStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      challengeName: 'NEW_PASSWORD_REQUIRED',
    });
    expect(signInResultForChallenge('SELECT_MFA_TYPE').nextStep).toBe('CONTINUE_SIGN_IN_WITH_MFA_SELECTION');
    expect(signInResultForChallenge('SMS_MFA').nextStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    expect(signInResultForChallenge('SOFTWARE_TOKEN_MFA').nextStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect(signInResultForChallenge('MFA_SETUP').nextStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    expect(signInResultForChallenge('CUSTOM_CHALLENGE').nextStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
  });
  it('an unknown challenge is an unfinished flow', () => {
    expect(signInResultForChallenge('SOMETHING_NEW')).toEqual({ success: false, message: 'Authentication failed', challengeName: 'SOMETHING_NEW' });
  });
  it('password-reset-required and not-confirmed errors become steps', () => {
    expect(nextStepForError('PasswordResetRequiredException')).toBe('RESET_PASSWORD');
    expect(nextStepForError('UserNotConfirmedException')).toBe('CONFIRM_SIGN_UP');
    expect(nextStepForError('NotAuthorizedException')).toBeUndefined();
  });
});

describe('identity service errors (docs/product-rules.md §8)', () => {
  it('hides whether the user exists', () => {
    for (const type of ['UserNotFoundException', 'NotAuthorizedException', 'InvalidPasswordException']) {
      const failure = identityFailure(new IdentityError(type, 'detail'), 'signIn');
      expect(failure).toMatchObject({ code: 'AUTH_FAILED', reason: 'incorrectCredentials', message: 'Incorrect username or password. Please try again.' });
      expect(failure.detail).toBeUndefined();
    }
  });
  it('keeps the catalogue text for known errors', () => {
    expect(identityFailure(new IdentityError('CodeMismatchException', 'Invalid code provided.'), 'confirm')).toMatchObject({
      reason: 'codeMismatch',
      message: 'The code is not correct',
      detail: undefined,
    });
  });
  it("gives other errors the service's own message as detail, else the unknown-error text", () => {
    expect(identityFailure(new IdentityError('InternalErrorException', 'Service is down for maintenance'), 'signIn')).toMatchObject({
      reason: 'unknown',
      message: 'Service is down for maintenance',
      detail: 'Service is down for maintenance',
    });
    for (const silent of [new IdentityError('Weird'), new IdentityError('Weird', '  ')]) {
      const failure = identityFailure(silent, 'signIn');
      expect(failure).toMatchObject({ reason: 'unknown', message: 'An unknown error occurred during authentication' });
      expect(failure.detail).toBeUndefined();
    }
  });
});

describe('authentication inputs (docs/product-rules.md §5)', () => {
  it('needs a username and a password', () => {
    expect(signInInputError({ password: 'x' })).toBe('username is required to signIn');
    expect(signInInputError({ username: '  ', password: 'x' })).toBe('username is required to signIn');
    expect(signInInputError({ username: 'a@b.co' })).toBe('password is required to signIn');
    expect(signInInputError({ username: 'a@b.co', password: 'x' })).toBeNull();
  });
  it('the passwordless flow must not carry a password', () => {
    expect(signInInputError({ username: 'a@b.co', isPasswordless: true })).toBeNull();
    expect(signInInputError({ username: 'a@b.co', password: 'x', isPasswordless: true })).not.toBeNull();
  });
  it('the MFA selection must be SMS or TOTP', () => {
    expect(mfaChallengeFor('totp')).toBe('SOFTWARE_TOKEN_MFA');
    expect(mfaChallengeFor('SMS')).toBe('SMS_MFA');
    expect(() => mfaChallengeFor('EMAIL')).toThrow(AUTH_MESSAGES.wrongMfa);
  });
});

describe('auth error codes', () => {
  it('keeps known codes and turns anything else into unknown', () => {
    expect(asAuthErrorCode('incorrectCredentials')).toBe('incorrectCredentials');
    expect(asAuthErrorCode('CredentialsSignin')).toBe('unknown');
    expect(asAuthErrorCode(null)).toBe('unknown');
  });

  it('maps service exceptions by the call that failed (docs/product-rules.md §8)', () => {
    expect(authErrorCode('UserNotFoundException', 'signIn')).toBe('incorrectCredentials');
    expect(authErrorCode('NotAuthorizedException', 'signIn')).toBe('incorrectCredentials');
    // The local service answers a wrong password with InvalidPasswordException; elsewhere it means a weak password.
    expect(authErrorCode('InvalidPasswordException', 'signIn')).toBe('incorrectCredentials');
    expect(authErrorCode('InvalidPasswordException', 'signUp')).toBe('invalidPassword');
    expect(authErrorCode('CodeMismatchException', 'confirm')).toBe('codeMismatch');
    expect(authErrorCode('ExpiredCodeException', 'reset')).toBe('expiredCode');
    for (const type of ['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']) expect(authErrorCode(type, 'confirm')).toBe('tooManyAttempts');
    expect(authErrorCode('UsernameExistsException', 'signUp')).toBe('usernameExists');
    expect(authErrorCode('NotAuthorizedException', 'changePassword')).toBe('changePasswordFailed');
    expect(authErrorCode('SomethingNew', 'signIn')).toBe('unknown');
  });

  // How a failed call's wire shape becomes a message is tested with errorMessage (error-message.test.ts).

  it('has a message in both catalogues for every code', async () => {
    const en = (await import('../../messages/en.json')).default as { auth: { errors: Record<string, string> } };
    const es = (await import('../../messages/es.json')).default as { auth: { errors: Record<string, string> } };
    for (const code of AUTH_ERROR_CODES) {
      expect(en.auth.errors[code], code).toBeTruthy();
      expect(es.auth.errors[code], code).toBeTruthy();
    }
  });

  it('checks the email format of docs/product-rules.md §5', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    for (const bad of ['ana', 'ana@example', 'ana @example.com', '@example.com', 'ana@.com x']) expect(isEmail(bad), bad).toBe(false);
  });
});
