import { Worker } from 'node:worker_threads';
import type { TJob } from '~/domain/jobs/schema';
import type { TJobIndex, TMatcher, TRankedJob, TRankOptions, TResumeProfile } from '~/domain/matching/types';
import type { TThreadReply, TThreadRequest } from './protocol';

/** An index of jobs held where it was built: opaque but for its number of jobs. */
export type THostedIndex = { readonly size: number };

/**
 * Where the matching engine's indexes are built and ranked against. `release` says the index is
 * no longer served: it is dropped once the rankings already asked of it have answered.
 */
export type TJobIndexes = {
  build(jobs: readonly TJob[]): Promise<THostedIndex>;
  rank(index: THostedIndex, profile: TResumeProfile, options: TRankOptions): Promise<TRankedJob[]>;
  release(index: THostedIndex): void;
  close(): Promise<void>;
};

/** The index is gone (its thread stopped): the caller builds it again. Known by its name, as other plain errors shared across route layers. */
export class IndexGoneError extends Error {
  override name = 'IndexGoneError';
}
export const isIndexGone = (error: unknown): boolean => error instanceof Error && error.name === 'IndexGoneError';

/** Indexes built and ranked on the calling thread (tests, scripts): the build pauses it for its whole length. */
export function inProcessIndexes(matcher: Pick<TMatcher, 'indexJobs' | 'rank'>): TJobIndexes {
  const built = new WeakMap<THostedIndex, TJobIndex>();
  return {
    async build(jobs) {
      const index = matcher.indexJobs(jobs as TJob[]);
      const hosted = { size: index.size };
      built.set(hosted, index);
      return hosted;
    },
    async rank(hosted, profile, options) {
      const index = built.get(hosted);
      if (!index) throw new IndexGoneError('index released');
      return matcher.rank(profile, index, options);
    },
    release() {},
    async close() {},
  };
}

/**
 * Jobs per message to the index thread. Copying a message is work on the server's thread: 500
 * demo-length postings take a few ms to clone, then the loop is free for requests before the next.
 */
export const JOBS_PER_MESSAGE = 500;

type TCall = { resolve: (reply: TThreadReply) => void; reject: (error: Error) => void };
type TThread = { worker: Worker; calls: Map<number, TCall> };
type THandle = THostedIndex & { id: number; thread: TThread; users: number; isReleased: boolean };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Indexes held by a worker thread, which builds them and ranks against them: the server's thread
 * only sends the jobs (in slices, yielding between them) and a resume's reading, and gets back the
 * ranked matches, so an index build of seconds never pauses a request. One thread answers in
 * order, so a ranking asked while an index builds waits for the build; the caller keeps serving
 * from the previous index meanwhile (recent-jobs.ts). The thread starts on the first build and is
 * started again after it stops (its indexes are then gone, IndexGoneError).
 *
 * `startThread`: how the thread starts. The production build (and `next dev`) bundles thread.ts
 * into a chunk of its own from the `new Worker(new URL(…))` below; run from source (Vitest, tsx
 * scripts) the thread must load TypeScript itself (tests/helpers/index-thread.ts).
 */
export function threadIndexes(options: { startThread?: () => Worker } = {}) {
  let thread: TThread | null = null;
  let nextCall = 1;
  let nextIndex = 1;

  function start(): TThread {
    if (thread) return thread;
    const worker = options.startThread ? options.startThread() : new Worker(new URL('./thread.ts', import.meta.url), { name: 'job-indexes' });
    const started: TThread = { worker, calls: new Map() };
    const stop = (error: Error) => {
      if (thread === started) thread = null;
      for (const call of started.calls.values()) call.reject(error);
      started.calls.clear();
    };
    worker.on('message', (reply: TThreadReply) => {
      const call = started.calls.get(reply.call);
      if (!call) return;
      started.calls.delete(reply.call);
      if (started.calls.size === 0) worker.unref();
      call.resolve(reply);
    });
    worker.on('error', (error) => stop(new IndexGoneError(`index thread failed: ${error.message}`)));
    worker.on('exit', (code) => stop(new IndexGoneError(`index thread stopped (exit ${code})`)));
    // An idle thread keeps no process alive (scripts, tests); a call in flight does.
    worker.unref();
    thread = started;
    return started;
  }

  function call(on: TThread, request: TThreadRequest & { call: number }): Promise<TThreadReply> {
    return new Promise((resolve, reject) => {
      on.calls.set(request.call, { resolve, reject });
      on.worker.ref();
      on.worker.postMessage(request);
    }).then((reply) => {
      const answered = reply as TThreadReply;
      if ('error' in answered) throw answered.error === 'gone' ? new IndexGoneError('index released') : new Error(`index thread: ${answered.error}`);
      return answered;
    });
  }

  function drop(handle: THandle) {
    if (thread === handle.thread) handle.thread.worker.postMessage({ op: 'drop', index: handle.id } satisfies TThreadRequest);
  }

  const hosted: TJobIndexes & { heap(): Promise<{ heapUsed: number; indexes: number }> } = {
    async build(jobs) {
      const on = start();
      const id = nextIndex++;
      for (let from = 0; from < jobs.length; from += JOBS_PER_MESSAGE) {
        if (from > 0) await nextTurn();
        if (thread !== on) throw new IndexGoneError('index thread stopped');
        on.worker.postMessage({ op: 'jobs', index: id, jobs: jobs.slice(from, from + JOBS_PER_MESSAGE) } satisfies TThreadRequest);
      }
      const reply = await call(on, { op: 'build', call: nextCall++, index: id });
      const handle: THandle = { size: 'size' in reply ? reply.size : 0, id, thread: on, users: 0, isReleased: false };
      return handle;
    },
    async rank(index, profile, rankOptions) {
      const handle = index as THandle;
      if (handle.thread !== thread || (handle.isReleased && handle.users === 0)) throw new IndexGoneError('index released');
      handle.users += 1;
      try {
        const reply = await call(handle.thread, { op: 'rank', call: nextCall++, index: handle.id, profile, options: rankOptions });
        return 'ranked' in reply ? reply.ranked : [];
      } finally {
        handle.users -= 1;
        if (handle.isReleased && handle.users === 0) drop(handle);
      }
    },
    release(index) {
      const handle = index as THandle;
      if (handle.isReleased) return;
      handle.isReleased = true;
      if (handle.users === 0) drop(handle);
    },
    /** The thread's V8 heap in use and the indexes it holds (bench:match). */
    async heap() {
      const reply = await call(start(), { op: 'heap', call: nextCall++ });
      return 'heapUsed' in reply ? { heapUsed: reply.heapUsed, indexes: reply.indexes } : { heapUsed: 0, indexes: 0 };
    },
    async close() {
      const stopping = thread;
      thread = null;
      if (stopping) await stopping.worker.terminate();
    },
  };
  return hosted;
}
export type TThreadIndexes = ReturnType<typeof threadIndexes>;
