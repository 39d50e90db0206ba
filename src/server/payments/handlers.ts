import { z } from 'zod';
import { SUBSCRIPTION_MESSAGES } from '~/domain/subscription';
import type { TSession } from '../api/trpc';
import { isCsrfValid } from '../auth/csrf';
import type { TDeps } from '../deps';
import { syncSubscription } from './sync';
import { HANDLED_EVENTS, PaymentSignatureError } from './types';

export type THttpAnswer = { status: number; body: Record<string, unknown> };
const answer = (status: number, body: Record<string, unknown>): THttpAnswer => ({ status, body });

type TPaymentDeps = Pick<TDeps, 'payments' | 'users' | 'clock' | 'appUrl' | 'auth'>;

const ZCheckoutBody = z.object({
  email: z.email().max(320),
  mode: z.literal('subscription'),
  renewal: z.boolean().default(false),
});

/** POST /api/create-checkout-session: {email, mode:'subscription', renewal} → {url}. */
export async function createCheckoutSession(deps: TPaymentDeps, session: TSession, body: unknown): Promise<THttpAnswer> {
  const parsed = ZCheckoutBody.safeParse(body);
  if (!parsed.success) return answer(400, { message: 'Invalid checkout request' });
  const email = parsed.data.email.trim().toLowerCase();
  const { renewal } = parsed.data;
  // A renewal is for the signed-in user only; a new subscriber (onboarding) may not be signed in yet.
  if (renewal && !session) return answer(401, { message: SUBSCRIPTION_MESSAGES.noToken });
  if (session && session.email !== email) return answer(403, { message: 'Checkout is only for your own account' });
  const url = (path: string) => new URL(path, deps.appUrl).toString();
  try {
    const checkout = await deps.payments.createCheckout({
      email,
      renewal,
      successUrl: url(renewal ? '/dashboard?subscription=renewed' : '/onboarding/success'),
      cancelUrl: url(renewal ? '/settings' : '/onboarding'),
    });
    return answer(200, { url: checkout.url });
  } catch (error) {
    console.error('Checkout could not be created', error);
    return answer(502, { message: 'Could not start checkout. Please try again.' });
  }
}

/** POST /api/stripe/webhook: signature over the raw body, allow-listed events, then the idempotent sync. */
export async function handleWebhook(deps: TPaymentDeps, rawBody: string, signature: string | null): Promise<THttpAnswer> {
  let event;
  try {
    event = await deps.payments.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentSignatureError) return answer(400, { message: 'Invalid signature' });
    throw error;
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type) || !event.subscriptionId) return answer(200, { received: true, ignored: true });
  // A failure here answers 500, so the provider retries the event later.
  const result = await syncSubscription(deps, event.subscriptionId, event.email);
  return answer(200, { received: true, sync: result.status });
}

const ZUpdateBody = z.object({ subscriptionId: z.string().min(1).max(255), cancelAtPeriodEnd: z.boolean() });

/** A short-lived bearer for same-origin calls, bound to the session's email; never a cloud token. */
export async function issueActionToken(deps: TPaymentDeps, email: string): Promise<string> {
  if (!deps.auth) throw new Error('Sign-in is not configured');
  return deps.auth.sealer.seal('api-token', { email }, 5 * 60);
}

/** POST /api/stripe/update-subscription: CSRF + bearer, then provider and users table (SPEC §4 auto-renewal). */
export async function updateSubscription(
  deps: TPaymentDeps,
  request: { session: TSession; csrfHeader: string | null; csrfCookie: string | undefined; authorization: string | null; body: unknown },
): Promise<THttpAnswer> {
  if (!isCsrfValid(request.csrfHeader, request.csrfCookie)) return answer(403, { message: 'Invalid or missing CSRF token' });
  const bearer = request.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) return answer(401, { message: SUBSCRIPTION_MESSAGES.noToken });
  const holder = z.object({ email: z.string() }).safeParse(await deps.auth?.sealer.open('api-token', bearer));
  if (!holder.success || !request.session || holder.data.email !== request.session.email) return answer(401, { message: SUBSCRIPTION_MESSAGES.noToken });
  const parsed = ZUpdateBody.safeParse(request.body);
  if (!parsed.success) return answer(400, { message: 'Invalid request' });
  const email = request.session.email;
  const stored = (await deps.users.get(email))?.subscription;
  if (!stored?.subscriptionId || stored.subscriptionId !== parsed.data.subscriptionId) return answer(404, { message: SUBSCRIPTION_MESSAGES.noSubscription });
  try {
    await deps.payments.setCancelAtPeriodEnd(stored.subscriptionId, parsed.data.cancelAtPeriodEnd);
  } catch (error) {
    console.error('Provider refused the subscription update', error);
    return answer(502, { message: SUBSCRIPTION_MESSAGES.updateFailed });
  }
  const updated = await deps.users.setCancelAtEnd(email, parsed.data.cancelAtPeriodEnd, deps.clock.now());
  return answer(200, { subscriptionId: stored.subscriptionId, cancelAtEnd: updated.subscription.cancelAtEnd, updated_at: updated.subscription.updated_at });
}
