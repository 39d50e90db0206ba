import type { TJob } from '~/domain/jobs/schema';
import type { TRankedJob, TRankOptions, TResumeProfile } from '~/domain/matching/types';

/** What the server sends the index thread; `index` numbers an index for the whole process. */
export type TThreadRequest =
  | { op: 'jobs'; index: number; jobs: TJob[] }
  | { op: 'build'; call: number; index: number }
  | { op: 'rank'; call: number; index: number; profile: TResumeProfile; options: TRankOptions }
  | { op: 'drop'; index: number }
  | { op: 'heap'; call: number };

/** What the index thread answers a call with. */
export type TThreadReply =
  { call: number; size: number } | { call: number; ranked: TRankedJob[] } | { call: number; heapUsed: number; indexes: number } | { call: number; error: string };
