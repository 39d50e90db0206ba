'use client';

import { REFRESH_MS } from '~/domain/applications';
import { api } from '~/trpc/react';

/** The user's applications (refreshed every 10 minutes, SPEC §9) and a way to track a job as APPLIED. */
export function useTracking() {
  const utils = api.useUtils();
  const applications = api.applications.list.useQuery({}, { refetchInterval: REFRESH_MS.applications });
  const tracked = new Set((applications.data ?? []).map((a) => a.job_url));
  // No input: every cached list (any status filter) is refreshed.
  const track = api.applications.create.useMutation({ onSuccess: () => utils.applications.list.invalidate() });
  return { applications, tracked, track };
}
