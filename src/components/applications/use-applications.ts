'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';

/** Changes an application's status or notes; the lists refresh from the answer. */
export function useApplicationUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.applications.update.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.applications.list.pathFilter()),
    }),
  );
}
