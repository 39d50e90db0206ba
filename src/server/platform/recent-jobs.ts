import { createBoundedCache, type TBoundedCache } from '~/domain/bounded-cache';
import { createHash } from 'node:crypto';
import type { TClock } from '~/domain/clock';
import { personalizedJobs, type TListedJob, type TSearchPreferences } from '~/domain/jobs/lists';
import type { TJobIndex, TMatcher, TRankedJob, TRankOptions, TResumeProfile } from '~/domain/matching/types';
import type { TJobRecord, TJobsRepo } from '../db/jobs-repo';

type TJobOptions = Awaited<ReturnType<TJobsRepo['options']>>;

/** How long a window of recent jobs is reused; jobs only change on import. */
export const RECENT_TTL_MS = 60_000;
/** Enough for a 28-day window of a busy feed; ranking reads from this many newest jobs. */
export const RECENT_WINDOW_MAX = 20_000;
/** Distinct resumes whose reading is kept (a subscriber's stored resume is read on every matches call). */
const PROFILES_MAX = 200;
/** Distinct preference lists whose filtered window is kept per window read. */
const PREFERENCE_LISTS_MAX = 500;
/**
 * Distinct rankings (resume, preferences, limit, language) kept per index: about 20 kB each (the
 * jobs are the index's own objects; each match adds its score, skills and reason), 4 MB at most.
 */
const RANKINGS_MAX = 200;

/** What a window holds, every field the engine may read: equal digests, equal indexes. */
function digestOf(window: TJobRecord[]): string {
  const hash = createHash('sha1');
  for (const job of window) hash.update(JSON.stringify(job));
  return hash.digest('base64');
}

/**
 * Recent jobs shared by Rumbo's own jobs source and resume matching: latest-jobs reads reused
 * for a minute per (days, max) window, and the matching engine's index built at most once per
 * window read, so a matches call or an upload ranks from a prebuilt index. Indexing 10,000 jobs
 * takes the engine about a second of CPU while a digest of the window takes ~40 ms, so a new
 * read whose jobs are unchanged keeps the index it already has: it is rebuilt only after an
 * import, or when jobs leave the window at its old end.
 */
export function createRecentJobs(deps: { jobs: TJobsRepo; clock: TClock; matcher: TMatcher }) {
  const reads = createBoundedCache<string, { at: number; read: Promise<unknown> }>({ maxEntries: 100, isFresh: (kept) => deps.clock.now() - kept.at < RECENT_TTL_MS });
  // By the window's array (the same read), then by its content for the latest read of each length.
  const indexes = new WeakMap<TJobRecord[], TJobIndex>();
  const latestIndex = createBoundedCache<number, { digest: string; index: TJobIndex }>({ maxEntries: 10 });
  const profiles = createBoundedCache<string, TResumeProfile>({ maxEntries: PROFILES_MAX });
  const filtered = new WeakMap<TJobRecord[], TBoundedCache<string, TListedJob[]>>();
  // By the index (the same jobs): a ranking is a pure function of the resume, the index and the options.
  const rankings = new WeakMap<TJobIndex, TBoundedCache<string, readonly TRankedJob[]>>();

  /** One database read a minute per key (jobs and their options change only on import); a failed read is not kept. */
  function reused<T>(key: string, read: (now: number) => Promise<T>): Promise<T> {
    const now = deps.clock.now();
    const kept = reads.get(key);
    if (kept) return kept.read as Promise<T>;
    const fresh = read(now);
    reads.set(key, { at: now, read: fresh });
    fresh.catch(() => {
      if (reads.get(key)?.read === fresh) reads.delete(key);
    });
    return fresh;
  }

  const latest = (days: number, maxResults: number): Promise<TJobRecord[]> => reused(`window:${days}:${maxResults}`, (now) => deps.jobs.latest({ days, maxResults, now }));
  const options = (): Promise<TJobOptions> => reused('options', () => deps.jobs.options());

  async function index(days: number): Promise<TJobIndex> {
    const window = await latest(days, RECENT_WINDOW_MAX);
    const known = indexes.get(window);
    if (known) return known;
    const digest = digestOf(window);
    const previous = latestIndex.get(days);
    const built = previous?.digest === digest ? previous.index : deps.matcher.indexJobs(window);
    latestIndex.set(days, { digest, index: built });
    indexes.set(window, built);
    return built;
  }

  // Keyed by a digest: a stored resume may be 100,000 characters.
  const resumeKey = (resumeText: string) => createHash('sha1').update(resumeText).digest('base64');

  function profile(resumeText: string): TResumeProfile {
    const key = resumeKey(resumeText);
    let read = profiles.get(key);
    if (!read) {
      read = deps.matcher.readResume(resumeText);
      profiles.set(key, read);
    }
    return read;
  }

  /** The window filtered and ordered by preferences (no resume): once per window read and preference list, not per request. */
  async function personalized(days: number, preferences: TSearchPreferences, limit: number): Promise<TListedJob[]> {
    const window = await latest(days, RECENT_WINDOW_MAX);
    let byPreferences = filtered.get(window);
    if (!byPreferences) filtered.set(window, (byPreferences = createBoundedCache({ maxEntries: PREFERENCE_LISTS_MAX })));
    const key = JSON.stringify([preferences.locations, preferences.fields, limit]);
    let jobs = byPreferences.get(key);
    if (!jobs) {
      jobs = personalizedJobs(window, { ...preferences, excluded_companies: [], excluded_titles: [] }).slice(0, limit);
      byPreferences.set(key, jobs);
    }
    return jobs;
  }

  return {
    /** Jobs of the last `days` days, newest first, companies present; one database read a minute per window. */
    latest,
    /** The places and fields the jobs hold, for the preference choices; one database read a minute (they change on import, as the jobs do). */
    options,
    personalized,
    /** The engine's index of the latest `days`-day window (the same read `latest` shares). */
    index,
    /** What the engine reads in a resume, kept per text so a stored resume is read once. */
    profile,
    /**
     * A resume ranked against the latest `days`-day window with the engine, best first. The same
     * resume with the same options on the same jobs is ranked once: a stored resume is ranked on
     * every dashboard and matches view (about 5 ms for a 30 kB resume over 10,000 jobs).
     */
    async rank(resumeText: string, days: number, options: TRankOptions): Promise<readonly TRankedJob[]> {
      const built = await index(days);
      let byCall = rankings.get(built);
      if (!byCall) rankings.set(built, (byCall = createBoundedCache({ maxEntries: RANKINGS_MAX })));
      const key = JSON.stringify([resumeKey(resumeText), options.preferences ?? null, options.limit ?? null]);
      let ranked = byCall.get(key);
      if (!ranked) {
        ranked = Object.freeze(deps.matcher.rank(profile(resumeText), built, options));
        byCall.set(key, ranked);
      }
      return ranked;
    },
  };
}
export type TRecentJobs = ReturnType<typeof createRecentJobs>;
