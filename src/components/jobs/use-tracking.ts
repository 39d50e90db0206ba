'use client';

import { REFRESH_MS, type TApplicationStatus } from '~/domain/applications';
import { api } from '~/trpc/react';

/**
 * The user's applications (refreshed every 10 minutes, docs/product-rules.md §9), the status of each tracked job,
 * and the two ways to keep a job: Save (SAVED, not applied yet) or Mark applied (APPLIED, dated
 * today). Marking a saved job applied moves its application.
 */
export function useTracking() {
  const utils = api.useUtils();
  const applications = api.applications.list.useQuery({}, { refetchInterval: REFRESH_MS.applications });
  const statusOf = new Map((applications.data ?? []).map((a) => [a.job_url, a.status]));
  // No input: every cached list (any status filter) is refreshed.
  const refresh = () => utils.applications.list.invalidate();
  const create = api.applications.create.useMutation({ onSuccess: refresh });
  const move = api.applications.update.useMutation({ onSuccess: refresh });
  const keep = (jobUrl: string, status: Extract<TApplicationStatus, 'SAVED' | 'APPLIED'>) =>
    statusOf.has(jobUrl) ? move.mutate({ job_url: jobUrl, status }) : create.mutate({ job_url: jobUrl, status });
  return { applications, statusOf, keep, create, move };
}
