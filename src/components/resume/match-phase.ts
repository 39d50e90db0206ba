import type { TMatchRequest } from '~/domain/resume-matching-schema';

/** Where the upload card stands: choosing a file, waiting for the ranking, or showing how it ended. */
export type TMatchPhase = 'form' | 'running' | 'done' | 'failed';

/** The phase from the current request (null before any upload) and its latest poll. */
export function matchPhase(hasRequest: boolean, data: Pick<TMatchRequest, 'status'> | undefined, isPollFailed: boolean): TMatchPhase {
  if (!hasRequest) return 'form';
  if (data?.status === 'done') return 'done';
  if (data?.status === 'failed' || isPollFailed) return 'failed';
  return 'running';
}

/** Polling stops once the request has an outcome. */
export const isSettled = (data: Pick<TMatchRequest, 'status'> | undefined): boolean => data?.status === 'done' || data?.status === 'failed';

/** The bar never looks empty once the request exists: a queued request shows a sliver of progress. */
export const shownProgress = (progress: number | undefined): number => Math.min(100, Math.max(5, Math.round(progress ?? 0)));
