import { z } from 'zod';
import { JOB_LIMITS, ZJob, ZJobUrl, ZPreferenceOptions } from '~/domain/jobs';
import { latestJobsPage, loadJobList } from '../../services/job-lists';
import { createTRPCRouter, dataProcedure } from '../trpc';

const ZListedJob = ZJob.extend({ company: z.string() });
/** Free text matched literally as a substring: no pattern syntax, no control characters. */
const filterText = z
  .string()
  .trim()
  .max(JOB_LIMITS.filterLength, `At most ${JOB_LIMITS.filterLength} characters`)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Invalid characters')
  .optional();

export const ZLatestInput = z
  .object({
    days: z.number().int().min(1).max(90).default(JOB_LIMITS.latestDays),
    maxResults: z.number().int().min(1).max(JOB_LIMITS.latestMaxCap).default(JOB_LIMITS.latestMax),
    search: filterText,
    location: filterText,
    field: filterText,
    page: z.number().int().min(1).max(1000).default(1),
  })
  .default({ days: JOB_LIMITS.latestDays, maxResults: JOB_LIMITS.latestMax, page: 1 });

export const ZJobsPage = z.object({ jobs: z.array(ZListedJob), total: z.number(), page: z.number(), pageCount: z.number() });

export const jobsRouter = createTRPCRouter({
  /** SPEC §4 job list: personalised first, else the filtered fallback. */
  matches: dataProcedure
    .output(z.object({ jobs: z.array(ZListedJob), isPersonalized: z.boolean() }))
    .query(({ ctx }) => loadJobList(ctx.jobsApi, ctx.token)),
  /** Latest jobs with the /jobs page filters, one page at a time. */
  latest: dataProcedure
    .input(ZLatestInput)
    .output(ZJobsPage)
    .query(({ ctx, input }) => latestJobsPage(ctx.jobsApi, ctx.token, input)),
  /** SPEC §7 job by URL; 'Job not found' otherwise. */
  byUrl: dataProcedure
    .input(z.object({ url: ZJobUrl }))
    .output(ZJob)
    .query(({ ctx, input }) => ctx.jobsApi.jobByUrl(ctx.token, input.url)),
  /** SPEC §3 preference options: role types and locations. */
  options: dataProcedure.output(ZPreferenceOptions).query(({ ctx }) => ctx.jobsApi.preferenceOptions(ctx.token)),
});
