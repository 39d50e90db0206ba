/** docs/product-rules.md §4: where a sign-in attempt can end. */
export const NEXT_STEPS = {
  NEW_PASSWORD_REQUIRED: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  SELECT_MFA_TYPE: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  SMS_MFA: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  SOFTWARE_TOKEN_MFA: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  MFA_SETUP: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  CUSTOM_CHALLENGE: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
} as const;
export type TNextStep = (typeof NEXT_STEPS)[keyof typeof NEXT_STEPS] | 'DONE' | 'RESET_PASSWORD' | 'CONFIRM_SIGN_UP' | 'CONFIRM_RESET_PASSWORD_WITH_CODE';

/** docs/product-rules.md §3 sign-in result. */
export type TSignInResult = { success: boolean; message: string; nextStep?: TNextStep; challengeName?: string };

export const AUTH_MESSAGES = {
  success: 'Authentication successful',
  changePassword: 'Please change your password',
  passwordChanged: 'Password changed successfully',
  incorrect: 'Incorrect username or password. Please try again.',
  unknown: 'An unknown error occurred during authentication',
  failed: 'Authentication failed',
  alreadySignedIn: 'There is already a signed in user',
  invalidTokens: 'Invalid tokens',
  changePasswordFailed: 'Failed to change password',
  usernameRequired: 'username is required to signIn',
  passwordRequired: 'password is required to signIn',
  challengeResponseRequired: 'challengeResponse is required to confirmSignIn',
  wrongMfa: 'Incorrect MFA method was chosen. It should be either SMS or TOTP',
} as const;

/** The next step a challenge leads to; an unknown challenge is an unfinished flow. */
export function nextStepForChallenge(challengeName: string | undefined): TNextStep | undefined {
  if (!challengeName) return 'DONE';
  return (NEXT_STEPS as Record<string, TNextStep>)[challengeName];
}

/** The result for a challenge answer from the service. */
export function signInResultForChallenge(challengeName: string | undefined): TSignInResult {
  const nextStep = nextStepForChallenge(challengeName);
  if (!nextStep) return { success: false, message: AUTH_MESSAGES.failed, challengeName };
  if (nextStep === 'DONE') return { success: true, message: AUTH_MESSAGES.success, nextStep };
  if (nextStep === NEXT_STEPS.NEW_PASSWORD_REQUIRED) return { success: true, message: AUTH_MESSAGES.changePassword, nextStep, challengeName };
  return { success: true, message: AUTH_MESSAGES.success, nextStep, challengeName };
}

/** docs/product-rules.md §5: the MFA selection answer must be TOTP or SMS. */
export function mfaChallengeFor(answer: string): 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' {
  const choice = answer.trim().toUpperCase();
  if (choice === 'SMS') return 'SMS_MFA';
  if (choice === 'TOTP') return 'SOFTWARE_TOKEN_MFA';
  throw new Error(AUTH_MESSAGES.wrongMfa);
}

/** docs/product-rules.md §5 sign-in inputs; returns the first message that applies, or null. */
export function signInInputError(input: { username?: string; password?: string; isPasswordless?: boolean }): string | null {
  if (!input.username?.trim()) return AUTH_MESSAGES.usernameRequired;
  if (input.isPasswordless) return input.password ? 'The passwordless sign-in must not include a password' : null;
  if (!input.password) return AUTH_MESSAGES.passwordRequired;
  return null;
}

/** Codes the /auth screens translate (messages: auth.errors.<code>); the server sends one per failure. */
export const AUTH_ERROR_CODES = [
  'usernameRequired',
  'passwordRequired',
  'codeRequired',
  'challengeResponseRequired',
  'invalidEmail',
  'incorrectCredentials',
  'invalidPassword',
  'commonPassword',
  'usernameExists',
  'codeMismatch',
  'expiredCode',
  'tooManyAttempts',
  'wrongMfa',
  'totpNotOffered',
  'passwordlessWithPassword',
  'stateLost',
  'alreadySignedIn',
  'invalidTokens',
  'recentSignInRequired',
  'changePasswordFailed',
  'invalidInput',
  'failed',
  'unknown',
] as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** The English message each code stands for; docs/product-rules.md §5/§8 texts word for word where they exist. */
export const AUTH_ERROR_MESSAGES: Record<TAuthErrorCode, string> = {
  usernameRequired: AUTH_MESSAGES.usernameRequired,
  passwordRequired: AUTH_MESSAGES.passwordRequired,
  codeRequired: 'A confirmation code is required',
  challengeResponseRequired: AUTH_MESSAGES.challengeResponseRequired,
  invalidEmail: 'Enter a valid email address',
  incorrectCredentials: AUTH_MESSAGES.incorrect,
  invalidPassword: 'The password does not meet the requirements',
  commonPassword: 'This password is too common. Choose one that is harder to guess',
  usernameExists: 'An account with this email already exists',
  codeMismatch: 'The code is not correct',
  expiredCode: 'The code has expired. Request a new one',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again',
  wrongMfa: AUTH_MESSAGES.wrongMfa,
  totpNotOffered: 'Authenticator app setup is not offered for this account',
  passwordlessWithPassword: 'The passwordless sign-in must not include a password',
  stateLost: 'This sign-in step is no longer available. Please sign in again',
  alreadySignedIn: AUTH_MESSAGES.alreadySignedIn,
  invalidTokens: AUTH_MESSAGES.invalidTokens,
  recentSignInRequired: 'For your security, sign in again to change two-step verification',
  changePasswordFailed: AUTH_MESSAGES.changePasswordFailed,
  invalidInput: 'Some of the information sent is not valid',
  failed: AUTH_MESSAGES.failed,
  unknown: AUTH_MESSAGES.unknown,
};

/** Any string as a known code, else 'unknown'. */
export function asAuthErrorCode(code: string | null | undefined): TAuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as TAuthErrorCode) : 'unknown';
}

// No mailbox holds control, invisible (zero-width, bidirectional) or unpaired surrogate characters;
// let through, they become look-alike accounts and keys the identity service and database refuse.
const EMAIL = /^[^\s@\p{Cc}\p{Cf}\p{Cs}]+@[^\s@\p{Cc}\p{Cf}\p{Cs}]+\.[^\s@\p{Cc}\p{Cf}\p{Cs}]+$/u;

/** docs/product-rules.md §5 email format: something, an @, something, a dot, something, no spaces (nor control or invisible characters). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
