'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REFRESH_MS } from '~/domain/applications';
import { useTRPC } from '~/trpc/react';

/** The user's applications (refreshed every 10 minutes, SPEC §9) and a way to track a job as APPLIED. */
export function useTracking() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const applications = useQuery(trpc.applications.list.queryOptions({}, { refetchInterval: REFRESH_MS.applications }));
  const tracked = new Set((applications.data ?? []).map((a) => a.job_url));
  const track = useMutation(
    trpc.applications.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.applications.list.pathFilter()),
    }),
  );
  return { applications, tracked, track };
}
