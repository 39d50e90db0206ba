import { z } from 'zod';
import { DEFAULT_APPLICATION_STATUS } from '~/domain/applications';
import { ZApplication, ZApplicationStatus, ZContact, ZNotes, ZOutsideJob, ZPlannedDate, ZPlannedMoment, ZSalary } from '~/domain/applications-schema';
import { AppError } from '~/domain/errors';
import { labelApplication } from '~/domain/jobs/labels';
import { ZInBoth, ZJobUrl } from '~/domain/jobs/schema';
import { addOutsideJob, changeApplication, listApplications, removeApplication, restoreApplication, trackJob } from '../../services/applications';
import { createTRPCRouter, dataProcedure, protectedProcedure } from '../trpc';

/** Applications go out with their place named in both interface languages (domain/jobs/labels.ts). */
const ZShownApplication = ZApplication.extend({ placeLabels: ZInBoth.optional() });

export const applicationsRouter = createTRPCRouter({
  /** docs/product-rules.md §7 GET /applications with an optional status filter, with Rumbo's notes and history. */
  list: dataProcedure
    .input(z.object({ status: ZApplicationStatus.optional() }).default({}))
    .output(z.array(ZShownApplication))
    .query(async ({ ctx, input }) => (await listApplications(ctx, ctx.caller, input.status)).map(labelApplication)),
  /**
   * The person's own applications for download, also once the subscription has ended (the refusal
   * screen offers them: a person's data stays theirs). Someone who never had a record has none.
   */
  own: protectedProcedure.output(z.array(ZApplication)).query(async ({ ctx }) => {
    const user = await ctx.loadUser();
    return user ? listApplications(ctx, { user, token: ctx.session.accessToken, locale: ctx.locale }) : [];
  }),
  /** docs/product-rules.md §7 POST /applications; the status defaults to APPLIED; a job already tracked keeps its application. */
  create: dataProcedure
    .input(z.object({ job_url: ZJobUrl, status: ZApplicationStatus.default(DEFAULT_APPLICATION_STATUS) }))
    .output(ZShownApplication)
    .mutation(async ({ ctx, input }) => labelApplication(await trackJob(ctx, ctx.caller, input))),
  /** A job found outside Rumbo, added by hand to the same pipeline (Saved unless said otherwise). */
  add: dataProcedure
    .input(ZOutsideJob)
    .output(ZShownApplication)
    .mutation(async ({ ctx, input }) => labelApplication(await addOutsideJob(ctx, ctx.caller, input))),
  /** Moves an application to another status (the same SPEC POST, recorded in its history) and/or sets its details. */
  update: dataProcedure
    .input(
      z.object({
        job_url: ZJobUrl,
        status: ZApplicationStatus.optional(),
        notes: ZNotes.optional(),
        contact: ZContact.nullable().optional(),
        salary: ZSalary.nullable().optional(),
        interview_at: ZPlannedDate.optional(),
        interview_time_at: ZPlannedMoment.optional(),
        follow_up_at: ZPlannedDate.optional(),
        archived: z.boolean().optional(),
      }),
    )
    .output(ZShownApplication)
    .mutation(async ({ ctx, input }) => {
      const { job_url: _url, ...change } = input;
      if (Object.values(change).every((value) => value === undefined)) throw new AppError('BAD_INPUT', 'Nothing to change');
      return labelApplication(await changeApplication(ctx, ctx.caller, input));
    }),
  /** Deletes an application with its notes and history; `restore` brings it back for a while (docs/product-rules.md §4.11). */
  remove: dataProcedure
    .input(z.object({ job_url: ZJobUrl }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeApplication(ctx, ctx.caller, input.job_url);
      return { ok: true as const };
    }),
  /** Undoes a deletion within its undo time: the application comes back with its history and notes. */
  restore: dataProcedure
    .input(z.object({ job_url: ZJobUrl }))
    .output(ZShownApplication)
    .mutation(async ({ ctx, input }) => labelApplication(await restoreApplication(ctx, ctx.caller, input.job_url))),
});
