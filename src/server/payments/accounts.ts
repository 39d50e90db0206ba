import type { TClock } from '~/domain/clock';
import type { TIdentityAdmin, TPoolUser } from '../clients/identity-admin';
import type { TSignupsRepo } from '../db/signups-repo';
import type { TUsersRepo } from '../db/users-repo';

export type TAccounts = {
  /**
   * After a confirmed payment: the identity account, and the users record with the onboarding
   * answers the paid checkout was opened with (`signupId`; none for a checkout opened signed in). Idempotent.
   */
  settle(email: string, signupId?: string | null): Promise<{ invited: boolean }>;
  /** True when the email names someone's account: a stored record, or a confirmed pool user with a verified email. */
  hasAccount(email: string): Promise<boolean>;
  /** Deletes the identity account, so no one signs in with it again (nothing without a pool, or when it is gone already). */
  removeIdentity(email: string): Promise<void>;
};

/**
 * A pool user that is someone's account: confirmed (a self sign-up whose code was entered, or an
 * invited user) with a proven email. An unconfirmed sign-up is anyone's claim on the address.
 */
const isOwnersAccount = (user: TPoolUser | null): user is TPoolUser => user !== null && user.status !== 'UNCONFIRMED' && user.isEmailVerified;

/**
 * Turns a paid email into an account. An existing pool user is kept only when it is the owner's
 * account (confirmed, email verified): paying twice never makes two accounts and an existing
 * account keeps its password. An unconfirmed or unverified one (a stranger may have signed up with
 * the address) is replaced by the invited user, whose temporary password only reaches the
 * mailbox. The onboarding answers fill only what the record does not hold yet (an existing
 * person's name and preferences win).
 */
export function createAccounts(deps: { admin: TIdentityAdmin | null; signups: TSignupsRepo; users: TUsersRepo; clock: TClock }): TAccounts {
  return {
    async settle(email, signupId = null) {
      const now = deps.clock.now();
      const signup = signupId ? await deps.signups.get(email, signupId, now) : null;
      if (signup) {
        await deps.users.applySignup(email, { name: signup.name, job_preferences: { locations: signup.locations_of_interest, fields: signup.industries_of_interest } }, now);
      }
      let invited = false;
      if (deps.admin) {
        const user = await deps.admin.lookup(email);
        if (!isOwnersAccount(user)) {
          if (user) await deps.admin.remove(email);
          invited = await deps.admin.invite(email);
        }
      }
      // Deleted last: a failure above leaves the answers for the provider's retry of the event.
      if (signup && signupId) await deps.signups.delete(email, signupId);
      return { invited };
    },
    async hasAccount(email) {
      if (await deps.users.get(email)) return true;
      return deps.admin ? isOwnersAccount(await deps.admin.lookup(email)) : false;
    },
    async removeIdentity(email) {
      await deps.admin?.remove(email);
    },
  };
}
