import type { TCaller } from '../sources/types';
import { listApplications, type TApplicationsDeps } from './applications';

/** What the dashboard's welcome needs: whether the person closed it, and which of its steps they have done. */
export type TWelcomeState = { isDismissed: boolean; done: { preferences: boolean; resume: boolean; track: boolean } };

/**
 * The welcome's state for the caller: closed with "Got it" (kept on their record), preferences
 * set, a resume stored (the record's flag when it has one, so the text is not read for it), a job
 * tracked. A source that cannot answer leaves its step not done rather than failing the dashboard.
 */
export async function welcomeState(deps: TApplicationsDeps, caller: TCaller): Promise<TWelcomeState> {
  const [preferences, hasResume, applications] = await Promise.all([
    deps.jobs.jobPreferences(caller).catch(() => ({ locations: [], fields: [] })),
    caller.user.has_resume ??
      deps.jobs
        .resume(caller)
        .then((resume) => resume.hasResume)
        .catch(() => false),
    listApplications(deps, caller).catch(() => []),
  ]);
  return {
    isDismissed: caller.user.welcome_dismissed_at !== undefined,
    done: { preferences: preferences.locations.length + preferences.fields.length > 0, resume: hasResume, track: applications.length > 0 },
  };
}
