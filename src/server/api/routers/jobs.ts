import { z } from 'zod';
import { ZJobRecord } from '../../db/jobs-repo';
import { createTRPCRouter, subscribedProcedure } from '../trpc';

/** SPEC §9 latest-jobs defaults: 14 days, 50 results. */
const ZLatestInput = z
  .object({
    days: z.number().int().min(1).max(90).default(14),
    maxResults: z.number().int().min(1).max(200).default(50),
  })
  .default({ days: 14, maxResults: 50 });

export const jobsRouter = createTRPCRouter({
  latest: subscribedProcedure
    .input(ZLatestInput)
    .output(z.array(ZJobRecord))
    .query(({ ctx, input }) => ctx.jobs.latest({ ...input, now: ctx.clock.now() })),
});
