/** Domain error codes; each maps once to a tRPC code and to a message key `errors.<code>`. */
export const ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  SUBSCRIPTION_INVALID: 'FORBIDDEN',
  BAD_INPUT: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  USER_EMAIL_NOT_FOUND: 'UNAUTHORIZED',
  USER_NOT_FOUND: 'NOT_FOUND',
  UPSTREAM: 'BAD_GATEWAY',
  AUTH_FAILED: 'BAD_REQUEST',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  /** The email's account already has a valid subscription: sign in instead (onboarding never replaces it). */
  ACCOUNT_ACTIVE: 'CONFLICT',
  /** A checkout without a session for an email that has an account: sign in to continue (no stranger reaches an account's payments). */
  ACCOUNT_EXISTS: 'CONFLICT',
  /** The payments provider could not start a checkout. */
  CHECKOUT_FAILED: 'BAD_GATEWAY',
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

/** The one error type thrown outside routers; the tRPC error formatter maps it. */
export class AppError extends Error {
  /** A finer code for the screen that shows the error (e.g. auth.errors.<reason>). */
  readonly reason: string | undefined;
  /** An external service's own words, shown as they are when `reason` has no catalogue message (docs/product-rules.md §8). */
  readonly detail: string | undefined;
  constructor(
    readonly code: TErrorCode,
    message?: string,
    options?: { cause?: unknown; reason?: string; detail?: string },
  ) {
    super(message ?? code, options);
    this.reason = options?.reason;
    this.detail = options?.detail;
    this.name = 'AppError';
  }
}

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}
