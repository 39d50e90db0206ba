import { AppError } from '~/domain/errors';
import { AUTH_ERROR_MESSAGES, type TAuthErrorCode, type TNextStep } from '~/domain/sign-in';
import { IdentityError } from '../../clients/identity';
import { SrpError } from '../../clients/srp';
import { unmetPasswordRules } from '~/domain/password';
import { isCommonPassword } from '../common-passwords';
import { log } from '~/server/log.mjs';

// The identity service's exception names stay here, next to the flows that call it: the domain
// only knows the codes the screens translate (AUTH_ERROR_CODES).

/** Which call failed decides what some service errors mean (a bad password is wrong at sign-in, weak elsewhere). */
export type TAuthCall = 'signIn' | 'confirm' | 'signUp' | 'reset' | 'changePassword';

const THROTTLED = ['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException'];
/** docs/product-rules.md §8: both read 'Incorrect username or password', so a caller cannot tell whether an account exists. */
const WRONG_CREDENTIALS = ['UserNotFoundException', 'NotAuthorizedException'];
/** Answers meaning the tokens are no longer accepted (a user the service no longer knows included). */
const SIGNED_OUT = ['NotAuthorizedException', 'UserUnAuthenticatedException', 'UserNotFoundException'];

/** docs/product-rules.md §8 mapping of the identity service's exception names onto codes. */
export function authErrorCode(errorType: string, call: TAuthCall): TAuthErrorCode {
  if (THROTTLED.includes(errorType)) return 'tooManyAttempts';
  if (errorType === 'CodeMismatchException') return 'codeMismatch';
  if (errorType === 'ExpiredCodeException') return 'expiredCode';
  if (errorType === 'UsernameExistsException') return 'usernameExists';
  // The local service answers a wrong password with InvalidPasswordException.
  if (errorType === 'InvalidPasswordException') return call === 'signIn' ? 'incorrectCredentials' : 'invalidPassword';
  if (call === 'changePassword') return 'changePasswordFailed';
  if (WRONG_CREDENTIALS.includes(errorType)) return 'incorrectCredentials';
  return 'unknown';
}

/** docs/product-rules.md §4: some errors are not failures but steps (reset password, confirm sign-up). */
export function nextStepForError(errorType: string): TNextStep | undefined {
  if (errorType === 'PasswordResetRequiredException') return 'RESET_PASSWORD';
  if (errorType === 'UserNotConfirmedException') return 'CONFIRM_SIGN_UP';
  return undefined;
}

/** docs/product-rules.md §8: the current user is null (not an error) when the service no longer accepts the tokens. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof IdentityError && SIGNED_OUT.includes(error.type);
}

/** docs/product-rules.md §8 'Device does not exist': the remembered device is gone at the service. */
export function isDeviceMissing(error: unknown): boolean {
  return error instanceof IdentityError && /device does not exist/i.test(error.message);
}

/** A failure with a catalogue code; its message is the code's English text. */
export function authFailure(code: TAuthErrorCode, cause?: unknown): AppError {
  return new AppError('AUTH_FAILED', AUTH_ERROR_MESSAGES[code], { reason: code, cause });
}

/**
 * docs/product-rules.md §8 for an identity-service error: a catalogue code where one applies, else reason 'unknown'
 * with the service's own message (sent to the browser as `detail`), or the unknown-error text.
 */
export function identityFailure(error: IdentityError, call: TAuthCall): AppError {
  const code = authErrorCode(error.type, call);
  // Security events: failed sign-ins and throttled attempts, by kind only.
  if (call === 'signIn' && code === 'incorrectCredentials') log.info({ event: 'sign-in-failed', kind: error.type }, 'Sign-in refused');
  if (code === 'tooManyAttempts') log.warn({ event: 'identity-throttled', call, kind: error.type }, 'The identity service throttled an attempt');
  if (code !== 'unknown') return authFailure(code, error);
  const detail = error.serviceMessage;
  return new AppError('AUTH_FAILED', detail ?? AUTH_ERROR_MESSAGES.unknown, { reason: 'unknown', detail, cause: error });
}

/** Any error of a flow as the AppError the caller sees; anything unexpected is logged, never shown. */
export function failureFrom(error: unknown, call: TAuthCall): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof IdentityError) return identityFailure(error, call);
  if (error instanceof SrpError) return authFailure('failed', error);
  log.error({ err: error, call }, 'Identity call failed');
  return authFailure('unknown', error);
}

/**
 * Rumbo's password rule (src/domain/password.ts), checked whatever policy the identity service
 * enforces (the local one enforces none): long enough, then not a common or breached password.
 */
export async function requireStrong(password: string): Promise<void> {
  if (unmetPasswordRules(password).length) throw authFailure('invalidPassword');
  if (await isCommonPassword(password)) throw authFailure('commonPassword');
}
