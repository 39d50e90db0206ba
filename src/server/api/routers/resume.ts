import { z } from 'zod';
import { createTRPCRouter, subscribedProcedure } from '../trpc';

const ZResume = z.object({ resume_text: z.string(), hasResume: z.boolean() });

export const resumeRouter = createTRPCRouter({
  /** SPEC §3: hasResume is true when the stored text is non-empty. */
  get: subscribedProcedure.output(ZResume).query(({ ctx }) => {
    const text = ctx.user.resume_text ?? '';
    return { resume_text: text, hasResume: text.trim().length > 0 };
  }),
});
