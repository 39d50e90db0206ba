import { AppError } from '~/domain/errors';
import { JOB_NOT_FOUND } from '~/domain/job-messages';
import { JOB_LIMITS, personalizedJobs, type TSearchPreferences } from '~/domain/jobs';
import type { TClock } from '~/domain/clock';
import type { TJobRecord, TJobsRepo } from '../db/jobs-repo';
import type { TUsersRepo } from '../db/users-repo';
import type { TCaller, TJobsSource } from '../sources/types';

/** How long a window of recent jobs is reused; jobs only change on import. */
const RECENT_TTL_MS = 60_000;
/** The most personalised jobs one answer holds. */
const PERSONALIZED_MAX = 50;
/** Enough for a 28-day window of a busy feed; ranking reads from this many newest jobs. */
const RECENT_WINDOW_MAX = 20_000;

/**
 * Latest-jobs reads, reused for a minute per (days, max) window: jobs change only on import, and
 * every signed-in page asks for the same few windows. Personalised lists rank from the same reads.
 */
function latestJobsCache(jobs: TJobsRepo, clock: TClock) {
  const windows = new Map<string, { at: number; jobs: Promise<TJobRecord[]> }>();
  return (days: number, maxResults: number) => {
    const now = clock.now();
    const key = `${days}:${maxResults}`;
    const cached = windows.get(key);
    if (cached && now - cached.at < RECENT_TTL_MS) return cached.jobs;
    const read = jobs.latest({ days, maxResults, now });
    if (windows.size > 100) windows.clear();
    windows.set(key, { at: now, jobs: read });
    read.catch(() => windows.delete(key));
    return read;
  };
}

const searchPreferences = ({ user }: TCaller): TSearchPreferences => ({
  locations: user.job_preferences?.locations ?? [],
  fields: user.job_preferences?.fields ?? [],
});

/**
 * Rumbo's own jobs and user API (SPEC §7): answered from the jobs and users tables with the
 * caller's record as the procedure loaded it, so no call reads the user or checks a token again.
 */
export function createRumboJobsSource(deps: { jobs: TJobsRepo; users: TUsersRepo; clock: TClock }): TJobsSource {
  const latest = latestJobsCache(deps.jobs, deps.clock);
  return {
    latestJobs: (_caller, options = {}) => latest(options.days ?? JOB_LIMITS.latestDays, options.maxResults ?? JOB_LIMITS.latestMax),
    async personalizedJobs(caller, options = {}) {
      const preferences = searchPreferences(caller);
      if (!preferences.locations.length && !preferences.fields.length) return [];
      const window = await latest(options.days ?? JOB_LIMITS.personalizedDays, RECENT_WINDOW_MAX);
      return personalizedJobs(window, { ...preferences, excluded_companies: [], excluded_titles: [] }).slice(0, PERSONALIZED_MAX);
    },
    async jobByUrl(_caller, url) {
      const job = await deps.jobs.byUrl(url);
      if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
      return job;
    },
    async preferenceOptions() {
      try {
        return await deps.jobs.options();
      } catch {
        return { role_types: [], locations: [] };
      }
    },
    jobPreferences: async (caller) => searchPreferences(caller),
    async saveJobPreferences({ user }, preferences) {
      await deps.users.setSearchPreferences(user.user_email, preferences, deps.clock.now());
    },
    async resume({ user }) {
      const text = user.resume_text ?? '';
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
