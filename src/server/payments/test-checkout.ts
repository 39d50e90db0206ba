import type { TClock } from '~/domain/clock';
import type { TUsersRepo } from '../db/users-repo';
import type { TAccounts } from './accounts';
import { isLocalPayments, type TLocalPayments } from './local';
import { syncSubscription } from './sync';
import type { TPayments } from './types';

/** The local provider, or null when real payments are configured (the test checkout then does not exist). */
export function localPayments(deps: { payments: TPayments }): TLocalPayments | null {
  return isLocalPayments(deps.payments) ? deps.payments : null;
}

/** Pays or cancels a test checkout; paying runs the same sync a provider webhook triggers. Answers where to go. */
export async function completeTestCheckout(
  deps: { payments: TPayments; users: TUsersRepo; clock: TClock; accounts: TAccounts },
  id: string,
  action: 'pay' | 'cancel',
): Promise<string | null> {
  const local = localPayments(deps);
  if (!local || !/^cs_local_[a-f0-9]{32}$/.test(id)) return null;
  if (action === 'cancel') return local.cancelCheckout(id);
  const paid = await local.completeCheckout(id);
  if (!paid) return null;
  await syncSubscription(deps, paid.subscriptionId);
  return paid.successUrl;
}
