'use client';

import { SUBSCRIPTION_MESSAGES } from '~/domain/subscription';

/** Thrown with the server's message (or the SPEC fallback) for the screen to translate. */
export class SubscriptionCallError extends Error {
  override name = 'SubscriptionCallError';
}

/** SPEC §4 Renew Now: ask for a checkout session and send the browser there. */
export async function startRenewal(email: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const response = await fetch('/api/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, mode: 'subscription', renewal: true }),
  });
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url) throw new SubscriptionCallError(body.message ?? 'Could not start checkout. Please try again.');
  go(body.url);
}

/** SPEC §7: CSRF token, then the update with x-csrf-token and a bearer token, credentials included. */
export async function setAutoRenew(input: { subscriptionId: string | null; renew: boolean; bearer: () => Promise<string | null> }): Promise<{ cancelAtEnd: boolean }> {
  if (!input.subscriptionId) throw new SubscriptionCallError(SUBSCRIPTION_MESSAGES.noSubscription);
  const token = await input.bearer();
  if (!token) throw new SubscriptionCallError(SUBSCRIPTION_MESSAGES.noToken);
  const csrf = (await (await fetch('/api/csrf', { credentials: 'include' })).json()) as { csrfToken?: string };
  const response = await fetch('/api/stripe/update-subscription', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.csrfToken ?? '', authorization: `Bearer ${token}` },
    body: JSON.stringify({ subscriptionId: input.subscriptionId, cancelAtPeriodEnd: !input.renew }),
  });
  const body = (await response.json().catch(() => ({}))) as { cancelAtEnd?: boolean; message?: string };
  if (!response.ok) throw new SubscriptionCallError(body.message || SUBSCRIPTION_MESSAGES.updateFailed);
  return { cancelAtEnd: body.cancelAtEnd ?? !input.renew };
}

/** Known server messages have translations; anything else shows the SPEC fallback. */
export function subscriptionErrorKey(error: unknown): 'noSubscription' | 'noToken' | 'updateFailed' | 'checkoutFailed' {
  const message = error instanceof Error ? error.message : '';
  if (message === SUBSCRIPTION_MESSAGES.noSubscription) return 'noSubscription';
  if (message === SUBSCRIPTION_MESSAGES.noToken) return 'noToken';
  if (message.startsWith('Could not start checkout')) return 'checkoutFailed';
  return 'updateFailed';
}
