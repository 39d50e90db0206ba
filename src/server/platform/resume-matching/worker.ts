import type { TLocale } from '~/domain/locale';
import type { TClock } from '~/domain/clock';
import { JOB_LIMITS } from '~/domain/job-limits';
import { matchesPreferences, type TExclusions, type TSearchPreferences } from '~/domain/jobs';
import type { TRankedJob } from '~/domain/matching/types';
import type { TResumeRequestsRepo } from '../../db/resume-requests-repo';
import type { TRecentJobs } from '../recent-jobs';
import { log as logger } from '~/server/log.mjs';

/** The most ranked jobs a result holds (the item stays far below the 400 KB item limit). */
export const RESULT_MAX = 50;

/** What ranking one upload needs, taken from the upload request (so the worker reads no user). */
export type TMatchWork = { requestId: string; resumeText: string; preferences: TSearchPreferences; exclusions: TExclusions; locale?: TLocale };

/** A ranked job as stored: the posting's description stays in the jobs table (the result links to it). */
function storable({ job, ...match }: TRankedJob) {
  const { description: _description, ...listed } = job;
  return { ...match, job: listed };
}

/**
 * Ranks accepted uploads off the request path: a small in-process queue, one request at a
 * time (ranking is a few milliseconds of CPU from the prebuilt index, so a second lane would only
 * contend for the same core). Each request moves pending → processing (progress 50) → done
 * (100) with its result, or failed; a request whose instance dies stays 'processing' and the
 * poll answers it as failed after a minute.
 */
export function createMatchWorker(deps: { requests: TResumeRequestsRepo; recent: TRecentJobs; clock: TClock; log?: (message: string, error: unknown) => void }) {
  const queue: TMatchWork[] = [];
  let isDraining = false;
  const log = deps.log ?? ((message: string, error?: unknown) => logger.error({ err: error }, message));

  async function rank(work: TMatchWork): Promise<void> {
    try {
      if (!(await deps.requests.startRanking(work.requestId, deps.clock.now()))) return;
      const hasExclusions = work.exclusions.excluded_companies.length > 0 || work.exclusions.excluded_titles.length > 0;
      // Exclusions drop jobs after ranking, so ask for more than a result holds when there are any.
      const ranked = await deps.recent.rank(work.resumeText, JOB_LIMITS.personalizedDays, {
        preferences: work.preferences,
        limit: hasExclusions ? RESULT_MAX * 4 : RESULT_MAX,
        locale: work.locale,
      });
      const kept = hasExclusions ? ranked.filter(({ job }) => matchesPreferences(job, { locations: [], fields: [], ...work.exclusions })) : ranked;
      await deps.requests.finish(work.requestId, kept.slice(0, RESULT_MAX).map(storable), deps.clock.now());
    } catch (error) {
      log(`Resume matching ${work.requestId} failed`, error);
      await deps.requests
        .fail(work.requestId, 'matchFailed', deps.clock.now())
        .catch((failure: unknown) => log(`Resume matching ${work.requestId}: could not record the failure`, failure));
    }
  }

  async function drain(): Promise<void> {
    for (let work = queue.shift(); work; work = queue.shift()) {
      // Yield between requests so polls and page requests interleave with a long queue.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await rank(work);
    }
    isDraining = false;
  }

  return {
    /** Queues an accepted upload; returns at once (the caller answers the upload meanwhile). */
    enqueue(work: TMatchWork): void {
      queue.push(work);
      if (isDraining) return;
      isDraining = true;
      void drain();
    },
  };
}
export type TMatchWorker = ReturnType<typeof createMatchWorker>;
