import { z } from 'zod';
import { ZLatestInput } from '~/domain/jobs/search-schema';
import { labelJob, namedChoices } from '~/domain/jobs/labels';
import { labelMatch } from '~/domain/matching/labels';
import { ZJobUrl, ZLabelledJob, ZNamedChoices, ZPreferenceOptions } from '~/domain/jobs/schema';
import { ZMatchExplanation } from '~/domain/resume-matching-schema';
import { latestJobsPage, loadJobList } from '../../services/job-lists';
import { createTRPCRouter, dataProcedure } from '../trpc';

// Jobs go out with their place and field named in both interface languages (domain/jobs/labels.ts).
const ZListedJob = ZLabelledJob.extend({ company: z.string() });
const ZJobsPage = z.object({ jobs: z.array(ZListedJob), total: z.number(), page: z.number(), pageCount: z.number() });
/** A personalised job; `match` (score, matched/missing skills, reason) when the engine ranked the stored resume. */
const ZMatchedJob = ZListedJob.extend({ match: ZMatchExplanation.optional() });

export const jobsRouter = createTRPCRouter({
  /** docs/product-rules.md §4 job list: personalised first, else the filtered fallback. */
  matches: dataProcedure
    // The dashboard shows the first few: only those are validated, sent and kept in its cache.
    .input(z.object({ limit: z.number().int().min(1).max(50) }).optional())
    .output(z.object({ jobs: z.array(ZMatchedJob), isPersonalized: z.boolean(), isNarrowed: z.boolean().optional() }))
    .query(async ({ ctx, input }) => {
      const list = await loadJobList(ctx.jobs, ctx.caller);
      const shown = input ? list.jobs.slice(0, input.limit) : list.jobs;
      return { ...list, jobs: shown.map(({ match, ...job }) => ({ ...labelJob(job), ...(match ? { match: labelMatch(match) } : {}) })) };
    }),
  /** Latest jobs with the /jobs page filters, one page at a time. */
  latest: dataProcedure
    .input(ZLatestInput)
    .output(ZJobsPage)
    .query(async ({ ctx, input }) => {
      const page = await latestJobsPage(ctx.jobs, ctx.caller, input);
      return { ...page, jobs: page.jobs.map(labelJob) };
    }),
  /** docs/product-rules.md §7 job by URL; 'Job not found' otherwise. */
  byUrl: dataProcedure
    .input(z.object({ url: ZJobUrl }))
    .output(ZLabelledJob)
    .query(async ({ ctx, input }) => labelJob(await ctx.jobs.jobByUrl(ctx.caller, input.url))),
  /** docs/product-rules.md §3 preference options: role types and locations. */
  options: dataProcedure.output(ZPreferenceOptions).query(({ ctx }) => ctx.jobs.preferenceOptions(ctx.caller)),
  /** The same options as the filters and preferences offer them: broad places first, one per spelling, named in both languages. */
  choices: dataProcedure.output(ZNamedChoices).query(async ({ ctx }) => namedChoices(await ctx.jobs.preferenceOptions(ctx.caller))),
});
