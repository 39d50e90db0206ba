import { z } from 'zod';
import { JOB_LIMITS } from './jobs';

/** Free text matched literally as a substring: no pattern syntax, no control characters. */
const filterText = z
  .string()
  .trim()
  .max(JOB_LIMITS.filterLength, `At most ${JOB_LIMITS.filterLength} characters`)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'Invalid characters')
  .optional();

/** One page of the latest jobs with the /jobs filters: the tRPC `jobs.latest` input and GET /api/jobs query. */
export const ZLatestInput = z
  .object({
    days: z.number().int().min(1).max(JOB_LIMITS.maxDays).default(JOB_LIMITS.latestDays),
    maxResults: z.number().int().min(1).max(JOB_LIMITS.latestMaxCap).default(JOB_LIMITS.latestMax),
    search: filterText,
    location: filterText,
    field: filterText,
    page: z.number().int().min(1).max(1000).default(1),
  })
  .default({ days: JOB_LIMITS.latestDays, maxResults: JOB_LIMITS.latestMax, page: 1 });
export type TLatestInput = z.output<typeof ZLatestInput>;

export const JOBS_PAGE_SIZE = 20;
