'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCReact } from '@trpc/react-query';
import { useState, type ReactNode } from 'react';
import type { AppRouter } from '~/server/api/root';
import { trpcLinks } from './links';
import { makeQueryClient } from './query-client';

/** Typed hooks for every procedure: `api.x.y.useQuery()`, `api.x.y.useMutation()`, `api.useUtils()`. */
export const api = createTRPCReact<AppRouter>();

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

/** One query client per browser tab; every call goes to the same-origin tRPC endpoint as plain JSON. */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() => api.createClient({ links: trpcLinks({ url: '/api/trpc' }) }));
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}
