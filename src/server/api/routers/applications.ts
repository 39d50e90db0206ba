import { z } from 'zod';
import { DEFAULT_APPLICATION_STATUS, ZApplication, ZApplicationStatus, ZNotes } from '~/domain/applications';
import { AppError } from '~/domain/errors';
import { ZJobUrl } from '~/domain/jobs';
import { changeApplication, listApplications, trackJob } from '../../services/applications';
import { createTRPCRouter, dataProcedure, protectedProcedure } from '../trpc';

export const applicationsRouter = createTRPCRouter({
  /** SPEC §7 GET /applications with an optional status filter, with Rumbo's notes and history. */
  list: dataProcedure
    .input(z.object({ status: ZApplicationStatus.optional() }).default({}))
    .output(z.array(ZApplication))
    .query(({ ctx, input }) => listApplications(ctx, ctx.caller, input.status)),
  /**
   * The person's own applications for download, also once the subscription has ended (the refusal
   * screen offers them: a person's data stays theirs). Someone who never had a record has none.
   */
  own: protectedProcedure.output(z.array(ZApplication)).query(async ({ ctx }) => {
    const user = await ctx.loadUser();
    return user ? listApplications(ctx, { user, token: ctx.session.accessToken, locale: ctx.locale }) : [];
  }),
  /** SPEC §7 POST /applications; the status defaults to APPLIED; a job already tracked keeps its application. */
  create: dataProcedure
    .input(z.object({ job_url: ZJobUrl, status: ZApplicationStatus.default(DEFAULT_APPLICATION_STATUS) }))
    .output(ZApplication)
    .mutation(({ ctx, input }) => trackJob(ctx, ctx.caller, input)),
  /** Moves an application to another status (the same SPEC POST, recorded in its history) or edits its notes. */
  update: dataProcedure
    .input(z.object({ job_url: ZJobUrl, status: ZApplicationStatus.optional(), notes: ZNotes.optional() }))
    .output(ZApplication)
    .mutation(({ ctx, input }) => {
      if (input.status === undefined && input.notes === undefined) throw new AppError('BAD_INPUT', 'Nothing to change');
      return changeApplication(ctx, ctx.caller, input);
    }),
});
