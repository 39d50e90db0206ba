import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TClock } from '~/domain/clock';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { matchesPreferences, type TExclusions, type TSearchPreferences } from '~/domain/jobs/lists';
import { ZJobPreferences, ZSearchPreferences } from '~/domain/jobs/schema';
import { LOCALES } from '~/domain/locale';
import type { TRankedJob } from '~/domain/matching/types';
import type { TResumeRequestsRepo } from '../../db/resume-requests-repo';
import { createWorkQueue, WORK_QUEUES, type TWorkQueue } from '../../db/work-queue-repo';
import type { TDb } from '../../db/client';
import type { TRecentJobs } from '../recent-jobs';
import { log as logger } from '~/server/log.mjs';

/** The most ranked jobs a result holds (the item stays far below the 400 KB item limit). */
export const RESULT_MAX = 50;
/** How long a claim on a request lasts unless MATCH_LEASE_MS says otherwise: ranking takes milliseconds to a few seconds, so a holder silent this long has died. */
export const LEASE_MS = 15_000;
/** How often an instance looks at the open work: every third of the lease, at most every 5 s. */
export const sweepEveryMs = (leaseMs = LEASE_MS) => Math.min(5_000, Math.round(leaseMs / 3));
/** Claims a request gets before it is answered as failed: the instance holding it died this many times. */
export const MAX_ATTEMPTS = 3;
/** The work queue's name for resume matching (docs/operations.md, "Background work"). */
export const MATCH_QUEUE = WORK_QUEUES.resumeMatching;

/** What ranking one upload needs besides its stored text, taken from the upload request (so no worker reads the user). */
const ZMatchPayload = z.object({
  preferences: ZSearchPreferences,
  exclusions: ZJobPreferences.pick({ excluded_companies: true, excluded_titles: true }),
  // Written by earlier versions; a ranking no longer depends on the language (its skills and reason are ids).
  locale: z.enum(LOCALES).optional(),
});
export type TMatchWork = { requestId: string; preferences: TSearchPreferences; exclusions: TExclusions; expiresAt: number };

/** A ranked job as stored: the posting's description stays in the jobs table (the result links to it). */
function storable({ job, ...match }: TRankedJob) {
  const { description: _description, ...listed } = job;
  return { ...match, job: listed };
}

/**
 * Ranks accepted uploads off the request path, so that a request outlives the instance that took
 * it. Each accepted upload is first written to the work queue (work_queue, under MATCH_QUEUE);
 * the accepting instance then claims it at once under a lease and ranks it, one at a time (a
 * few milliseconds of CPU from the prebuilt index). Every instance also looks at the open items
 * every `sweepEveryMs` and takes over one whose lease ran out (its holder died); after
 * MAX_ATTEMPTS claims the request is answered as failed. Each request moves pending → processing
 * (progress 50) → done (100) with its result, or failed; each move is conditional, so a late
 * holder never overwrites a finished request.
 */
