import { isSubscriptionValid } from '~/domain/subscription';
import type { TSession } from './types';
import type { TUserRecord } from '../db/users-repo';
import type { TDeps } from '../deps';

export type TAccess = 'ok' | 'signed-out' | 'expired';

/** SPEC §4 access guard (no session, subscription not valid, or allowed), with the user record it read. */
export async function readAccess(session: TSession, deps: Pick<TDeps, 'users' | 'clock'>): Promise<{ access: TAccess; user: TUserRecord | null }> {
  if (!session) return { access: 'signed-out', user: null };
  const user = await deps.users.get(session.email);
  return { access: isSubscriptionValid(user?.subscription, deps.clock.now()) ? 'ok' : 'expired', user };
}

/** Where a refused caller goes; `reason=expired` makes /auth set the subscriptionExpired flag. */
export function refusalPath(access: Exclude<TAccess, 'ok'>): string {
  return access === 'expired' ? '/auth?reason=expired' : '/auth';
}
