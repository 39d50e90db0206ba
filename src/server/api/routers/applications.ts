import { z } from 'zod';
import { DEFAULT_APPLICATION_STATUS, NOTES_MAX, ZApplication, ZApplicationStatus } from '~/domain/applications';
import { AppError } from '~/domain/errors';
import { ZJobUrl } from '~/domain/jobs';
import { createTRPCRouter, dataProcedure } from '../trpc';

const ZNotes = z.string().max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`);

export const applicationsRouter = createTRPCRouter({
  /** SPEC §7 GET /applications with an optional status filter. */
  list: dataProcedure
    .input(z.object({ status: ZApplicationStatus.optional() }).default({}))
    .output(z.array(ZApplication))
    .query(({ ctx, input }) => ctx.applicationsApi.list(ctx.token, input.status)),
  /** SPEC §7 POST /applications; the status defaults to APPLIED. */
  create: dataProcedure
    .input(z.object({ job_url: ZJobUrl, status: ZApplicationStatus.default(DEFAULT_APPLICATION_STATUS) }))
    .output(ZApplication.nullable())
    .mutation(({ ctx, input }) => ctx.applicationsApi.create(ctx.token, input)),
  /** Moves an application to another status (recorded in its history) or edits its notes. */
  update: dataProcedure
    .input(z.object({ job_url: ZJobUrl, status: ZApplicationStatus.optional(), notes: ZNotes.optional() }))
    .output(ZApplication.nullable())
    .mutation(({ ctx, input }) => {
      if (input.status === undefined && input.notes === undefined) throw new AppError('BAD_INPUT', 'Nothing to change');
      return ctx.applicationsApi.update(ctx.token, input);
    }),
});
