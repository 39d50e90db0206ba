import type { TClock } from '~/domain/clock';
import type { TIdentityAdmin } from '../clients/identity-admin';
import type { TSignupsRepo } from '../db/signups-repo';
import type { TUsersRepo } from '../db/users-repo';

export type TAccounts = {
  /** After a confirmed payment: the identity account and the users record with the onboarding answers. Idempotent. */
  settle(email: string): Promise<{ invited: boolean }>;
};

/**
 * Turns a paid email into an account. The identity user is created only when none exists (paying
 * twice never makes two accounts; an existing account keeps its password), and the onboarding
 * answers fill only what the record does not hold yet (an existing person's name and preferences win).
 */
export function createAccounts(deps: { admin: TIdentityAdmin | null; signups: TSignupsRepo; users: TUsersRepo; clock: TClock }): TAccounts {
  return {
    async settle(email) {
      const now = deps.clock.now();
      const signup = await deps.signups.get(email, now);
      if (signup) {
        await deps.users.applySignup(email, { name: signup.name, job_preferences: { locations: signup.locations_of_interest, fields: signup.industries_of_interest } }, now);
      }
      const invited = deps.admin && !(await deps.admin.exists(email)) ? await deps.admin.invite(email) : false;
      // Deleted last: a failure above leaves the answers for the provider's retry of the event.
      if (signup) await deps.signups.delete(email);
      return { invited };
    },
  };
}
