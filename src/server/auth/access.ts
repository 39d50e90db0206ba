import { isSubscriptionValid } from '~/domain/subscription';
import type { TSession } from './types';
import type { TDeps } from '../deps';

export type TAccess = 'ok' | 'signed-out' | 'expired';

/** SPEC §4 access guard: no session, subscription not valid, or allowed. */
export async function checkAccess(session: TSession, deps: Pick<TDeps, 'users' | 'clock'>): Promise<TAccess> {
  if (!session) return 'signed-out';
  const user = await deps.users.get(session.email);
  return isSubscriptionValid(user?.subscription, deps.clock.now()) ? 'ok' : 'expired';
}

/** Where a refused caller goes; `reason=expired` makes /auth set the subscriptionExpired flag. */
export function refusalPath(access: Exclude<TAccess, 'ok'>): string {
  return access === 'expired' ? '/auth?reason=expired' : '/auth';
}
