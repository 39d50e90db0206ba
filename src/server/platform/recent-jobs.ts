import { createBoundedCache, type TBoundedCache } from '~/domain/bounded-cache';
import { createHash } from 'node:crypto';
import type { TClock } from '~/domain/clock';
import { personalizedJobs, type TListedJob, type TSearchPreferences } from '~/domain/jobs/lists';
import type { TMatcher, TRankedJob, TRankOptions, TResumeProfile } from '~/domain/matching/types';
import type { TJobRecord, TJobsRepo } from '../db/jobs-repo';
import { inProcessIndexes, isIndexGone, type THostedIndex, type TJobIndexes } from './job-indexes/host';

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

/** Jobs hashed between turns of the event loop: a digest of 20,000 jobs is ~80 ms of CPU, in slices of a few ms. */
const DIGEST_SLICE = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a window holds, every field the engine may read: equal digests, equal indexes. */
async function digestOf(window: TJobRecord[]): Promise<string> {
  const hash = createHash('sha1');
  for (let from = 0; from < window.length; from += DIGEST_SLICE) {
    if (from > 0) await nextTurn();
    for (const job of window.slice(from, from + DIGEST_SLICE)) hash.update(JSON.stringify(job));
  }
  return hash.digest('base64');
}

/**
 * Recent jobs shared by Rumbo's own jobs source and resume matching: latest-jobs reads reused
 * for a minute per (days, max) window, and the matching engine's index built at most once per
 * window read, so a matches call or an upload ranks from a prebuilt index. Indexing 10,000 jobs
 * takes the engine seconds of CPU while a digest of the window takes ~40 ms, so a new read whose
 * jobs are unchanged keeps the index it already has: it is rebuilt only after an import, or when
 * jobs leave the window at its old end.
 *
 * Where indexes are built and ranked is `indexes`: in production a worker thread
 * (job-indexes/host.ts), so a build never pauses a request. While a window's new index builds,
 * rankings are answered from the index of the previous read of that window (stale while it
 * rebuilds, by seconds); only the first build of a window is waited for.
 */
export function createRecentJobs(deps: { jobs: TJobsRepo; clock: TClock; matcher: TMatcher; indexes?: TJobIndexes }) {
  const host = deps.indexes ?? inProcessIndexes(deps.matcher);
  const reads = createBoundedCache<string, { at: number; read: Promise<unknown> }>({ maxEntries: 100, isFresh: (kept) => deps.clock.now() - kept.at < RECENT_TTL_MS });
  // By the window's array (the same read): its index, once built or found unchanged.
  const indexes = new WeakMap<TJobRecord[], Promise<THostedIndex>>();
  const ready = new WeakMap<TJobRecord[], THostedIndex>();
  // The index served per window length, and the digest of the jobs it holds; `read` numbers window reads.
  const served = createBoundedCache<number, { digest: string; index: THostedIndex; read: number }>({ maxEntries: 10 });
  let readCount = 0;
  const profiles = createBoundedCache<string, TResumeProfile>({ maxEntries: PROFILES_MAX });
  const filtered = new WeakMap<TJobRecord[], TBoundedCache<string, TListedJob[]>>();
  // By the index (the same jobs): a ranking is a pure function of the resume, the index and the options.
  const rankings = new WeakMap<THostedIndex, TBoundedCache<string, Promise<readonly TRankedJob[]>>>();

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

  /** The index of one window read: the served one when the jobs are unchanged, else a new build that replaces it once done. */
  async function indexOf(days: number, window: TJobRecord[], read: number): Promise<THostedIndex> {
    const digest = await digestOf(window);
    const previous = served.get(days);
    if (previous?.digest === digest) {
      if (read > previous.read) served.set(days, { ...previous, read });
      return previous.index;
    }
    const built = await host.build(window);
    const current = served.get(days);
    // A later read may have been served first; the older build is then of no use.
    if (current && current.read > read) {
      host.release(built);
      return current.index;
    }
    served.set(days, { digest, index: built, read });
    if (current && current.index !== built) host.release(current.index);
    return built;
  }

  /** The index of the latest `days`-day window, waiting for its build. */
  async function index(days: number): Promise<THostedIndex> {
    const window = await latest(days, RECENT_WINDOW_MAX);
    let known = indexes.get(window);
    if (!known) {
      readCount += 1;
      const building = indexOf(days, window, readCount);
      indexes.set(window, (known = building));
      building.then(
        (built) => ready.set(window, built),
        () => indexes.delete(window),
      );
    }
    return known;
  }

  /** The index to rank from now: the latest window's once built, else the one served before it (stale while it rebuilds). */
  async function servedIndex(days: number): Promise<THostedIndex> {
    const window = await latest(days, RECENT_WINDOW_MAX);
    const building = index(days);
    return ready.get(window) ?? served.get(days)?.index ?? building;
  }

  /** An index gone (its thread stopped) is built again on the next call. */
  function forget(days: number, gone: THostedIndex) {
    if (served.get(days)?.index === gone) served.delete(days);
    void latest(days, RECENT_WINDOW_MAX).then((window) => {
      if (ready.get(window) === gone) {
        ready.delete(window);
        indexes.delete(window);
      }
    });
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
    /** The engine's index of the latest `days`-day window (the same read `latest` shares), once built. */
    index,
    /** What the engine reads in a resume, kept per text so a stored resume is read once. */
    profile,
    /**
     * A resume ranked against the latest `days`-day window with the engine, best first. The same
     * resume with the same options on the same jobs is ranked once: a stored resume is ranked on
     * every dashboard and matches view (about 5 ms for a 30 kB resume over 10,000 jobs). While the
     * window's index rebuilds after an import, the ranking is of the index before it, unless
     * `fresh` (alerts, which list the jobs new since the last alert) asks to wait for the new one.
     */
    async rank(resumeText: string, days: number, options: TRankOptions, { fresh = false }: { fresh?: boolean } = {}): Promise<readonly TRankedJob[]> {
      const built = fresh ? await index(days) : await servedIndex(days);
      let byCall = rankings.get(built);
      if (!byCall) rankings.set(built, (byCall = createBoundedCache({ maxEntries: RANKINGS_MAX })));
      const key = JSON.stringify([resumeKey(resumeText), options.preferences ?? null, options.limit ?? null]);
      let ranked = byCall.get(key);
      if (!ranked) {
        const read = profile(resumeText);
        // An index replaced between being chosen and being asked, or lost with its thread, is asked once more on the latest window's index.
        const asked = host
          .rank(built, read, options)
          .catch(async (error: unknown) => {
            if (!isIndexGone(error)) throw error;
            forget(days, built);
            return host.rank(await index(days), read, options);
          })
          .then((answer) => Object.freeze(answer));
        byCall.set(key, (ranked = asked));
        const calls = byCall;
        asked.catch(() => {
          if (calls.get(key) === asked) calls.delete(key);
        });
      }
      return ranked;
    },
  };
}
export type TRecentJobs = ReturnType<typeof createRecentJobs>;
