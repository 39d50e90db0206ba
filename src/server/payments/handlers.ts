import type { TLocale } from '~/domain/locale';
import { z } from 'zod';
import { AppError } from '~/domain/errors';
import { PAYMENT_ERRORS, type TPaymentErrorCode } from '~/domain/payment-errors';
import { AUTH_ERROR_MESSAGES } from '~/domain/sign-in';
import { SUBSCRIPTION_MESSAGES } from '~/domain/subscription';
import type { TSession } from '../auth/types';
import { bearerToken } from '../auth/bearer';
import { isCsrfValid } from '../auth/csrf';
import type { TClock } from '~/domain/clock';
import type { TSealer } from '../auth/seal';
import type { TUsersRepo } from '../db/users-repo';
import type { TRateLimiter } from '../rate-limit/limiter';
import type { TAccounts } from './accounts';
import { continueRunningSubscription, openCheckout } from './checkout';
import { CHECKOUT_RETURNS, RETURN_NAMES } from './returns';
import { firstPasswordAfterPayment, type TFirstPasswordDeps } from './first-password';
import { syncSubscription } from './sync';
import { HANDLED_EVENTS, PaymentSignatureError, type TPayments } from './types';
import { log } from '~/server/log.mjs';

export type THttpAnswer = { status: number; body: Record<string, unknown> };
const answer = (status: number, body: Record<string, unknown>): THttpAnswer => ({ status, body });
/** Every error answer: a code for the browser to translate, and the English (SPEC) sentence. */
const fail = (code: TPaymentErrorCode, message: string): THttpAnswer => answer(PAYMENT_ERRORS[code], { code, message });

/** What the payment routes read and call: the provider, the users table, the sealer of the auto-renew bearer, the limiter. */
type TPaymentDeps = {
  payments: TPayments;
  users: TUsersRepo;
  clock: TClock;
  appUrl: string;
  auth: { sealer: TSealer } | null;
  accounts: TAccounts;
  limiter: Pick<TRateLimiter, 'consume' | 'spend'>;
  /** Where a paid onboarding's browser gets its first-password token (none: no such token). */
  firstPassword?: TFirstPasswordDeps;
};

const ZCheckoutBody = z.object({
  email: z.email().max(320),
  mode: z.literal('subscription'),
  renewal: z.boolean().default(false),
});

/** POST /api/create-checkout-session: {email, mode:'subscription', renewal} → {url}. */
export async function createCheckoutSession(deps: TPaymentDeps, session: TSession, body: unknown, locale?: TLocale): Promise<THttpAnswer> {
  const parsed = ZCheckoutBody.safeParse(body);
  if (!parsed.success) return fail('BAD_INPUT', 'Invalid checkout request');
  const email = parsed.data.email.trim().toLowerCase();
  const { renewal } = parsed.data;
  // A renewal is for the signed-in user only; a new subscriber (onboarding) may not be signed in yet.
  if (renewal && !session) return fail('NO_TOKEN', SUBSCRIPTION_MESSAGES.noToken);
  if (session && session.email !== email) return fail('FORBIDDEN', 'Checkout is only for your own account');
  try {
    const running = renewal ? await continueRunningSubscription(deps, email) : null;
    if (running) return answer(200, { url: running.url });
    const checkout = await openCheckout(deps, {
      email,
      renewal,
      isSignedIn: session !== null,
      successPath: CHECKOUT_RETURNS[renewal ? 'renewed' : session ? 'started' : 'onboarding'],
      cancelPath: renewal ? '/settings' : session ? '/auth' : '/onboarding',
      locale,
    });
    return answer(200, { url: checkout.url });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'ACCOUNT_ACTIVE' || error.code === 'ACCOUNT_EXISTS')) return fail(error.code, error.message);
    return fail('CHECKOUT_FAILED', 'Could not start checkout. Please try again.');
  }
}

/** POST /api/stripe/webhook: signature over the raw body, allow-listed events, then the idempotent sync. */
export async function handleWebhook(deps: TPaymentDeps, rawBody: string, signature: string | null): Promise<THttpAnswer> {
  let event;
  try {
    event = await deps.payments.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentSignatureError) {
      log.warn({ event: 'webhook-bad-signature' }, 'Payments webhook refused: bad signature');
      return fail('BAD_SIGNATURE', 'Invalid signature');
    }
    throw error;
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type) || !event.subscriptionId) return answer(200, { received: true, ignored: true });
  try {
    const result = await syncSubscription(deps, event.subscriptionId, event.email);
    return answer(200, { received: true, sync: result.status });
  } catch (error) {
    // A 500 makes the provider send the event again later; the sync is idempotent.
    log.error({ err: error }, 'Webhook sync failed');
    return fail('SYNC_FAILED', 'Could not apply the event');
  }
}

