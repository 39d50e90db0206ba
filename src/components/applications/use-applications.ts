'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplication } from '~/domain/applications';
import { useTRPC } from '~/trpc/react';

/**
 * Changes an application's status or notes. A status move shows at once (the card changes column
 * while the request runs) and is undone if the server refuses it; the lists then refresh from the server.
 */
export function useApplicationUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = trpc.applications.list.pathFilter();
  return useMutation(
    trpc.applications.update.mutationOptions({
      onMutate: async ({ job_url, status }) => {
        if (!status) return { previous: [] };
        await queryClient.cancelQueries(lists);
        const previous = queryClient.getQueriesData<TApplication[]>(lists);
        queryClient.setQueriesData<TApplication[]>(lists, (list) => list?.map((a) => (a.job_url === job_url ? { ...a, status } : a)));
        return { previous };
      },
      onError: (_error, _input, context) => {
        for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      },
      onSettled: () => queryClient.invalidateQueries(lists),
    }),
  );
}
