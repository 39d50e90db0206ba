'use client';

import { SUBSCRIPTION_MESSAGES } from '~/domain/subscription';

/**
 * A failed payment call. `code` is what the same-origin route answered (e.g. NO_SUBSCRIPTION) or what
 * the browser found missing before calling; the screen decides its text from the code alone.
 */
export class SubscriptionCallError extends Error {
  override name = 'SubscriptionCallError';
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

type TRouteAnswer = { url?: string; cancelAtEnd?: boolean; code?: unknown; message?: unknown };

async function readAnswer(response: Response): Promise<TRouteAnswer> {
  return (await response.json().catch(() => ({}))) as TRouteAnswer;
}

/** The route's failure as an error; docs/product-rules.md §8 keeps the server message, else the fallback. */
function failure(answer: TRouteAnswer, fallback: string): SubscriptionCallError {
  const message = typeof answer.message === 'string' && answer.message ? answer.message : fallback;
  return new SubscriptionCallError(typeof answer.code === 'string' ? answer.code : undefined, message);
}

/** docs/product-rules.md §4 Renew Now: ask for a checkout session and send the browser there. */
export async function startRenewal(email: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const response = await fetch('/api/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, mode: 'subscription', renewal: true }),
  });
  const answer = await readAnswer(response);
  if (!response.ok || !answer.url) throw failure(answer, 'Could not start checkout. Please try again.');
  go(answer.url);
}

/** docs/product-rules.md §7: CSRF token, then the update with x-csrf-token and a bearer token, credentials included. */
export async function setAutoRenew(input: { subscriptionId: string | null; renew: boolean; bearer: () => Promise<string | null> }): Promise<{ cancelAtEnd: boolean }> {
  if (!input.subscriptionId) throw new SubscriptionCallError('NO_SUBSCRIPTION', SUBSCRIPTION_MESSAGES.noSubscription);
  const token = await input.bearer();
  if (!token) throw new SubscriptionCallError('NO_TOKEN', SUBSCRIPTION_MESSAGES.noToken);
  const csrf = (await (await fetch('/api/csrf', { credentials: 'include' })).json()) as { csrfToken?: string };
  const response = await fetch('/api/stripe/update-subscription', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.csrfToken ?? '', authorization: `Bearer ${token}` },
    body: JSON.stringify({ subscriptionId: input.subscriptionId, cancelAtPeriodEnd: !input.renew }),
  });
  const answer = await readAnswer(response);
  if (!response.ok) throw failure(answer, SUBSCRIPTION_MESSAGES.updateFailed);
  return { cancelAtEnd: answer.cancelAtEnd ?? !input.renew };
}