const ZReturnTo = z.enum(RETURN_NAMES);
/** Stripe's Checkout Session ids (`cs_test_…`, `cs_live_…`). */
const ZSessionId = z
  .string()
  .max(255)
  .regex(/^cs_\w+$/);

/**
 * GET /api/stripe/return?to=…&session_id=…: where Stripe's checkout page sends the person after
 * paying, possibly before the webhook. A complete, paid checkout is synced here by the same
 * idempotent sync (whichever of the two comes first settles the account; the other changes
 * nothing), then the person goes on to `to`, one of the closed set of destinations. Nothing here
 * blocks the person: an unknown or unpaid session, a refused count or a provider failure is logged
 * and the webhook catches up. Only an unknown `to` is refused, as there is nowhere to send them.
 */
export async function returnFromCheckout(
  deps: TPaymentDeps,
  request: { query: URLSearchParams; address: string },
): Promise<THttpAnswer | { location: string; firstPassword?: string }> {
  const to = ZReturnTo.safeParse(request.query.get('to'));
  if (!to.success) return fail('BAD_INPUT', 'Unknown return destination');
  const location = new URL(CHECKOUT_RETURNS[to.data], deps.appUrl).toString();
  const sessionId = ZSessionId.safeParse(request.query.get('session_id'));
  if (!sessionId.success) {
    log.warn('Checkout return without a valid session id');
    return { location };
  }
  try {
    // Counted per address (and per checkout) before the provider is asked, so no one spends its quota in bulk.
    await deps.limiter.consume('checkoutReturn', { account: sessionId.data, address: request.address });
    const paid = await deps.payments.confirmReturn(sessionId.data);
    if (!paid) log.warn('Checkout return for a session that is not a paid subscription');
    else {
      const synced = await syncSubscription(deps, paid.subscriptionId, paid.email);
      // Onboarding only: the browser that paid may choose the new account's password at once.
      if (to.data === 'onboarding') return { location, firstPassword: await firstPasswordAfterPayment(deps, synced) };
    }
  } catch (error) {
    log.error({ err: error }, 'Checkout return not confirmed; the webhook will apply the payment');
  }
  return { location };
}

const ZUpdateBody = z.object({ subscriptionId: z.string().min(1).max(255), cancelAtPeriodEnd: z.boolean() });

/** A short-lived bearer for same-origin calls, bound to the session's email; never a cloud token. */
export async function issueActionToken(deps: Pick<TPaymentDeps, 'auth'>, email: string): Promise<string> {
  if (!deps.auth) throw new Error('Sign-in is not configured');
  return deps.auth.sealer.seal('api-token', { email }, 5 * 60);
}

/** POST /api/stripe/update-subscription: CSRF + bearer, then provider and users table (docs/product-rules.md §4 auto-renewal). */
export async function updateSubscription(
  deps: TPaymentDeps,
  request: { session: TSession; csrfHeader: string | null; csrfCookie: string | undefined; authorization: string | null; body: unknown },
): Promise<THttpAnswer> {
  if (!isCsrfValid(request.csrfHeader, request.csrfCookie)) return fail('CSRF', 'Invalid or missing CSRF token');
  const bearer = bearerToken(request.authorization);
  if (!bearer) return fail('NO_TOKEN', SUBSCRIPTION_MESSAGES.noToken);
  const holder = z.object({ email: z.string() }).safeParse(await deps.auth?.sealer.open('api-token', bearer));
  if (!holder.success || !request.session || holder.data.email !== request.session.email) return fail('UNAUTHORIZED', SUBSCRIPTION_MESSAGES.noToken);
  const parsed = ZUpdateBody.safeParse(request.body);
  if (!parsed.success) return fail('BAD_INPUT', 'Invalid request');
  const email = request.session.email;
  // Each switch calls the provider: counted per person, once the caller is known to be them.
  if (!(await deps.limiter.spend('subscriptionUpdate', email))) return fail('RATE_LIMITED', AUTH_ERROR_MESSAGES.tooManyAttempts);
  try {
    const stored = (await deps.users.get(email))?.subscription;
    if (!stored?.subscriptionId || stored.subscriptionId !== parsed.data.subscriptionId) return fail('NO_SUBSCRIPTION', SUBSCRIPTION_MESSAGES.noSubscription);
    await deps.payments.setCancelAtPeriodEnd(stored.subscriptionId, parsed.data.cancelAtPeriodEnd);
    const updated = await deps.users.setCancelAtEnd(email, parsed.data.cancelAtPeriodEnd, deps.clock.now());
    return answer(200, { subscriptionId: stored.subscriptionId, cancelAtEnd: updated.subscription.cancelAtEnd, updated_at: updated.subscription.updated_at });
  } catch (error) {
    // The provider refused, or it or the database did not answer in time.
    log.error({ err: error }, 'Subscription update failed');
    return fail('UPDATE_FAILED', SUBSCRIPTION_MESSAGES.updateFailed);
  }
}
