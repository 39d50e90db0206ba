import { z } from 'zod';

/** A job as the jobs API returns it (SPEC §3); extra fields pass through untouched. */
export const ZJob = z.looseObject({
  job_url: z.string(),
  company: z.string().nullish(),
  location: z.string().nullish(),
  role_type: z.string().nullish(),
  creation_date: z.number().nullish(),
  title: z.string().nullish(),
});
export type TJob = z.infer<typeof ZJob>;

/** SPEC §5: a job with an empty or missing company is dropped from every list. */
export function hasCompany(job: Pick<TJob, 'company'>): boolean {
  return typeof job.company === 'string' && job.company.trim().length > 0;
}

/** SPEC §5: newest first by creation_date; a missing date counts as 0. */
export function byNewest(a: Pick<TJob, 'creation_date'>, b: Pick<TJob, 'creation_date'>): number {
  return (b.creation_date ?? 0) - (a.creation_date ?? 0);
}
