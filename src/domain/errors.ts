/** Domain error codes; each maps once to a tRPC code and to a message key `errors.<code>`. */
export const ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  SUBSCRIPTION_INVALID: 'FORBIDDEN',
  BAD_INPUT: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  USER_EMAIL_NOT_FOUND: 'UNAUTHORIZED',
  USER_NOT_FOUND: 'NOT_FOUND',
  UPSTREAM: 'BAD_GATEWAY',
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

/** The one error type thrown outside routers; the tRPC error formatter maps it. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ?? code, options);
    this.name = 'AppError';
  }
}

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}
