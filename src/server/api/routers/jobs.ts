import { z } from 'zod';
import { ZLatestInput } from '~/domain/job-search-schema';
import { ZJob, ZJobUrl, ZPreferenceOptions } from '~/domain/jobs-schema';
import { ZMatchExplanation } from '~/domain/resume-matching-schema';
import { latestJobsPage, loadJobList } from '../../services/job-lists';
import { createTRPCRouter, dataProcedure } from '../trpc';

const ZListedJob = ZJob.extend({ company: z.string() });
const ZJobsPage = z.object({ jobs: z.array(ZListedJob), total: z.number(), page: z.number(), pageCount: z.number() });
/** A personalised job; `match` (score, matched/missing skills, reason) when the engine ranked the stored resume. */
const ZMatchedJob = ZListedJob.extend({ match: ZMatchExplanation.optional() });

export const jobsRouter = createTRPCRouter({
  /** SPEC §4 job list: personalised first, else the filtered fallback. */
  matches: dataProcedure.output(z.object({ jobs: z.array(ZMatchedJob), isPersonalized: z.boolean() })).query(({ ctx }) => loadJobList(ctx.jobs, ctx.caller)),
  /** Latest jobs with the /jobs page filters, one page at a time. */
  latest: dataProcedure
    .input(ZLatestInput)
    .output(ZJobsPage)
    .query(({ ctx, input }) => latestJobsPage(ctx.jobs, ctx.caller, input)),
  /** SPEC §7 job by URL; 'Job not found' otherwise. */
  byUrl: dataProcedure
    .input(z.object({ url: ZJobUrl }))
    .output(ZJob)
    .query(({ ctx, input }) => ctx.jobs.jobByUrl(ctx.caller, input.url)),
  /** SPEC §3 preference options: role types and locations. */
  options: dataProcedure.output(ZPreferenceOptions).query(({ ctx }) => ctx.jobs.preferenceOptions(ctx.caller)),
});
