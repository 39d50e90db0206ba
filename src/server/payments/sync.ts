import type { TClock } from '~/domain/clock';
import type { TSubscription } from '~/domain/subscription';
import type { TUsersRepo } from '../db/users-repo';
import type { TPayments } from './types';

export type TSyncResult = { status: 'written' | 'stale' | 'unknown-subscription' | 'no-email'; email?: string; subscription?: TSubscription };

/**
 * The one way a subscription reaches the users table: read the provider's current state and
 * write it. Idempotent, and since it never trusts an event's payload, a replayed or out-of-order
 * event cannot regress the stored state.
 */
export async function syncSubscription(
  deps: { payments: TPayments; users: TUsersRepo; clock: TClock },
  subscriptionId: string,
  emailHint: string | null = null,
): Promise<TSyncResult> {
  const syncedAt = deps.clock.now();
  const current = await deps.payments.getSubscription(subscriptionId);
  if (!current) return { status: 'unknown-subscription' };
  const email = (current.email ?? emailHint)?.trim().toLowerCase();
  if (!email) return { status: 'no-email' };
  const subscription: TSubscription = {
    status: current.status,
    paymentStatus: current.paymentStatus,
    periodEnd: current.periodEnd,
    cancelAtEnd: current.cancelAtPeriodEnd,
    updated_at: syncedAt,
    subscriptionId: current.id,
  };
  const written = await deps.users.writeSubscription(email, subscription, syncedAt);
  return { status: written ? 'written' : 'stale', email, subscription };
}
