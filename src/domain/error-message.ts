import { isErrorCode, type TErrorCode } from './errors';
import type { TPaymentErrorCode } from './payment-errors';
import { NAME_ERRORS, type TNameError } from './profile';
import { UPLOAD_LIMITS, UPLOAD_QUOTA, UPLOAD_REASONS, type TUploadReason } from './resume-matching';
import { asAuthErrorCode, type TAuthErrorCode } from './sign-in';

/** Where an error is shown: each place has its own catalogue and its own fallback. */
export type TErrorContext =
  'data.jobs' | 'data.applications' | 'data.data' | 'auth' | 'profile' | 'subscription.update' | 'subscription.checkout' | 'resume' | 'onboarding' | 'generic';

export type TSubscriptionErrorCode = 'noSubscription' | 'noToken' | 'updateFailed' | 'checkoutFailed';

/** Every catalogue key an error can be shown with (checked against messages/en.json where it is translated). */
export type TErrorMessageKey =
  | `data.errors.${'jobs' | 'applications' | 'data' | 'authenticate'}`
  | `auth.errors.${TAuthErrorCode}`
  | `profile.errors.${TNameError | 'saveFailed'}`
  | `subscription.errors.${TSubscriptionErrorCode}`
  | `resume.errors.${TUploadReason}`
  | `errors.${TErrorCode}`
  | 'errors.generic'
  | 'errors.detail';

/** A message to show: a catalogue key and the values its placeholders take. */
export type TErrorMessage = { key: TErrorMessageKey; values?: Record<string, string> };

