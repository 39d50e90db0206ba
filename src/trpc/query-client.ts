import { QueryClient } from '@tanstack/react-query';

/** Lists stay fresh for 30 s, refetch when the window regains focus, and retry once. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 },
    },
  });
}
