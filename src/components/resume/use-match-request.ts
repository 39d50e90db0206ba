'use client';

import { skipToken } from '@tanstack/react-query';
import { api } from '~/trpc/react';
import { isSettled } from './match-phase';

/** One poll a second: the upload answers at once with an id, and the ranking is read back until it settles. */
export const POLL_MS = 1_000;

/** The matching request `requestId` (none before the first upload), polled until done or failed. */
export function useMatchRequest(requestId: string | null) {
  return api.resume.request.useQuery(requestId ? { request_id: requestId } : skipToken, {
    refetchInterval: (query) => (isSettled(query.state.data) ? false : POLL_MS),
    refetchOnWindowFocus: false,
    // A settled request never changes: keep its result while the page stays open.
    staleTime: Infinity,
  });
}
