import { DAY_MS } from './time';

import type { TSubscription } from './subscription-schema';
export type { TSubscription } from './subscription-schema';

// Re-exported: several modules have long imported it from here.
export { DAY_MS };

/** What the rules below read of a subscription; the browser's status answer carries no more. */
export type TSubscriptionTerms = Pick<TSubscription, 'status' | 'paymentStatus' | 'periodEnd' | 'cancelAtEnd'>;

/** The terms in a status answer, whose fields are null when the person has no subscription. */
export function subscriptionTerms(answer: { status: string | null; paymentStatus: string | null; periodEnd: number | null; cancelAtEnd: boolean }): TSubscriptionTerms | null {
  const { status, paymentStatus, periodEnd, cancelAtEnd } = answer;
  return status === null || paymentStatus === null || periodEnd === null ? null : { status, paymentStatus, periodEnd, cancelAtEnd };
}

/** docs/product-rules.md §4: valid only if active AND paid AND periodEnd strictly in the future. */
export function isSubscriptionValid(subscription: Omit<TSubscriptionTerms, 'cancelAtEnd'> | null | undefined, now: number): boolean {
  return !!subscription && subscription.status === 'active' && subscription.paymentStatus === 'paid' && subscription.periodEnd > now;
}

/** docs/product-rules.md §9: warn when this many days or fewer remain, at most once per interval per user. */
export const EXPIRY_WARNING_DAYS = 7;

export const EXPIRY_WARNING_INTERVAL_MS = DAY_MS;

/** docs/product-rules.md §3 browser storage key of the last expiry warning shown to a user. */
export const expiryWarningKey = (email: string) => `subscription-warning-${email}`;

/** Whole days left, rounded up (a period ending in 3.2 days "will expire in 4 days"). */
export function daysLeft(periodEnd: number, now: number): number {
  return Math.max(0, Math.ceil((periodEnd - now) / DAY_MS));
}

/** A valid subscription with 7 days or fewer left (docs/product-rules.md §4's threshold). */
export function isEndingSoon(subscription: TSubscriptionTerms | null | undefined, now: number): boolean {
  return !!subscription && isSubscriptionValid(subscription, now) && daysLeft(subscription.periodEnd, now) <= EXPIRY_WARNING_DAYS;
}

/** docs/product-rules.md §4: 7 days or fewer remain on a valid subscription, and no warning in the last 24 hours. */
export function shouldWarnOfExpiry(subscription: TSubscriptionTerms | null | undefined, lastWarnedAt: number | null, now: number): boolean {
  if (!isEndingSoon(subscription, now)) return false;
  return lastWarnedAt === null || !Number.isFinite(lastWarnedAt) || now - lastWarnedAt >= EXPIRY_WARNING_INTERVAL_MS;
}

/**
 * Whether to offer Renew Now: only when the subscription will not go on by itself (none, not
 * valid, or set to stop at period end) or is ending soon. An active, auto-renewing subscriber
 * with more time left has nothing to renew.
 */
export function isRenewalOffered(subscription: TSubscriptionTerms | null | undefined, now: number): boolean {
  if (!subscription || !isSubscriptionValid(subscription, now)) return true;
  return subscription.cancelAtEnd || isEndingSoon(subscription, now);
}

/** docs/product-rules.md §5/§8 subscription-update messages, word for word. */
export const SUBSCRIPTION_MESSAGES = {
  noSubscription: 'No active subscription found',
  noToken: 'No authentication token found',
  updateFailed: 'Failed to update subscription',
} as const;

/** Session-storage flag: the guard sent the person to sign-in because the subscription ended (docs/product-rules.md §2). */
export const SUBSCRIPTION_EXPIRED_FLAG = 'subscriptionExpired';