export function createMatchWorker(deps: {
  db: TDb;
  requests: TResumeRequestsRepo;
  recent: TRecentJobs;
  clock: TClock;
  /** This instance's name as a lease holder; random when absent. */
  instanceId?: string;
  /** Look at the open work this often (ms); never when absent (tests call `sweep`). */
  sweepEveryMs?: number;
  /** How long a claim lasts (ms); LEASE_MS when absent. */
  leaseMs?: number;
  log?: (message: string, error: unknown) => void;
}) {
  const queue: TWorkQueue<z.infer<typeof ZMatchPayload>> = createWorkQueue(deps.db, MATCH_QUEUE, ZMatchPayload);
  const holder = deps.instanceId ?? randomUUID();
  const local: string[] = [];
  let isDraining = false;
  let isSweeping = false;
  const log = deps.log ?? ((message: string, error?: unknown) => logger.error({ err: error }, message));
  const terms = () => ({ holder, now: deps.clock.now(), leaseMs: deps.leaseMs ?? LEASE_MS, maxAttempts: MAX_ATTEMPTS });

  async function fail(requestId: string): Promise<void> {
    await deps.requests.fail(requestId, 'matchFailed', deps.clock.now()).catch((failure: unknown) => log(`Resume matching ${requestId}: could not record the failure`, failure));
  }

  /** Ranks a request this instance holds, then lets the queue item go. */
  async function rank(requestId: string, work: z.infer<typeof ZMatchPayload>): Promise<void> {
    try {
      const request = await deps.requests.get(requestId);
      // Finished, failed or expired meanwhile (a holder before this one got there): nothing to do.
      if (!request || !(await deps.requests.startRanking(requestId, deps.clock.now()))) return;
      const hasExclusions = work.exclusions.excluded_companies.length > 0 || work.exclusions.excluded_titles.length > 0;
      // Exclusions drop jobs after ranking, so ask for more than a result holds when there are any.
      const ranked = await deps.recent.rank(request.resume_text, JOB_LIMITS.personalizedDays, {
        preferences: work.preferences,
        limit: hasExclusions ? RESULT_MAX * 4 : RESULT_MAX,
      });
      const kept = hasExclusions ? ranked.filter(({ job }) => matchesPreferences(job, { locations: [], fields: [], ...work.exclusions })) : ranked;
      await deps.requests.finish(requestId, kept.slice(0, RESULT_MAX).map(storable), deps.clock.now());
    } catch (error) {
      // A ranking that throws is an answer (it would throw again): failed now, not retried.
      log(`Resume matching ${requestId} failed`, error);
      await fail(requestId);
    } finally {
      await queue.finish(requestId, holder).catch((error: unknown) => log(`Resume matching ${requestId}: could not close the work`, error));
    }
  }

  /** Claims one open request and ranks it; false when another instance holds it or it is gone. */
  async function claimAndRank(requestId: string): Promise<boolean> {
    const item = await queue.claim(requestId, terms());
    if (!item) return false;
    await rank(requestId, item.payload);
    return true;
  }

  async function drain(): Promise<void> {
    for (let requestId = local.shift(); requestId; requestId = local.shift()) {
      // Yield between requests so polls and page requests interleave with a long queue.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await claimAndRank(requestId).catch((error: unknown) => log(`Resume matching ${requestId}: could not claim the work`, error));
    }
    isDraining = false;
  }

  /**
   * Looks at the open requests once: takes over those whose lease ran out (or that nobody
   * claimed), and answers as failed those whose holders died MAX_ATTEMPTS times. Answers how many it ranked.
   */
  async function sweep(): Promise<number> {
    if (isSweeping) return 0;
    isSweeping = true;
    let ranked = 0;
    try {
      const now = deps.clock.now();
      for (const item of await queue.open()) {
        const isFree = item.lease_until === undefined || item.lease_until < now;
        if (!isFree) continue;
        if ((item.lease_attempts ?? 0) >= MAX_ATTEMPTS) {
          log(`Resume matching ${item.item_id}: given up after ${MAX_ATTEMPTS} attempts`, null);
          await fail(item.item_id);
          await queue.drop(item.item_id);
          continue;
        }
        if (await claimAndRank(item.item_id)) ranked += 1;
      }
    } catch (error) {
      log('Resume matching: could not look at the open work', error);
    } finally {
      isSweeping = false;
    }
    return ranked;
  }

  if (deps.sweepEveryMs) setInterval(() => void sweep(), deps.sweepEveryMs).unref();

  return {
    /**
     * Writes an accepted upload to the work queue (when this returns, any instance can finish it),
     * then ranks it here without making the caller wait.
     */
    async enqueue(work: TMatchWork): Promise<void> {
      const { requestId, expiresAt, ...payload } = work;
      await queue.add(requestId, payload, deps.clock.now(), expiresAt);
      local.push(requestId);
      if (isDraining) return;
      isDraining = true;
      void drain();
    },
    sweep,
    /** This instance's name as a lease holder. */
    holder,
  };
}
export type TMatchWorker = ReturnType<typeof createMatchWorker>;
