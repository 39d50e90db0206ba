'use client';

import { api } from '~/trpc/react';

/**
 * Changes an application's status or notes. A status move shows at once (the card changes column
 * while the request runs) and is undone if the server refuses it; the lists then refresh from the server.
 */
export function useApplicationUpdate() {
  const utils = api.useUtils();
  const list = utils.applications.list;
  return api.applications.update.useMutation({
    onMutate: async ({ job_url, status }) => {
      if (!status) return { previous: undefined };
      // A refetch landing now would overwrite the optimistic move with the old status.
      await list.cancel();
      // The screens read the unfiltered list (input {}); that is the one shown moved.
      const previous = list.getData({});
      list.setData({}, (applications) => applications?.map((a) => (a.job_url === job_url ? { ...a, status } : a)));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) list.setData({}, context.previous);
    },
    onSettled: () => list.invalidate(),
  });
}
