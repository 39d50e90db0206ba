import type { TClock } from '~/domain/clock';
import type { TUsersRepo } from '../db/users-repo';
import type { TAccounts } from './accounts';
import { isLocalPayments, type TLocalPayments } from './local';
import { firstPasswordAfterPayment, type TFirstPasswordDeps } from './first-password';
import { CHECKOUT_RETURNS } from './returns';
import { syncSubscription } from './sync';
import type { TPayments } from './types';

/** The local provider, or null when real payments are configured (the test checkout then does not exist). */
export function localPayments(deps: { payments: TPayments }): TLocalPayments | null {
  return isLocalPayments(deps.payments) ? deps.payments : null;
}

/**
 * Pays or cancels a test checkout; paying runs the same sync a provider webhook triggers. Answers
 * where to go (null: the checkout is unknown or done), and after a paid onboarding checkout the
 * first-password token for this browser, as the provider's return route gives it.
 */
export async function completeTestCheckout(
  deps: { payments: TPayments; users: TUsersRepo; clock: TClock; accounts: TAccounts; firstPassword?: TFirstPasswordDeps },
  id: string,
  action: 'pay' | 'cancel',
): Promise<{ location: string; firstPassword?: string } | null> {
  const local = localPayments(deps);
  if (!local || !/^cs_local_[a-f0-9]{32}$/.test(id)) return null;
  if (action === 'cancel') {
    const location = await local.cancelCheckout(id);
    return location ? { location } : null;
  }
  const paid = await local.completeCheckout(id);
  if (!paid) return null;
  const synced = await syncSubscription(deps, paid.subscriptionId);
  // Closed last: a failure before this leaves the checkout open, and pressing Pay again finishes the payment.
  if (!(await local.closeCheckout(id, paid.subscriptionId))) return null;
  const isOnboarding = new URL(paid.successUrl).pathname === CHECKOUT_RETURNS.onboarding;
  return { location: paid.successUrl, firstPassword: isOnboarding ? await firstPasswordAfterPayment(deps, synced) : undefined };
}
