import { isSubscriptionValid } from '~/domain/subscription';
import type { TSession } from './types';
import { currentCaller } from './ended-sessions';
import type { TUserRecord } from '../db/users-repo';
import type { TClock } from '~/domain/clock';
import type { TUsersRepo } from '../db/users-repo';

export type TAccess = 'ok' | 'signed-out' | 'expired';

/** docs/product-rules.md §4 access guard (no session, subscription not valid, or allowed), with the user record it read. */
export async function readAccess(session: TSession, deps: { users: Pick<TUsersRepo, 'get'>; clock: TClock }): Promise<{ access: TAccess; user: TUserRecord | null }> {
  // A session ended by a sign-out elsewhere, or by a password change or reset, is no session.
  const caller = await currentCaller(session, deps.users.get);
  if (!caller.session) return { access: 'signed-out', user: null };
  const user = caller.user ?? null;
  return { access: isSubscriptionValid(user?.subscription, deps.clock.now()) ? 'ok' : 'expired', user };
}

/** Where a refused caller goes; `reason=expired` makes /auth set the subscriptionExpired flag. */
export function refusalPath(access: Exclude<TAccess, 'ok'>): string {
  return access === 'expired' ? '/auth?reason=expired' : '/auth';
}