/** What the tRPC error formatter (`data`) or a same-origin payment route (`code`) says about a failure. */
type TWire = { appCode?: TErrorCode; reason?: string; detail?: string; trpcCode?: string; routeCode?: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function readWire(error: unknown): TWire {
  if (!error || typeof error !== 'object') return {};
  const { data, code } = error as { data?: unknown; code?: unknown };
  const wire: TWire = { routeCode: text(code) };
  if (!data || typeof data !== 'object') return wire;
  const fields = data as { appCode?: unknown; reason?: unknown; detail?: unknown; code?: unknown };
  return {
    ...wire,
    appCode: isErrorCode(fields.appCode) ? fields.appCode : undefined,
    reason: text(fields.reason),
    detail: text(fields.detail),
    trpcCode: text(fields.code),
  };
}

/**
 * The first text field a refused call found over its limit (the server refuses, never cuts: docs/product-rules.md §9.3):
 * its path in the input and the limit, or null.
 */
export function tooLongInput(error: unknown): { path: string; max: number } | null {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const issues = data && typeof data === 'object' ? (data as { zodIssues?: unknown }).zodIssues : undefined;
  if (!Array.isArray(issues)) return null;
  for (const issue of issues as unknown[]) {
    const { path, maxLength } = (issue && typeof issue === 'object' ? issue : {}) as { path?: unknown; maxLength?: unknown };
    if (typeof path === 'string' && typeof maxLength === 'number' && Number.isFinite(maxLength)) return { path, max: maxLength };
  }
  return null;
}

/** The catalogue reason a failed call carries (`recentSignInRequired`, an upload reason…), if any. */
export const errorReason = (error: unknown): string | undefined => readWire(error).reason;

/** An auth code as a message. */
export function authMessage(code: TAuthErrorCode): TErrorMessage {
  return { key: `auth.errors.${code}` };
}

/** docs/product-rules.md §8: a catalogued reason is translated; outside the catalogue the service's own words, else the unknown text. */
function authError(wire: TWire): TErrorMessage {
  if (wire.reason) {
    const code = asAuthErrorCode(wire.reason);
    if (code !== 'unknown') return authMessage(code);
  } else if (wire.trpcCode === 'TOO_MANY_REQUESTS') {
    return authMessage('tooManyAttempts');
  } else if (wire.trpcCode === 'BAD_REQUEST') {
    return authMessage('invalidInput');
  }
  return wire.detail ? { key: 'errors.detail', values: { detail: wire.detail } } : authMessage('unknown');
}

/**
 * Payment-route codes with a message of their own (docs/product-rules.md §7 keeps the English `message` for other
 * readers); any other code gets the failed call's fallback.
 */
const ROUTE_CODES: Partial<Record<TPaymentErrorCode, TSubscriptionErrorCode>> = {
  NO_SUBSCRIPTION: 'noSubscription',
  NO_TOKEN: 'noToken',
  // A bearer that is expired or someone else's: docs/product-rules.md §5 'No authentication token found' as before.
  UNAUTHORIZED: 'noToken',
  UPDATE_FAILED: 'updateFailed',
  CHECKOUT_FAILED: 'checkoutFailed',
};

function subscriptionError(wire: TWire, fallback: TSubscriptionErrorCode): TErrorMessage {
  // Codes shared with the procedures keep the one message they have everywhere.
  if (wire.routeCode === 'RATE_LIMITED' || wire.routeCode === 'ACCOUNT_ACTIVE' || wire.routeCode === 'ACCOUNT_EXISTS') return { key: `errors.${wire.routeCode}` };
  const code = wire.routeCode && Object.hasOwn(ROUTE_CODES, wire.routeCode) ? ROUTE_CODES[wire.routeCode as TPaymentErrorCode] : undefined;
  return { key: `subscription.errors.${code ?? fallback}` };
}

const isUploadReason = (reason: string | undefined): reason is TUploadReason => (UPLOAD_REASONS as readonly (string | undefined)[]).includes(reason);

/** The limits a refusal names, so the message always states the limits the server applies. */
const UPLOAD_LIMIT_VALUES: Partial<Record<TUploadReason, Record<string, string>>> = {
  tooLarge: { max: String(UPLOAD_LIMITS.maxBytes / (1024 * 1024)) },
  tooManyPages: { max: String(UPLOAD_LIMITS.maxPages) },
  uploadLimit: { perHour: String(UPLOAD_QUOTA.perHour), perDay: String(UPLOAD_QUOTA.perDay) },
};

/** An upload or matching refusal (docs/product-rules.md §5 and Rumbo's own reasons) as a message; null for a reason outside the catalogue. */
export function uploadReasonMessage(reason: string | undefined): TErrorMessage | null {
  if (!isUploadReason(reason)) return null;
  const values = UPLOAD_LIMIT_VALUES[reason];
  return values ? { key: `resume.errors.${reason}`, values } : { key: `resume.errors.${reason}` };
}

/** Any failure without a finer message: the code's own text, else the generic one. */
const genericError = (wire: TWire): TErrorMessage => ({ key: wire.appCode ? `errors.${wire.appCode}` : 'errors.generic' });

/**
 * Starting a first subscription (onboarding or the refusal screen): the server's code (ACCOUNT_ACTIVE,
 * RATE_LIMITED, CHECKOUT_FAILED...), else refused input, else the checkout could not start.
 */
function onboardingError(wire: TWire): TErrorMessage {
  if (wire.appCode) return { key: `errors.${wire.appCode}` };
  if (wire.trpcCode === 'BAD_REQUEST') return { key: 'errors.BAD_INPUT' };
  if (wire.trpcCode === 'TOO_MANY_REQUESTS') return { key: 'errors.RATE_LIMITED' };
  return { key: 'errors.CHECKOUT_FAILED' };
}

const DATA_ERRORS = {
  'data.jobs': 'data.errors.jobs',
  'data.applications': 'data.errors.applications',
  'data.data': 'data.errors.data',
} as const satisfies Record<string, TErrorMessageKey>;

/** The message for any error that reached the browser, decided by codes only (never by English text). */
export function errorMessage(error: unknown, context: TErrorContext): TErrorMessage {
  const wire = readWire(error);
  switch (context) {
    case 'data.jobs':
    case 'data.applications':
    case 'data.data':
      // docs/product-rules.md §8 data-provider errors: an authentication failure, else the resource's own message.
      return { key: wire.appCode === 'UNAUTHORIZED' ? 'data.errors.authenticate' : DATA_ERRORS[context] };
    case 'auth':
      return authError(wire);
    case 'profile':
      return { key: `profile.errors.${wire.reason && Object.hasOwn(NAME_ERRORS, wire.reason) ? (wire.reason as TNameError) : 'saveFailed'}` };
    case 'subscription.update':
      return subscriptionError(wire, 'updateFailed');
    case 'subscription.checkout':
      return subscriptionError(wire, 'checkoutFailed');
    case 'resume':
      return uploadReasonMessage(wire.reason) ?? genericError(wire);
    case 'onboarding':
      return onboardingError(wire);
    case 'generic':
      return genericError(wire);
  }
}
