import { fallbackJobs, filterJobs, hasCompany, JOB_LIMITS, type TJobFilters, type TListedJob } from '~/domain/jobs';
import type { TJobsApi } from '../clients/jobs-api';

export type TJobList = { jobs: TListedJob[]; isPersonalized: boolean };

/**
 * SPEC §4 job list loading: personalised jobs first, marked personalised when any exist; else the
 * latest jobs (14 days, at most 15) filtered by the user's preferences, newest first (SPEC §5).
 */
export async function loadJobList(api: TJobsApi, token: string): Promise<TJobList> {
  const personalized = (await api.personalizedJobs(token)).filter(hasCompany);
  if (personalized.length) return { jobs: personalized, isPersonalized: true };
  const [latest, preferences] = await Promise.all([
    api.latestJobs(token, { days: JOB_LIMITS.fallbackDays, maxResults: JOB_LIMITS.fallbackMax }),
    api.jobPreferences(token),
  ]);
  return { jobs: fallbackJobs(latest, preferences), isPersonalized: false };
}

export const JOBS_PAGE_SIZE = 20;
export type TJobsPage = { jobs: TListedJob[]; total: number; page: number; pageCount: number };

/** The /jobs page: latest jobs with companies, filtered, one page of them (pages count from 1). */
export async function latestJobsPage(api: TJobsApi, token: string, input: TJobFilters & { days: number; maxResults: number; page: number }): Promise<TJobsPage> {
  const jobs = filterJobs((await api.latestJobs(token, { days: input.days, maxResults: input.maxResults })).filter(hasCompany), input);
  const pageCount = Math.max(1, Math.ceil(jobs.length / JOBS_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  return { jobs: jobs.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE), total: jobs.length, page, pageCount };
}
