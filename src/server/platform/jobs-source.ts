import { AppError } from '~/domain/errors';
import { JOB_NOT_FOUND } from '~/domain/jobs/messages';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { type TSearchPreferences } from '~/domain/jobs/lists';
import type { TClock } from '~/domain/clock';
import type { TJobsRepo } from '../db/jobs-repo';
import type { TUserRecord, TUsersRepo } from '../db/users-repo';
import type { TCaller, TJobsSource, TMatchedJob } from '../sources/types';
import type { TRecentJobs } from './recent-jobs';

/** The most personalised jobs one answer holds. */
const PERSONALIZED_MAX = 50;

const searchPreferences = ({ user }: TCaller): TSearchPreferences => ({
  locations: user.job_preferences?.locations ?? [],
  fields: user.job_preferences?.fields ?? [],
});

/**
 * Rumbo's own jobs and user API (docs/product-rules.md §7): answered from the jobs and users tables with the
 * caller's record as the procedure loaded it, so no call reads the user or checks a token again.
 * Latest-jobs reads and the matching engine's index come from the shared recent-jobs cache.
 */
export function createRumboJobsSource(deps: { jobs: TJobsRepo; users: TUsersRepo; clock: TClock; recent: TRecentJobs }): TJobsSource {
  const { recent } = deps;
  /**
   * The caller's resume text: the record as every request reads it leaves it out (it can be
   * 100 kB), so it is read here, and only when the record says there is one. A record that does
   * not say yet (written before it could) is told once, by this read.
   */
  async function resumeOf(user: TUserRecord): Promise<string> {
    if (user.resume_text !== undefined) return user.resume_text;
    if (user.has_resume === false) return '';
    const text = await deps.users.resumeText(user.user_email);
    if (user.has_resume === undefined) await deps.users.markResume(user.user_email, text.trim().length > 0);
    return text;
  }
  return {
    latestJobs: (_caller, options = {}) => recent.latest(options.days ?? JOB_LIMITS.latestDays, options.maxResults ?? JOB_LIMITS.latestMax),
    async personalizedJobs(caller, options = {}): Promise<TMatchedJob[]> {
      const preferences = searchPreferences(caller);
      const days = options.days ?? JOB_LIMITS.personalizedDays;
      const resume = (await resumeOf(caller.user)).trim();
      // With a stored resume the engine ranks the window (resume + preferences) and says why.
      if (resume) {
        const ranked = await recent.rank(resume, days, { preferences, limit: PERSONALIZED_MAX });
        return ranked.map(({ job, ...match }) => ({ ...job, match }));
      }
      if (!preferences.locations.length && !preferences.fields.length) return [];
      return [...(await recent.personalized(days, preferences, PERSONALIZED_MAX))];
    },
    async jobByUrl(_caller, url) {
      const job = await deps.jobs.byUrl(url);
      if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
      return job;
    },
    async preferenceOptions() {
      try {
        return await recent.options();
      } catch {
        return { role_types: [], locations: [] };
      }
    },
    jobPreferences: async (caller) => searchPreferences(caller),
    async saveJobPreferences({ user }, preferences) {
      await deps.users.setSearchPreferences(user.user_email, preferences, deps.clock.now());
    },
    async resume({ user }) {
      const text = await resumeOf(user);
      return { resume_text: text, hasResume: text.trim().length > 0 };
    },
    async saveResume({ user }, resumeFile) {
      await deps.users.setResumeText(user.user_email, resumeFile, deps.clock.now());
    },
    async touchLastActive({ email }) {
      // A ping never creates a record: the write is conditional on the user existing.
      if (!(await deps.users.touchLastActive(email, deps.clock.now()))) throw new AppError('NOT_FOUND', 'User not found');
    },
  };
}
