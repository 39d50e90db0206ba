import { z } from 'zod';
import { APPLICATION_STATUSES } from '~/domain/applications';
import { ZApplicationRecord } from '../../db/applications-repo';
import { createTRPCRouter, subscribedProcedure } from '../trpc';

export const applicationsRouter = createTRPCRouter({
  list: subscribedProcedure
    .input(z.object({ status: z.enum(APPLICATION_STATUSES).optional() }).default({}))
    .output(z.array(ZApplicationRecord.omit({ user_email: true })))
    .query(async ({ ctx, input }) =>
      (await ctx.applications.list(ctx.session.email, input.status)).map(({ user_email: _, ...rest }) => rest),
    ),
});
