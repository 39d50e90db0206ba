import { z } from 'zod';
import { createTRPCRouter, dataProcedure } from '../trpc';

const ZResume = z.object({ resume_text: z.string(), hasResume: z.boolean() });

export const resumeRouter = createTRPCRouter({
  /** SPEC §7 GET /user/resume; hasResume is true when the stored text is non-empty (SPEC §3). */
  get: dataProcedure.output(ZResume).query(({ ctx }) => ctx.jobs.resume(ctx.caller)),
});
