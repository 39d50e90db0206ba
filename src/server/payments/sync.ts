import type { TClock } from '~/domain/clock';
import { isSubscriptionValid, type TSubscription } from '~/domain/subscription';
import type { TUsersRepo } from '../db/users-repo';
import type { TAccounts } from './accounts';
import type { TPayments } from './types';

export type TSyncResult = {
  status: 'written' | 'stale' | 'unknown-subscription' | 'no-email' | 'other-product' | 'kept-valid';
  email?: string;
  subscription?: TSubscription;
};

/**
 * The one way a subscription reaches the users table: read the provider's current state and
 * write it. Idempotent, and since it never trusts an event's payload, a replayed or out-of-order
 * event cannot regress the stored state. Only Rumbo's price counts, and another subscription never
 * replaces one that is still valid. A valid subscription settles the account (identity user and
 * onboarding answers) when `accounts` is given.
 */
export async function syncSubscription(
  deps: { payments: TPayments; users: TUsersRepo; clock: TClock; accounts?: TAccounts | null },
  subscriptionId: string,
  emailHint: string | null = null,
): Promise<TSyncResult> {
  const syncedAt = deps.clock.now();
  const current = await deps.payments.getSubscription(subscriptionId);
  if (!current) return { status: 'unknown-subscription' };
  if (!current.forThisProduct) return { status: 'other-product' };
  const email = (current.email ?? emailHint)?.trim().toLowerCase();
  if (!email) return { status: 'no-email' };
  const stored = (await deps.users.get(email))?.subscription;
  if (stored?.subscriptionId && stored.subscriptionId !== current.id && isSubscriptionValid(stored, syncedAt)) return { status: 'kept-valid', email };
  const subscription: TSubscription = {
    status: current.status,
    paymentStatus: current.paymentStatus,
    periodEnd: current.periodEnd,
    cancelAtEnd: current.cancelAtPeriodEnd,
    updated_at: syncedAt,
    subscriptionId: current.id,
  };
  const written = await deps.users.writeSubscription(email, subscription, syncedAt);
  if (isSubscriptionValid(subscription, syncedAt)) await deps.accounts?.settle(email, current.signupId);
  return { status: written ? 'written' : 'stale', email, subscription };
}
