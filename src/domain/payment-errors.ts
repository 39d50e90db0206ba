/**
 * The machine-readable `code` of every error answer of the payments route handlers
 * (/api/create-checkout-session, /api/stripe/update-subscription, /api/stripe/webhook,
 * /api/stripe/return), with its HTTP status. The browser translates by code; `message` keeps docs/product-rules.md §7/§8's English words.
 */
export const PAYMENT_ERRORS = {
  /** The body is not what the endpoint accepts (not JSON, or not its fields). */
  BAD_INPUT: 400,
  /** A webhook whose signature is missing or does not match the raw body. */
  BAD_SIGNATURE: 400,
  /** No bearer token, or a renewal without a session (SPEC: 'No authentication token found'). */
  NO_TOKEN: 401,
  /** A bearer token that is invalid, expired or someone else's, or no session behind it. */
  UNAUTHORIZED: 401,
  /** The x-csrf-token header is missing or does not match the CSRF cookie. */
  CSRF: 403,
  /** A checkout for another account than the signed-in one, or one posted from another site. */
  FORBIDDEN: 403,
  /** The caller has no subscription with that id (SPEC: 'No active subscription found'). */
  NO_SUBSCRIPTION: 404,
  /** The provider or the database refused the change (SPEC: 'Failed to update subscription'). */
  UPDATE_FAILED: 502,
  /** A signed-in person's first subscription while one is valid: it is never replaced. */
  ACCOUNT_ACTIVE: 409,
  /** A checkout without a session for an email that has an account, whatever its subscription: sign in to continue. */
  ACCOUNT_EXISTS: 409,
  /** Too many checkouts for this email or address: wait and try again. */
  RATE_LIMITED: 429,
  /** The provider could not open a checkout. */
  CHECKOUT_FAILED: 502,
  /** A verified webhook could not be applied; 500 makes the provider send it again later. */
  SYNC_FAILED: 500,
} as const;

export type TPaymentErrorCode = keyof typeof PAYMENT_ERRORS;
