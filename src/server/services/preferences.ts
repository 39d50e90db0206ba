import type { TClock } from '~/domain/clock';
import type { TJobPreferences } from '~/domain/jobs/lists';
import { exclusionsOf } from '~/domain/user-record';
import type { TUsersRepo } from '../db/users-repo';
import type { TCaller, TJobsSource } from '../sources/types';

/** docs/product-rules.md §7 job search preferences from the jobs/user API, with Rumbo's exclusions from the users table. */
export async function readPreferences(jobs: TJobsSource, caller: TCaller): Promise<TJobPreferences> {
  return { ...(await jobs.jobPreferences(caller)), ...exclusionsOf(caller.user) };
}

/** Saves locations and fields through the API (exactly the SPEC body) and the exclusions in Rumbo's table. */
export async function savePreferences(deps: { jobs: TJobsSource; users: TUsersRepo; clock: TClock }, caller: TCaller, preferences: TJobPreferences): Promise<TJobPreferences> {
  await deps.jobs.saveJobPreferences(caller, { locations: preferences.locations, fields: preferences.fields });
  await deps.users.setExclusions(caller.user.user_email, { excluded_companies: preferences.excluded_companies, excluded_titles: preferences.excluded_titles }, deps.clock.now());
  return preferences;
}
