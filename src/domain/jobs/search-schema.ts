// The job search schemas (zod), apart from the rules in ./search.ts so that the browser's bundle of a page
// that only reads the rules carries no validation library.
import '../zod-setup';
import { z } from 'zod';
import { JOB_LIMITS } from './limits';
import { FILTER_TEXT_PATTERN, JOB_SORTS } from './search-filters';

/** Free text matched literally as a substring: no pattern syntax, no control characters. */
export const ZFilterValue = z.string().trim().max(JOB_LIMITS.filterLength, `At most ${JOB_LIMITS.filterLength} characters`).regex(FILTER_TEXT_PATTERN, 'Invalid characters');

const filterText = ZFilterValue.optional();

const filterList = z.array(ZFilterValue).max(JOB_LIMITS.filterValues).optional();

/**
 * One page of the latest jobs with the /jobs filters: the tRPC `jobs.latest` input and GET /api/jobs
 * query. `location` and `field` (one value each) are the first clients' filters, kept as they were;
 * `locations` and `fields` add more values, any of which may match.
 */
export const ZLatestInput = z
  .object({
    days: z.number().int().min(1).max(JOB_LIMITS.maxDays).default(JOB_LIMITS.latestDays),
    maxResults: z.number().int().min(1).max(JOB_LIMITS.latestMaxCap).default(JOB_LIMITS.latestMax),
    search: filterText,
    location: filterText,
    field: filterText,
    locations: filterList,
    fields: filterList,
    remote: z.boolean().optional(),
    sort: z.enum(JOB_SORTS).optional(),
    page: z.number().int().min(1).max(1000).default(1),
  })
  .default({ days: JOB_LIMITS.latestDays, maxResults: JOB_LIMITS.latestMax, page: 1 });

export type TLatestInput = z.output<typeof ZLatestInput>;
