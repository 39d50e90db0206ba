// The index thread (a worker_threads worker): it builds the matching engine's indexes and ranks
// against them, so an index of 20,000 jobs (seconds of CPU) never pauses the server's event loop.
// Plain data in and out: jobs arrive in batches, a ranking leaves as its few dozen matches. A build
// goes in steps of STEP_JOBS postings and lets the rankings that arrived meanwhile answer between
// them (from the indexes already built), so a rebuild delays a ranking by one step, not by seconds.
import { getHeapStatistics } from 'node:v8';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { matcher } from '../../../domain/matching';
import { indexingSteps } from '../../../domain/matching/index-jobs';
import type { TJob } from '../../../domain/jobs/schema';
import type { TJobIndex } from '../../../domain/matching/types';
import type { TThreadReply, TThreadRequest } from './protocol';

if (!parentPort) throw new Error('The index thread runs as a worker thread');
const port: MessagePort = parentPort;

/** Postings read per build step: about 10–30 ms of CPU for demo-length postings. */
const STEP_JOBS = 100;

const indexes = new Map<number, TJobIndex>();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One build at a time, in steps; builds asked meanwhile wait their turn. */
let building: Promise<void> = Promise.resolve();

async function build(request: Extract<TThreadRequest, { op: 'build' }>): Promise<TThreadReply> {
  const jobs = arriving.get(request.index) ?? [];
  arriving.delete(request.index);
  const steps = indexingSteps(jobs, STEP_JOBS);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      indexes.set(request.index, step.value);
      return { call: request.call, size: step.value.size };
    }
    await nextTurn();
  }
}
const arriving = new Map<number, TJob[]>();

function answer(request: TThreadRequest): TThreadReply | null {
  switch (request.op) {
    case 'jobs': {
      const jobs = arriving.get(request.index) ?? [];
      for (const job of request.jobs) jobs.push(job);
      arriving.set(request.index, jobs);
      return null;
    }
    case 'build': {
      const built = building.then(() => build(request));
      building = built.then(
        () => undefined,
        () => undefined,
      );
      void built.then(
        (reply) => port.postMessage(reply),
        (error: unknown) => port.postMessage({ call: request.call, error: error instanceof Error ? error.message : String(error) } satisfies TThreadReply),
      );
      return null;
    }
    case 'rank': {
      const index = indexes.get(request.index);
      if (!index) return { call: request.call, error: 'gone' };
      return { call: request.call, ranked: matcher.rank(request.profile, index, request.options) };
    }
    case 'drop':
      indexes.delete(request.index);
      arriving.delete(request.index);
      return null;
    case 'heap':
      return { call: request.call, heapUsed: getHeapStatistics().used_heap_size, indexes: indexes.size };
  }
}

port.on('message', (request: TThreadRequest) => {
  let reply: TThreadReply | null;
  try {
    reply = answer(request);
  } catch (error) {
    reply = 'call' in request ? { call: request.call, error: error instanceof Error ? error.message : String(error) } : null;
  }
  if (reply) port.postMessage(reply);
});
