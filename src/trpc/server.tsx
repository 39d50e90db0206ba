import 'server-only';
import { createHydrationHelpers } from '@trpc/react-query/rsc';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { createCaller, type AppRouter } from '~/server/api/root';
import { createRequestContext } from '~/server/api/request-context';
import { makeQueryClient } from './query-client';

/** One query client per server render: what the page's server half fetched, handed to the browser. */
const getQueryClient = cache(makeQueryClient);

/**
 * Server-side calls of one render. They share one context (so one session decode and one user
 * read), however many components call; `prefetch` also fills the query client that
 * `HydrateClient` hands to the browser's `@trpc/react-query` hooks.
 */
export const { trpc: serverApi, HydrateClient } = createHydrationHelpers<AppRouter>(createCaller(cache(createRequestContext)), getQueryClient);

/**
 * A guarded page's data on its first paint: runs the page's queries on the server (src/proxy.ts
 * already let the request through), then renders the page with their answers in the browser's
 * cache, so the hooks start with data instead of a loader. A query that fails here is simply
 * asked again by the browser, which shows its error message and retry.
 */
export async function Prefetched({ queries, children }: { queries: (api: typeof serverApi) => Array<Promise<void>>; children: ReactNode }) {
  await Promise.all(queries(serverApi));
  return <HydrateClient>{children}</HydrateClient>;
}
